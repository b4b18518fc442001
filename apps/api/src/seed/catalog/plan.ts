// The shape of a demo plan and the demo carriers (all fictional).
import type { CategoryCode } from '@benefit-store/contract/catalog';
import type { Tier } from '@benefit-store/contract/quoting';
import type { StoredPlanFacts } from '../../features/catalog/plan-facts';
import type { RateTable } from '../../features/pricing/rate-table';

export const carriers = [
  { code: 'BRIGHT', name: 'Brightsmile Dental Co.', color: '#0b7285' },
  { code: 'CLEAR', name: 'ClearView Vision Mutual', color: '#1971c2' },
  { code: 'NORTH', name: 'Northstar Health Plans', color: '#2b8a3e' },
  { code: 'MERID', name: 'Meridian Care', color: '#c2255c' },
  { code: 'CRESC', name: 'Crescent Health', color: '#e67700' },
  { code: 'KEYST', name: 'Keystone Life Insurance Company', color: '#364fc7' },
  { code: 'HARBOR', name: 'Harbor Mutual', color: '#087f5b' },
  { code: 'PULSE', name: 'Pulse Telehealth', color: '#9c36b5' },
  { code: 'SUMMIT', name: 'Summit Assurance', color: '#5c940d' },
  { code: 'ELEVATE', name: 'Elevate Wellness Association', color: '#5f3dc4' },
  { code: 'PAWS', name: 'Pawsitive Pet Insurance', color: '#d9480f' },
] as const;
export type CarrierCode = (typeof carriers)[number]['code'];

/** A demo plan; limits left out are not checked (every state, tier, portal...). */
export interface SeedPlan {
  /** The plan id on the wire: letters, digits and dashes, 12 at most. */
  id: string;
  carrier: CarrierCode;
  name: string;
  category: CategoryCode;
  planType?: string;
  network?: string;
  summary: string;
  callout?: string;
  highlights?: readonly string[];
  table: RateTable;
  states?: readonly string[];
  tiers?: readonly Tier[];
  issueAges?: readonly [number, number];
  spouseAges?: readonly [number, number];
  childAges?: readonly [number, number];
  minIncomeDollars?: number;
  minWeeklyHours?: number;
  tobaccoRated?: boolean;
  /** Platform codes of the portals offering it. */
  portals?: readonly string[];
  includesAdminFee?: boolean;
  replacedBy?: string;
  featured?: boolean;
  footerPlan?: boolean;
  hideAddToCart?: boolean;
  bundlePlanCount?: number;
  /** The special carrier's fee text: set for the life insurer's plans. */
  specialCarrierFees?: string;
  isMembership?: boolean;
  /** The membership plan it is sold with. */
  membershipPlan?: string;
  premier?: boolean;
  iha?: boolean;
  related?: readonly string[];
  /** Keys of `questionSets` (questions.ts). */
  questions?: readonly string[];
  specialQuestions?: boolean;
  /** The carrier's enrollment blackout: coverage starting within this many months of the seed's month is not sold. */
  blackoutMonths?: number;
  /** The months (1 to 12) coverage may start in: leave out for any month. */
  startMonths?: readonly number[];
  /** What its card shows people choose by: every demo medical, dental and vision plan has them. */
  facts?: StoredPlanFacts;
}

/** A medical plan's deductible and out-of-pocket maximum, in dollars. */
export const medicalFacts = (deductible: number, oopMax: number): StoredPlanFacts => ({
  kind: 'medical',
  deductible_cents: deductible * 100,
  oop_max_cents: oopMax * 100,
});

/** A dental plan's coverage of preventive, basic and major care (percent) and its yearly maximum in dollars. */
export const dentalFacts = (preventive: number, basic: number, major: number, annualMax: number): StoredPlanFacts => ({
  kind: 'dental',
  preventive_percent: preventive,
  basic_percent: basic,
  major_percent: major,
  annual_max_cents: annualMax * 100,
});

/** A vision plan's exam copay, frame allowance and lens copay, in dollars. */
export const visionFacts = (examCopay: number, frameAllowance: number, lensCopay: number): StoredPlanFacts => ({
  kind: 'vision',
  exam_copay_cents: examCopay * 100,
  frame_allowance_cents: frameAllowance * 100,
  lens_copay_cents: lensCopay * 100,
});

export const allTiers: readonly Tier[] = ['IO', 'IS', 'IC', 'IF'];

/** The same plan at several levels: `levels` give the id suffix, name suffix and table of each. */
export function planLevels(
  base: Omit<SeedPlan, 'id' | 'name' | 'table'> & { idPrefix: string; namePrefix: string },
  levels: readonly (readonly [string, string, RateTable, Partial<SeedPlan>?])[],
): SeedPlan[] {
  const { idPrefix, namePrefix, ...rest } = base;
  return levels.map(([idSuffix, nameSuffix, table, extra]) => ({
    ...rest,
    id: `${idPrefix}-${idSuffix}`,
    name: `${namePrefix} ${nameSuffix}`,
    table,
    ...extra,
  }));
}
