// Demo members: a few people already enrolled through the demo reps and groups, so the
// current-member screens and member calls have someone to show, and their quotes a household
// (home zip, gender, tobacco) to price.
import type { Db } from '../db/database';
import type { MemberTable } from '../db/schema';
import { newPublicId } from '../lib/ids';

interface DemoMember {
  first_name: string;
  last_name: string;
  birth_date: string;
  home: { zip: string; state: string; gender: number; tobacco: MemberTable['tobacco']['__select__'] };
  rep: string;
  group: string | null;
  portal: string;
  plans?: readonly { plan_id: string; policy_id: string; plan_status: string }[];
}

const members: readonly DemoMember[] = [
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
  // More of Acme's employees (six in all) and of Maria's own book (twelve in all): enough for the
  // member tables to page, with plans in every status a carrier reports.
  ...(
    [
      [
        'Grace',
        'Holloway',
        '1988-05-19',
        '78745',
        1,
        'no',
        [
          ['DEN-BASIC', 'ACTIVE'],
          ['VIS-BASIC', 'PENDING'],
        ],
      ],
      ['Marcus', 'Reyes', '1975-12-03', '78660', 0, 'yes', [['DEN-PLUS', 'SUSPENDED']]],
      ['Hannah', 'Schultz', '1993-02-27', '78702', 1, 'no', [['TEL-BASIC', 'ACTIVE']]],
      ['Diego', 'Vargas', '1982-08-08', '78613', 0, 'no', []],
    ] as const
  ).map(([first_name, last_name, birth_date, zip, gender, tobacco, plans], index) => ({
    first_name,
    last_name,
    birth_date,
    home: { zip, state: 'TX', gender, tobacco },
    rep: 'REP100',
    group: 'ACME2026',
    portal: 'SMBIZ',
    plans: plans.map(([plan_id, plan_status]) => ({ plan_id, policy_id: `POL-1004${10 + index}`, plan_status })),
  })),
  ...(
    [
      [
        'Olivia',
        'Brennan',
        '1986-04-14',
        '75204',
        1,
        'no',
        [
          ['DEN-PLUS', 'ACTIVE'],
          ['VIS-PLUS', 'ACTIVE'],
        ],
      ],
      ['Kwame', 'Mensah', '1971-10-21', '77002', 0, 'no', [['LIFE-OPT', 'LAPSED']]],
      [
        'Sofia',
        'Castillo',
        '1990-06-30',
        '78205',
        1,
        'unknown',
        [
          ['ACC-BASIC', 'ACTIVE'],
          ['CI-20', 'CANCELLED'],
        ],
      ],
      ['Ethan', 'Park', '1979-03-09', '75019', 0, 'yes', [['VIS-BASIC', 'TERMINATED']]],
      ['Nadia', 'Petrova', '1995-09-12', '78758', 1, 'no', [['DEN-BASIC', 'PENDING']]],
    ] as const
  ).map(([first_name, last_name, birth_date, zip, gender, tobacco, plans], index) => ({
    first_name,
    last_name,
    birth_date,
    home: { zip, state: 'TX', gender, tobacco },
    rep: 'REP100',
    group: null,
    portal: 'INDFAM',
    plans: plans.map(([plan_id, plan_status]) => ({ plan_id, policy_id: `POL-1005${10 + index}`, plan_status })),
  })),
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
];

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
    const plans = member.plans ?? [];
    if (plans.length > 0)
      await db
        .insertInto('member_plan')
        .values(plans.map((plan) => ({ member_id: id, ...plan })))
        .execute();
  }
}
