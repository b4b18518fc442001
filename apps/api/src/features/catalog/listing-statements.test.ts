// A plan listing costs one SQL statement in a warm process, however large the catalog: the session
// read with the enrollment access check, which brings the enrollment's revision and the catalog
// version, by which the listing is kept (decision 0033). A listing not kept yet reads the snapshot
// too (household, cart, answers and declines): two. The Quoting issue's target was two or fewer. A
// menu listing (no enrollment) is one statement too: the session read brings the catalog version.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { pgliteDatabase } from '../../../test/databases';
import type { Db } from '../../db/database';

/** Columns of a plan copied as is when the catalog is made larger. */
const copiedColumns = sql.raw(`carrier_id, name, category, plan_type, network, short_text, callout_text, states,
  tiers, issue_min_age, issue_max_age, spouse_min_age, spouse_max_age, child_min_age, child_max_age,
  min_annual_income_cents, min_weekly_hours, tobacco_rated, portal_codes, includes_admin_fee, featured,
  hide_add_to_cart, bundle_plan_count, is_prudential, special_fee_text, membership_plan_id, is_premier, is_iha,
  sort_order, rate_table`);

/** Nine copies of every plan that is not replaced: ten times the catalog. */
async function tenTimesLarger(db: Db) {
  await sql`insert into plan (public_id, ${copiedColumns})
    select 'X' || plan.id || '-' || copy, ${copiedColumns}
    from plan cross join generate_series(1, 9) as copy
    where replaced_by is null`.execute(db);
}

describe('statements of one get-filtered-plans request', () => {
  const statements: string[] = [];
  let counting = false;
  let t: TestApp;
  let cookie: string;
  let enrollmentId: string;

  beforeAll(async () => {
    t = await startTestApp(
      pgliteDatabase((statement) => {
        if (counting) statements.push(statement);
      }),
    );
    cookie = await newSessionCookie(t.app);
    enrollmentId = await enrollmentOf(t.app, cookie);
    await t.app.db
      .updateTable('enrollment')
      .set({ zip: '75201', state: 'TX', birth_date: '1980-05-05', gender: 1, tier: 'IF', child_count: 2 })
      .set({ spouse_birth_date: '1982-02-02', tobacco: 'no', filter_submitted_at: new Date() })
      .where('public_id', '=', enrollmentId)
      .execute();
  });
  afterAll(() => t.close());

  /** Warms the process (catalog loaded), then counts the statements of one more listing. */
  async function countListing(
    url = `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`,
  ): Promise<{ count: number; plans: number }> {
    const warm = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(warm.statusCode).toBe(200);
    statements.length = 0;
    counting = true;
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    counting = false;
    expect(res.statusCode).toBe(200);
    return { count: statements.length, plans: res.json().data.result.length };
  }

  it('is one with the demo catalog and with one ten times larger', async () => {
    const demo = await countListing();
    // The session read is seen: proof the statements are counted at all.
    expect(demo.count).toBe(1);
    await tenTimesLarger(t.app.db);
    const large = await countListing();
    expect(large.plans).toBeGreaterThanOrEqual(demo.plans * 10);
    expect(large.count).toBe(demo.count);
  });

  it('is two when the enrollment changed since: the snapshot is read for the new listing', async () => {
    await countListing();
    await t.app.db.updateTable('enrollment').set({ child_count: 1 }).where('public_id', '=', enrollmentId).execute();
    statements.length = 0;
    counting = true;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/get-filtered-plans?enrollment_id=${enrollmentId}`,
      headers: { cookie },
    });
    counting = false;
    expect(res.statusCode).toBe(200);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/cart_line/);
  });

  it('is one for a menu listing too: the catalog stamp comes with the session', async () => {
    const menu = await countListing('/api/v1/get-menu-filtered-plans?category=dental');
    expect(menu.plans).toBeGreaterThan(0);
    expect(menu.count).toBe(1);
  });
});
