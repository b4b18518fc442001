// What the access check (auth's, through the gate: gate.ts) hands a call about the enrollment it
// names: its ids, its revision and the snapshot read with the check. Here, below the features, so
// http's CallContext and every feature may name it.
import type { Tier } from '@benefit-store/contract/quoting';
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The household columns of an enrollment (migration 0005) and its portal's public id. Days are
 * `YYYY-MM-DD` text: `household-service.ts` reads them through `to_char`, so no driver turns them into
 * instants in some time zone.
 */
export interface HouseholdRow {
  zip: string | null;
  state: string | null;
  birth_date: string | null;
  tier: Tier | null;
  tobacco: Selectable<Database['enrollment']>['tobacco'];
  annual_income_cents: number | null;
  weekly_hours: number | null;
  spouse_birth_date: string | null;
  child_count: number | null;
  platform_public_id: string | null;
  /** The effective date chosen in the cart (cart-checkout), `YYYY-MM-DD`. */
  effective_date: string | null;
}

/** What the access check read along with the enrollment, so a listing needs no further query. */
export interface EnrollmentSnapshot {
  household: HouseholdRow;
  /** Which catalog is current: pass it to `currentCatalog`. */
  catalogVersion: string;
  cartPlanIds: readonly string[];
  cartPricingIds: readonly string[];
  /** The health questions the enrollment answered, and the plans an answer declined. */
  answeredQuestionIds: readonly string[];
  declinedPlanIds: readonly string[];
}

export interface EnrollmentRef {
  id: number;
  public_id: string;
  /**
   * Set by the access check: moves whenever its household, portal, effective date, cart, answers
   * or declines change (migration 0044), so a listing is kept by it. Text: compare it, nothing else.
   */
  revision?: string;
  /** Set by the access check unless the call reads it later (`withSnapshot`); absent on an enrollment just created. */
  snapshot?: EnrollmentSnapshot;
}
