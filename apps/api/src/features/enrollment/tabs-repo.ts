// SQL for the wizard's configured tabs: the configuration an enrollment's portal and group match.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The tabs of the most specific configuration matching the enrollment: its portal and group
 * together, then its group, then its portal, then the default (neither). One statement.
 */
export const tabsOfEnrollment = (db: Db, enrollmentId: number) =>
  db
    .with('target', (q) =>
      q.selectFrom('enrollment').select(['platform_id', 'employer_group_id']).where('id', '=', enrollmentId),
    )
    .with('matching', (q) =>
      q
        .selectFrom('dynamic_tab')
        .innerJoin('target', (join) =>
          join
            .on((eb) =>
              eb.or([
                eb('dynamic_tab.platform_id', 'is', null),
                eb('dynamic_tab.platform_id', '=', eb.ref('target.platform_id')),
              ]),
            )
            .on((eb) =>
              eb.or([
                eb('dynamic_tab.employer_group_id', 'is', null),
                eb('dynamic_tab.employer_group_id', '=', eb.ref('target.employer_group_id')),
              ]),
            ),
        )
        .select([
          'dynamic_tab.tab_name',
          'dynamic_tab.required',
          'dynamic_tab.tab_order',
          // A group's configuration outranks a portal's; both together outrank either.
          sql<number>`(case when dynamic_tab.employer_group_id is null then 0 else 2 end)
            + (case when dynamic_tab.platform_id is null then 0 else 1 end)`.as('rank'),
        ]),
    )
    .selectFrom('matching')
    .select(['tab_name', 'required', 'tab_order'])
    .where('rank', '=', (eb) => eb.selectFrom('matching').select((m) => m.fn.max('rank').as('best')))
    .orderBy('tab_order')
    .execute();

/** The portal and group of each of the enrollments: what their tab configuration depends on. */
export const configurationsOf = (db: Db, enrollmentIds: readonly number[]) =>
  db
    .selectFrom('enrollment')
    .select(['id', 'platform_id', 'employer_group_id'])
    .where('id', 'in', enrollmentIds)
    .execute();
