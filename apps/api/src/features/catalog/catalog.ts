// The in-memory catalog: plans with their rules, rate tables (checked once, when loaded), texts
// and questions, built from the rows of `repo.ts`. Pure: no I/O.
import type { CategoryCode } from '@benefit-store/contract/catalog';
import type { Tier } from '@benefit-store/contract/quoting';
import type { HealthQuestion, SpecialCarrierQuestion } from '@benefit-store/contract/underwriting';
import type { AgeLimits, RatedPlan } from '../pricing/rate';
import { InvalidRateTable, type RateTable, rateTableProblems } from '../pricing/rate-table';
import { catalogLanguages } from './catalog-languages';
import { type LogoFile, logoAddress } from './logos';
import { planFactsOf, type StoredPlanFacts } from './plan-facts';
import type { CatalogRows } from './repo';

export interface PlanTexts {
  header_text: string;
  body_text: string;
  blueBarText: string;
  association_text: string;
  exclusions_text_name: string;
  exclusions_text: string;
  example_text_name: string;
  example_text: string;
  faq_text_name: string;
  faq_text: string;
}

/** A health question with the answer that declines the plan (1 yes, 0 no; undefined: none). */
export interface PlanHealthQuestion extends HealthQuestion {
  decliningAnswer: number | undefined;
}

export interface CatalogPlan {
  /** The plan id on the wire. */
  id: string;
  /** What the rating engine reads; portals are platform public ids. */
  rated: RatedPlan;
  name: string;
  carrierName: string;
  logo: string;
  category: CategoryCode;
  planType: string;
  network: string | undefined;
  shortText: string;
  calloutText: string;
  featured: boolean;
  footerPlan: boolean;
  hideAddToCart: boolean;
  bundlePlanCount: number;
  /** Underwritten by the special carrier (the life insurer). */
  isPrudential: boolean;
  specialFeeText: string;
  /** An association membership plan, sold with membership-linked plans. */
  isMembership: boolean;
  /** The membership plan this plan needs, if any. */
  membershipPlanId: string | undefined;
  /** The premier (L713) plan. */
  isPremier: boolean;
  isIha: boolean;
  /** Disability income: needs income and hours before pricing. */
  isDisability: boolean;
  /** Effective dates the plan is not sold for (inclusive YYYY-MM-DD days), if any. */
  blackout: { from: string; to: string } | undefined;
  /** The months (1 to 12) coverage may start in, if the plan restricts them. */
  startMonths: readonly number[] | undefined;
  texts: PlanTexts;
  /** What its card shows people choose by (deductible, coverage levels...), if the catalog has them. */
  facts: StoredPlanFacts | undefined;
  relatedPlanIds: readonly string[];
  questions: readonly PlanHealthQuestion[];
  specialQuestions: readonly SpecialCarrierQuestion[];
}

export interface Catalog {
  /** The database's id and catalog version it was read at. */
  stamp: string;
  /** In display order. */
  plans: readonly CatalogPlan[];
  byId: ReadonlyMap<string, CatalogPlan>;
  /** The logo files the plans' addresses name, by file name. */
  logos: ReadonlyMap<string, LogoFile>;
  /** The same catalog with its texts in another language, by language (`catalogIn` picks one). */
  languages: ReadonlyMap<string, Catalog>;
}

const limits = (min: number | null, max: number | null): AgeLimits | undefined =>
  min === null || max === null ? undefined : { min, max };

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

type PlanRow = CatalogRows['plans'][number];

function ratedOf(row: PlanRow, platformIds: ReadonlyMap<string, string>): RatedPlan {
  const table = row.rate_table as RateTable;
  const problems = rateTableProblems(table);
  if (problems.length > 0) throw new InvalidRateTable(problems.map((problem) => `${row.public_id}: ${problem}`));
  const issueAges = limits(row.issue_min_age, row.issue_max_age);
  const spouseAges = limits(row.spouse_min_age, row.spouse_max_age);
  const childAges = limits(row.child_min_age, row.child_max_age);
  return {
    id: row.public_id,
    ...(row.replaced_by === null ? {} : { replacedBy: row.replaced_by }),
    states: row.states ?? 'all',
    tiers: row.tiers as Tier[],
    ...(issueAges ? { issueAges } : {}),
    ...(spouseAges ? { spouseAges } : {}),
    ...(childAges ? { childAges } : {}),
    ...(row.min_annual_income_cents === null ? {} : { minAnnualIncomeCents: Number(row.min_annual_income_cents) }),
    ...(row.min_weekly_hours === null ? {} : { minWeeklyHours: row.min_weekly_hours }),
    tobaccoRated: row.tobacco_rated,
    // A portal code without a platform matches no household.
    portalIds: row.portal_codes === null ? 'all' : row.portal_codes.map((code) => platformIds.get(code) ?? `!${code}`),
    includesAdminFee: row.includes_admin_fee,
    table,
  };
}

const textsOf = (row: PlanRow): PlanTexts => ({
  header_text: row.header_text ?? '',
  body_text: row.body_text ?? '',
  blueBarText: row.blue_bar_text ?? '',
  association_text: row.association_text ?? '',
  exclusions_text_name: row.exclusions_text_name ?? '',
  exclusions_text: row.exclusions_text ?? '',
  example_text_name: row.example_text_name ?? '',
  example_text: row.example_text ?? '',
  faq_text_name: row.faq_text_name ?? '',
  faq_text: row.faq_text ?? '',
});

/** Builds the catalog; throws InvalidRateTable when a plan's table cannot be read (a data fault). */
export function buildCatalog(rows: CatalogRows): Catalog {
  const platformIds = new Map(rows.platforms.map((platform) => [platform.platform_code, platform.public_id]));
  const publicIds = new Map(rows.plans.map((plan) => [plan.id, plan.public_id]));
  const related = groupBy(rows.related, (row) => row.plan_id);
  const options = groupBy(rows.options, (row) => row.question_id);
  const questions = groupBy(rows.questions, (row) => row.plan_id);
  const specials = groupBy(rows.specialQuestions, (row) => row.plan_id);
  const logos = new Map<string, LogoFile>();
  const plans = rows.plans.map(
    (row): CatalogPlan => ({
      id: row.public_id,
      rated: ratedOf(row, platformIds),
      name: row.name,
      carrierName: row.carrier_name,
      logo: logoAddress(row.carrier_logo, logos),
      category: row.category,
      planType: row.plan_type,
      network: row.network ?? undefined,
      shortText: row.short_text,
      calloutText: row.callout_text,
      featured: row.featured,
      footerPlan: row.footer_plan,
      hideAddToCart: row.hide_add_to_cart,
      bundlePlanCount: row.bundle_plan_count,
      isPrudential: row.is_prudential,
      specialFeeText: row.special_fee_text,
      isMembership: row.is_membership,
      membershipPlanId: row.membership_plan_id ?? undefined,
      isPremier: row.is_premier,
      isIha: row.is_iha,
      isDisability: row.category === 'di',
      blackout:
        row.blackout_from === null || row.blackout_to === null
          ? undefined
          : { from: row.blackout_from, to: row.blackout_to },
      startMonths: row.start_months ?? undefined,
      texts: textsOf(row),
      facts: planFactsOf(row.public_id, row.facts),
      relatedPlanIds: (related.get(row.id) ?? []).flatMap((link) => publicIds.get(link.related_plan_id) ?? []),
      questions: (questions.get(row.id) ?? []).map((question) => ({
        question_id: question.question_id,
        question_text: question.question_text,
        question_sub_type: question.sub_type,
        options: (options.get(question.id) ?? []).map((option) => ({
          option_id: option.option_id,
          option_text: option.option_text,
          option_group: option.option_group,
        })),
        require_detail: question.require_detail,
        decliningAnswer: question.declining_answer ?? undefined,
      })),
      specialQuestions: (specials.get(row.id) ?? []).map((question) => ({
        qid: question.qid,
        question: question.question,
        true_condition: question.true_condition,
      })),
    }),
  );
  const english = { stamp: rows.stamp, plans, byId: new Map(plans.map((plan) => [plan.id, plan])), logos };
  return { ...english, languages: catalogLanguages(english, rows) };
}
