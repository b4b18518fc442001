// Answers kept as bytes (decision 0029): a repeat is the same bytes, compressed forms read back to
// them, and whatever the answer depends on (cart, household, answers, declines, language, catalog,
// site) makes a new one, also when one enrollment changes (its revision, decision 0033).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSessionCookie, startTestApp, type TestApp } from '../../test/app';
import { testDatabases } from '../../test/databases';
import { currentCatalog } from '../features/catalog/catalog-service';
import { KeptAnswers } from './kept-answers';

interface Listed {
  plan_id: string;
  plan_name: string;
  in_cart?: unknown;
}

describe('kept answers', () => {
  it('forgets the least recently used first, past their bytes', async () => {
    const kept = new KeptAnswers(2500);
    const answer = (key: string) => kept.answer(key, async () => JSON.stringify({ key, pad: 'x'.repeat(1000) }));
    await answer('a');
    await answer('b');
    await answer('a'); // a is now the most recent
    await answer('c'); // over 2500 bytes: b goes
    expect(kept.size).toBe(2);
    let written = 0;
    await kept.answer('a', async () => {
      written++;
      return '{}';
    });
    await kept.answer('b', async () => {
      written++;
      return '{}';
    });
    expect(written).toBe(1);
  });
});

describe.each(testDatabases)('kept answers on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie, ...headers } });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { cookie }, payload });
  const listing = async (id: string, language = 'en') => {
    const res = await get(`get-filtered-plans?enrollment_id=${id}`, { 'accept-language': language });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.result as Listed[];
  };
  const quote = async (household: object) => {
    const res = await post('add-filter-for-new-user', household);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.temp_enrollment_id as string;
  };
  const family = { zip: '75201', dob: '07/04/1980', gender: 0, tier: 'IF', spouse_dop: '03/02/1982', child_num: 2 };

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('answers a repeat with the same bytes, and brotli and gzip forms that read back to them', async () => {
    const id = await quote(family);
    const keptBefore = t.app.keptAnswers.size;
    const first = await get(`get-filtered-plans?enrollment_id=${id}`);
    expect(t.app.keptAnswers.size).toBe(keptBefore + 1);
    const again = await get(`get-filtered-plans?enrollment_id=${id}`);
    expect(t.app.keptAnswers.size).toBe(keptBefore + 1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json().data.result.length).toBeGreaterThan(10);

    const br = await get(`get-filtered-plans?enrollment_id=${id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(first.rawPayload)).toBe(true);
    const gzip = await get(`get-filtered-plans?enrollment_id=${id}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(first.rawPayload)).toBe(true);
    // The headers every answer carries come with kept ones too.
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('makes a new listing when the cart, the household, the language or the catalog changes', async () => {
    const id = await quote(family);
    const before = await listing(id);
    const dental = before.find((plan) => plan.plan_id === 'DEN-PLUS');
    expect(dental).toBeDefined();

    const pricing = await get(`get-plan-pricing-detail?pid=DEN-PLUS&enrollment_id=${id}`);
    const option = pricing.json().data.plans[0].plan_pricing_id as string;
    const added = await post('add-plan-to-cart', { enrollment_id: id, plan_id: 'DEN-PLUS', plan_pricing_id: option });
    expect(added.statusCode, added.body).toBe(200);
    const inCart = (await listing(id)).find((plan) => plan.plan_id === 'DEN-PLUS');
    expect(inCart).not.toEqual(dental);

    // Another household (a single person, older) is priced apart, never given the family's bytes.
    const single = await quote({ zip: '75201', dob: '07/04/1960', gender: 1, tier: 'IO' });
    expect(JSON.stringify(await listing(single))).not.toBe(JSON.stringify(before));

    expect(JSON.stringify(await listing(id, 'es'))).not.toBe(JSON.stringify(await listing(id, 'en')));

    await t.app.db
      .updateTable('plan')
      .set({ name: 'Renamed Dental Plus' })
      .where('public_id', '=', 'DEN-PLUS')
      .execute();
    const renamed = (await listing(id)).find((plan) => plan.plan_id === 'DEN-PLUS');
    expect(renamed?.plan_name).toBe('Renamed Dental Plus');
  });

  it('makes a new listing when the same enrollment changes: its household, its answers, its declines', async () => {
    const id = await quote(family);
    const before = await listing(id);
    const younger = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/change-filter-info/${id}`,
      headers: { cookie },
      payload: { dob: '07/04/1985' },
    });
    expect(younger.statusCode, younger.body).toBe(200);
    const afterHousehold = await listing(id);
    expect(JSON.stringify(afterHousehold)).not.toBe(JSON.stringify(before));

    // A listed plan asking the cancer and hospital questions, which a yes to 146 declines.
    const catalog = await currentCatalog(t.app.db);
    const asking = catalog.plans.find(
      (plan) =>
        afterHousehold.some((listed) => listed.plan_id === plan.id) &&
        ['145', '146', '147'].every((question) => plan.questions.some((asked) => asked.question_id === question)),
    );
    expect(asking).toBeDefined();

    const answers = [
      { question_id: '145', yes_no_flag: 0 },
      { question_id: '146', yes_no_flag: 1 },
      { question_id: '147', yes_no_flag: 0 },
    ];
    const declined = await post('save-question-answers', { enrollment_id: id, plan_id: asking?.id, answers });
    expect(declined.statusCode, declined.body).toBe(422);
    const afterDecline = (await listing(id)).find((plan) => plan.plan_id === asking?.id);
    expect(afterDecline).not.toEqual(afterHousehold.find((plan) => plan.plan_id === asking?.id));
    expect(JSON.stringify(afterDecline)).toContain('decline');
  });

  it("makes a new site answer when the site's words change", async () => {
    const info = async () => (await get('get-default-info')).json().data.site;
    const before = await info();
    await t.app.db.updateTable('site').set({ tagline: 'Benefits, plainly.' }).where('is_default', '=', true).execute();
    expect((await info()).tagline).toBe('Benefits, plainly.');
    expect((await info()).site_name).toBe(before.site_name);
  });
});
