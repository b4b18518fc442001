// The app, the household and the calls the catalog's tests share: a fresh app on `database` at a
// fixed clock with one storefront session, its quotes made directly in the database, and GET calls.
// Each test file of the catalog asks for its own, so the files stay independent.
import type { Tier } from '@benefit-store/contract/quoting';
import { afterAll, beforeAll } from 'vitest';
import type { TobaccoUse } from '../src/features/pricing/household';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from './app';
import type { TestDatabase } from './databases';

/** Effective date 2026-07-01: the first of the month after the clock. */
const clock = () => new Date('2026-06-15T12:00:00Z');

/** A household as the quote filter stores it: 45 on the effective date, in Dallas, member only. */
const household = {
  zip: '75201',
  state: 'TX',
  birth_date: '1981-03-10',
  gender: 0,
  tier: 'IO' as Tier,
  tobacco: 'no' as TobaccoUse,
  annual_income_cents: null as number | null,
  weekly_hours: null as number | null,
  spouse_birth_date: null as string | null,
  child_count: 0,
};
export type HouseholdColumns = Partial<typeof household> & { portal?: string | null };

export function catalogApp(database: TestDatabase) {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(database, {}, clock);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  return {
    /** The running app (after `beforeAll`). */
    app: () => t.app,
    logLines: () => t.logLines,
    /** The storefront session's cookie header (after `beforeAll`). */
    cookie: () => cookie,
    get: async (url: string, as = cookie, language = 'en') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/${url}`,
        headers: { cookie: as, 'accept-language': language },
      });
      return { status: res.statusCode, body: res.json() };
    },
    portalIdOf: async (code: string) =>
      (
        await t.app.db
          .selectFrom('platform')
          .select(['id', 'public_id'])
          .where('platform_code', '=', code)
          .executeTakeFirstOrThrow()
      ).public_id,
    /** A new enrollment of this session with the household's columns set (the filter's job, done here directly). */
    quote: async ({ portal = 'INDFAM', ...columns }: HouseholdColumns = {}) => {
      const id = await enrollmentOf(t.app, cookie);
      const platform =
        portal === null
          ? null
          : await t.app.db
              .selectFrom('platform')
              .select('id')
              .where('platform_code', '=', portal)
              .executeTakeFirstOrThrow();
      await t.app.db
        .updateTable('enrollment')
        .set({ ...household, ...columns, platform_id: platform?.id ?? null, filter_submitted_at: new Date() })
        .where('public_id', '=', id)
        .execute();
      return id;
    },
    /** The plan ids of a listing. */
    ids: (body: { data: { result: { plan_id: string }[] } }) => body.data.result.map((plan) => plan.plan_id),
  };
}
