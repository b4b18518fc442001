// Table types of the plan catalog (migration 0007), as Kysely sees them.
import type { CategoryCode } from '@benefit-store/contract/catalog';
import type { Tier } from '@benefit-store/contract/quoting';
import type { ColumnType, Generated } from 'kysely';
import type { Nullable } from './schema';

/** A carrier of the catalog (migration 0007). */
export interface CarrierTable {
  id: Generated<number>;
  code: string;
  name: string;
  logo: string;
}

type Flag = ColumnType<boolean, boolean | undefined, boolean>;
type Text = ColumnType<string, string | undefined, string>;
type Count = ColumnType<number, number | undefined, number>;

/** A plan and its rules; nullable limits are not checked (migration 0007). */
export interface PlanTable {
  id: Generated<number>;
  public_id: string;
  carrier_id: number;
  name: string;
  category: CategoryCode;
  plan_type: Text;
  network: Nullable<string>;
  short_text: Text;
  callout_text: Text;
  /** Null: every state (and every portal for portal_codes, platform codes). */
  states: Nullable<string[]>;
  tiers: Tier[];
  issue_min_age: Nullable<number>;
  issue_max_age: Nullable<number>;
  spouse_min_age: Nullable<number>;
  spouse_max_age: Nullable<number>;
  child_min_age: Nullable<number>;
  child_max_age: Nullable<number>;
  min_annual_income_cents: Nullable<string | number, number>;
  min_weekly_hours: Nullable<number>;
  tobacco_rated: Flag;
  portal_codes: Nullable<string[]>;
  includes_admin_fee: Flag;
  replaced_by: Nullable<string>;
  featured: Flag;
  footer_plan: Flag;
  hide_add_to_cart: Flag;
  bundle_plan_count: Count;
  /** Underwritten by the special carrier (the life insurer). */
  is_prudential: Flag;
  special_fee_text: Text;
  is_membership: Flag;
  membership_plan_id: Nullable<string>;
  is_premier: Flag;
  is_iha: Flag;
  sort_order: Count;
  /** Coverage starting from this day to blackout_to (YYYY-MM-DD, both or neither) is not sold (migration 0015). */
  blackout_from: Nullable<string>;
  blackout_to: Nullable<string>;
  /** The months (1 to 12) coverage may start in; null: any month (migration 0019). */
  start_months: Nullable<number[]>;
  /** The engine's RateTable, as JSON. */
  rate_table: ColumnType<unknown, string, string>;
  /** The facts its card shows (deductible, coverage levels...), as JSON; see catalog/plan-facts.ts (migration 0016). */
  facts: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface PlanDescriptionTable {
  plan_id: number;
  header_text: Text;
  body_text: Text;
  blue_bar_text: Text;
  association_text: Text;
  exclusions_text_name: Text;
  exclusions_text: Text;
  example_text_name: Text;
  example_text: Text;
  faq_text_name: Text;
  faq_text: Text;
}

export interface RelatedPlanTable {
  plan_id: number;
  related_plan_id: number;
  sort_order: Count;
}

export interface PlanQuestionTable {
  id: Generated<number>;
  plan_id: number;
  question_id: string;
  question_text: string;
  sub_type: 'text_field' | 'checkbox' | 'detail';
  require_detail: Flag;
  /** The answer (1 yes, 0 no) that declines the plan; null: none does. */
  declining_answer: Nullable<number>;
  sort_order: Count;
}

export interface PlanQuestionOptionTable {
  question_id: number;
  option_id: string;
  option_text: string;
  option_group: Text;
  sort_order: Count;
}

export interface SpecialCarrierQuestionTable {
  plan_id: number;
  qid: string;
  question: string;
  true_condition: number;
  sort_order: Count;
}

/** One row: bumped by a trigger on every catalog write. */
export interface CatalogVersionTable {
  id: number;
  version: ColumnType<string | number, number, number>;
  instance: ColumnType<string, string | undefined, string>;
}
