// SQL of completing an enrollment: what the enrollment says of its household and parties, the
// member it becomes (or is for), the policy with its plans and submitted steps, members' plans and
// dependents on file, and the enrollment marked completed (migration 0032).
import type { TabName } from '@benefit-store/contract/enrollment-tabs';
import { activePlanStatus } from '@benefit-store/contract/members';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/** The enrollment's household and parties, days as `YYYY-MM-DD` text. */
export const enrollmentFacts = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('enrollment')
    .leftJoin('agent', (join) =>
      join.on(sql<boolean>`agent.id = coalesce(enrollment.enroller_agent_id, enrollment.agent_id)`),
    )
    .leftJoin('employer_group', 'employer_group.id', 'enrollment.employer_group_id')
    .select([
      'enrollment.zip',
      'enrollment.state',
      sql<string | null>`to_char(enrollment.birth_date, 'YYYY-MM-DD')`.as('birth_date'),
      'enrollment.gender',
      'enrollment.tobacco',
      'enrollment.effective_date',
      'enrollment.member_id',
      'enrollment.agent_id',
      'enrollment.employer_group_id',
      'enrollment.platform_id',
      'enrollment.eprocess',
      'agent.email as agent_email',
      'employer_group.display_email as group_email',
    ])
    .where('enrollment.id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
export type EnrollmentFacts = Awaited<ReturnType<typeof enrollmentFacts>>;

export interface NewMember {
  public_id: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  email: string;
  zip: string;
  state: string;
  gender: number;
  tobacco: 'unknown' | 'yes' | 'no';
  ssn_sealed: string | null;
  ssn_last4: string | null;
  agent_id: number | null;
  employer_group_id: number | null;
  platform_id: number | null;
  phone_mac: string | null;
}

const memberNamed = ['id', 'public_id', 'first_name', 'last_name'] as const;

export const insertMember = (db: Db, member: NewMember) =>
  db.insertInto('member').values(member).returning(memberNamed).executeTakeFirstOrThrow();

export const findMemberById = (db: Db, memberId: number) =>
  db.selectFrom('member').select(memberNamed).where('id', '=', memberId).executeTakeFirstOrThrow();

export interface NewPolicy {
  public_id: string;
  enrollment_id: number;
  member_id: number;
  effective_date: string;
  language: 'en' | 'es';
  first_month_cents: number;
  recurring_cents: number;
  send_sms: boolean;
}

export const insertPolicy = (db: Db, policy: NewPolicy) =>
  db.insertInto('policy').values(policy).returning(['id', 'public_id', 'created_at']).executeTakeFirstOrThrow();

export interface PolicyPlanRow {
  plan_id: string;
  plan_pricing_id: string;
  price_cents: number;
  fee_cents: number;
  benefit_dollars: number | null;
}

export async function insertPolicyPlans(db: Db, policyId: number, plans: readonly PolicyPlanRow[]) {
  if (plans.length === 0) return;
  await db
    .insertInto('policy_plan')
    .values(plans.map((plan) => ({ ...plan, policy_id: policyId })))
    .execute();
}

export interface PolicyStepRow {
  tab_name: TabName;
  data: Record<string, unknown>;
  sealed_data: string | null;
  saved_at: Date;
}

export async function insertPolicySteps(db: Db, policyId: number, steps: readonly PolicyStepRow[]) {
  if (steps.length === 0) return;
  await db
    .insertInto('policy_step')
    .values(steps.map((step) => ({ ...step, policy_id: policyId, data: JSON.stringify(step.data) })))
    .execute();
}

/** The member holds each plan, active, under this policy (a plan held before is now this policy's). */
export async function holdPlans(db: Db, memberId: number, confirmation: string, planIds: readonly string[]) {
  if (planIds.length === 0) return;
  await db
    .insertInto('member_plan')
    .values(
      planIds.map((plan_id) => ({
        member_id: memberId,
        plan_id,
        policy_id: confirmation,
        plan_status: activePlanStatus,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['member_id', 'plan_id'])
        .doUpdateSet({ policy_id: confirmation, plan_status: activePlanStatus }),
    )
    .execute();
}

export async function keepMemberDependents(
  db: Db,
  row: { memberId: number; data: unknown; sealedData: string | null; savedAt: Date },
) {
  const values = { data: JSON.stringify(row.data), sealed_data: row.sealedData, saved_at: row.savedAt };
  await db
    .insertInto('member_dependent')
    .values({ member_id: row.memberId, ...values })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(values))
    .execute();
}

export const markCompleted = (db: Db, enrollmentId: number, now: Date, memberId: number) =>
  db.updateTable('enrollment').set({ completed_at: now, member_id: memberId }).where('id', '=', enrollmentId).execute();

/** The policy an enrollment completed, with its member's public id; undefined while not completed. */
export const policyOfEnrollment = (db: Db, enrollmentId: number) =>
  db
    .selectFrom('policy')
    .innerJoin('member', 'member.id', 'policy.member_id')
    .select([
      'policy.id',
      'policy.public_id',
      'policy.effective_date',
      'policy.language',
      'policy.first_month_cents',
      'policy.recurring_cents',
      'policy.created_at',
      'member.first_name',
      'member.last_name',
    ])
    .where('policy.enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
export type PolicyRow = NonNullable<Awaited<ReturnType<typeof policyOfEnrollment>>>;

export const plansOfPolicy = (db: Db, policyId: number) =>
  db
    .selectFrom('policy_plan')
    .select(['plan_id', 'plan_pricing_id', 'price_cents', 'fee_cents'])
    .where('policy_id', '=', policyId)
    .orderBy('plan_id')
    .execute();

export const stepOfPolicy = (db: Db, policyId: number, tab: TabName) =>
  db
    .selectFrom('policy_step')
    .select(['data', 'sealed_data'])
    .where('policy_id', '=', policyId)
    .where('tab_name', '=', tab)
    .executeTakeFirst();

// ---------------------------------------------------------------- key rotation

/** Policies' sealed step values in key order after `after`, with the policy's public id they are bound to. */
export async function sealedStepsAfter(
  db: Db,
  after: { policy_id: number; tab_name: TabName } | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('policy_step')
    .innerJoin('policy', 'policy.id', 'policy_step.policy_id')
    .select(['policy_step.policy_id', 'policy_step.tab_name', 'policy_step.sealed_data', 'policy.public_id'])
    .where('policy_step.sealed_data', 'is not', null)
    .orderBy('policy_step.policy_id')
    .orderBy('policy_step.tab_name')
    .limit(limit);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('policy_step.policy_id', '>', after.policy_id),
        eb.and([eb('policy_step.policy_id', '=', after.policy_id), eb('policy_step.tab_name', '>', after.tab_name)]),
      ]),
    );
  const rows = await query.execute();
  return rows.flatMap((row) => (row.sealed_data === null ? [] : [{ ...row, sealed_data: row.sealed_data }]));
}

export const replaceSealedStep = (
  db: Db,
  key: { policy_id: number; tab_name: TabName },
  before: string,
  after: string,
) =>
  db
    .updateTable('policy_step')
    .set({ sealed_data: after })
    .where('policy_id', '=', key.policy_id)
    .where('tab_name', '=', key.tab_name)
    .where('sealed_data', '=', before)
    .execute();

export async function sealedDependentsAfter(db: Db, after: number | undefined, limit: number) {
  let query = db
    .selectFrom('member_dependent')
    .innerJoin('member', 'member.id', 'member_dependent.member_id')
    .select(['member_dependent.member_id', 'member_dependent.sealed_data', 'member.public_id'])
    .where('member_dependent.sealed_data', 'is not', null)
    .orderBy('member_dependent.member_id')
    .limit(limit);
  if (after !== undefined) query = query.where('member_dependent.member_id', '>', after);
  const rows = await query.execute();
  return rows.flatMap((row) => (row.sealed_data === null ? [] : [{ ...row, sealed_data: row.sealed_data }]));
}

export const replaceSealedDependents = (db: Db, memberId: number, before: string, after: string) =>
  db
    .updateTable('member_dependent')
    .set({ sealed_data: after })
    .where('member_id', '=', memberId)
    .where('sealed_data', '=', before)
    .execute();

export async function sealedSsnsAfter(db: Db, after: number | undefined, limit: number) {
  let query = db
    .selectFrom('member')
    .select(['id', 'public_id', 'ssn_sealed'])
    .where('ssn_sealed', 'is not', null)
    .orderBy('id')
    .limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  const rows = await query.execute();
  return rows.flatMap((row) => (row.ssn_sealed === null ? [] : [{ ...row, ssn_sealed: row.ssn_sealed }]));
}

export const replaceSealedSsn = (db: Db, memberId: number, before: string, after: string) =>
  db
    .updateTable('member')
    .set({ ssn_sealed: after })
    .where('id', '=', memberId)
    .where('ssn_sealed', '=', before)
    .execute();
