// Demo members: a few people already enrolled through the demo reps and groups, so the
// current-member screens and member calls have someone to show, and their quotes a household
// (home zip, gender, tobacco) to price.
import type { Db } from '../db/database';
import { newPublicId } from '../lib/ids';

const members = [
  {
    first_name: 'Lucia',
    last_name: 'Moreno',
    birth_date: '1984-03-12',
    home: { zip: '78704', state: 'TX', gender: 1, tobacco: 'no' },
    rep: 'REP100',
    group: 'ACME2026',
    portal: 'SMBIZ',
    // Already holds Brightsmile Dental Plus: a rep enrolling her cannot add it again.
    plans: [
      { plan_id: 'DEN-PLUS', policy_id: 'POL-100231', plan_status: 'ACTIVE' },
      { plan_id: 'VIS-PLUS', policy_id: 'POL-100231', plan_status: 'TERMINATED' },
    ],
  },
  {
    first_name: 'Tom',
    last_name: 'Becker',
    birth_date: '1979-11-02',
    home: { zip: '78664', state: 'TX', gender: 0, tobacco: 'yes' },
    rep: 'REP100',
    group: 'ACME2026',
    portal: 'SMBIZ',
  },
  {
    first_name: 'Aisha',
    last_name: 'Khan',
    birth_date: '1991-07-25',
    home: { zip: '75206', state: 'TX', gender: 1, tobacco: 'unknown' },
    rep: 'REP100',
    group: null,
    portal: 'INDFAM',
  },
  {
    first_name: 'Wen',
    last_name: 'Li',
    birth_date: '1968-01-30',
    home: { zip: '97214', state: 'OR', gender: 1, tobacco: 'no' },
    rep: 'REP200',
    group: 'BLUEBIRD',
    portal: 'ASSOC',
  },
  {
    first_name: 'Samuel',
    last_name: 'Osei',
    birth_date: '1957-09-14',
    home: { zip: '85016', state: 'AZ', gender: 0, tobacco: 'no' },
    rep: 'REP300',
    group: null,
    portal: 'MED65',
  },
] as const;

const byCode = <T extends { id: number; code: string }>(rows: T[]) => new Map(rows.map((row) => [row.code, row.id]));

export async function seedMembers(db: Db): Promise<void> {
  const agents = byCode(await db.selectFrom('agent').select(['id', 'agent_code as code']).execute());
  const groups = byCode(await db.selectFrom('employer_group').select(['id', 'group_code as code']).execute());
  const portals = byCode(await db.selectFrom('platform').select(['id', 'platform_code as code']).execute());
  for (const member of members) {
    const { id } = await db
      .insertInto('member')
      .values({
        public_id: newPublicId(),
        first_name: member.first_name,
        last_name: member.last_name,
        birth_date: member.birth_date,
        email: `${member.first_name}.${member.last_name}@example.com`.toLowerCase(),
        ...member.home,
        ssn_sealed: null,
        ssn_last4: null,
        agent_id: agents.get(member.rep) ?? null,
        employer_group_id: member.group ? (groups.get(member.group) ?? null) : null,
        platform_id: portals.get(member.portal) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const plans = 'plans' in member ? member.plans : [];
    if (plans.length > 0)
      await db
        .insertInto('member_plan')
        .values(plans.map((plan) => ({ member_id: id, ...plan })))
        .execute();
  }
}
