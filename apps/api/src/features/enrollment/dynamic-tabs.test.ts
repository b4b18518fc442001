// get-dynamic-tabs: the wizard's steps as the enrollment's portal and group are configured (the
// demo's default, Individual & Family, Medicare and Acme configurations), to its owner only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentOf, newSessionCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';

interface Tab {
  tab_name: string;
  required: boolean;
  order: number;
}
/** The steps the wizard shows: required tabs, by order (spec 001, step ordering). */
const steps = (tabs: Tab[]) =>
  tabs
    .filter((tab) => tab.required)
    .sort((a, b) => a.order - b.order)
    .map((tab) => tab.tab_name);

describe.each(testDatabases)('get-dynamic-tabs on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const idOf = async (table: 'platform' | 'employer_group', column: string, code: string) =>
    (
      await t.app.db
        .selectFrom(table)
        .select('id')
        .where(column as never, '=', code as never)
        .executeTakeFirstOrThrow()
    ).id;
  /** A new enrollment of this session, in portal `portal` and group `group`; its tabs. */
  const tabsFor = async (portal?: string, group?: string) => {
    const enrollment = await enrollmentOf(t.app, cookie);
    await t.app.db
      .updateTable('enrollment')
      .set({
        platform_id: portal ? await idOf('platform', 'platform_code', portal) : null,
        employer_group_id: group ? await idOf('employer_group', 'group_code', group) : null,
      })
      .where('public_id', '=', enrollment)
      .execute();
    const res = await t.app.inject({
      url: `/api/v1/get-dynamic-tabs?enrollment_id=${enrollment}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.result as Tab[];
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('asks every tab, in the specification order with review last, by default', async () => {
    const tabs = await tabsFor();
    expect(tabs).toHaveLength(9);
    expect(steps(tabs)).toEqual([
      'primary_info',
      'contact_info',
      'employer_info',
      'beneficiary_info',
      'primary_health_info',
      'dependent_info',
      'agreement_info',
      'billing_info',
      'review_info',
    ]);
    // Answered in order, each order once, within 0 to 10.
    expect(tabs.map((tab) => tab.order)).toEqual([...tabs.map((tab) => tab.order)].sort((a, b) => a - b));
    expect(new Set(tabs.map((tab) => tab.order)).size).toBe(9);
  });

  it("follows a portal's configuration: Individual & Family skips the employer step", async () => {
    const tabs = await tabsFor('INDFAM');
    expect(tabs).toHaveLength(9);
    expect(tabs.find((tab) => tab.tab_name === 'employer_info')?.required).toBe(false);
    expect(steps(tabs).slice(0, 3)).toEqual(['primary_info', 'contact_info', 'dependent_info']);
  });

  it('keeps gaps in the order (the wizard scans 0 to 10)', async () => {
    const tabs = await tabsFor('MED65');
    expect(steps(tabs)).toEqual([
      'primary_info',
      'contact_info',
      'primary_health_info',
      'beneficiary_info',
      'agreement_info',
      'billing_info',
      'review_info',
    ]);
    expect(tabs.find((tab) => tab.tab_name === 'review_info')?.order).toBe(10);
  });

  it("prefers a group's configuration to its portal's", async () => {
    const tabs = await tabsFor('SMBIZ', 'ACME2026');
    expect(steps(tabs).slice(0, 3)).toEqual(['primary_info', 'employer_info', 'contact_info']);
    expect(steps(tabs)).not.toContain('beneficiary_info');
    expect(steps(await tabsFor('INDFAM', 'ACME2026'))).toEqual(steps(tabs));
    // A group without a configuration of its own follows its portal's, then the default.
    expect(steps(await tabsFor('INDFAM', 'BLUEBIRD'))).not.toContain('employer_info');
    expect(steps(await tabsFor(undefined, 'BLUEBIRD'))).toHaveLength(9);
  });

  it('tells another session the enrollment does not exist, and refuses bad ids', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const other = await newSessionCookie(t.app);
    const res = await t.app.inject({
      url: `/api/v1/get-dynamic-tabs?enrollment_id=${enrollment}`,
      headers: { cookie: other },
    });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/v1/get-dynamic-tabs?enrollment_id=%3B', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', data: [{ target_element: 'enrollment_id' }] });
  });
});
