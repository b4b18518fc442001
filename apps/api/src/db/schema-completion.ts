// Table types of completed enrollments: policies, their plans and submitted steps, and members'
// dependents on file (migration 0032).

import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A member's policy, made by completing an enrollment; `public_id` is its confirmation number. */
export interface PolicyTable {
  id: Generated<number>;
  public_id: string;
  enrollment_id: number;
  member_id: number;
  effective_date: string;
  language: 'en' | 'es';
  first_month_cents: number;
  recurring_cents: number;
  send_sms: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

/** A plan of a policy at the price and fee its cart line was rated at. */
export interface PolicyPlanTable {
  policy_id: number;
  plan_id: string;
  plan_pricing_id: string;
  price_cents: number;
  fee_cents: number;
  benefit_dollars: number | null;
}

/** A step's answers as submitted: open JSON and the sealed part, re-sealed to the policy. */
export interface PolicyStepTable {
  policy_id: number;
  tab_name: TabName;
  data: ColumnType<Record<string, unknown>, string, string>;
  sealed_data: string | null;
  saved_at: Timestamp;
}

/** A member's dependents on file, as the dependent step saved them (sealed part re-sealed to the member). */
export interface MemberDependentTable {
  member_id: number;
  data: ColumnType<unknown, string, string>;
  sealed_data: string | null;
  saved_at: Timestamp;
}
