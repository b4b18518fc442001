// Entry calls: landing pages, rep and group details, access codes with guessing limits,
// referrals, portals, sites by host, domain and name, and the two enrollment writes.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentIdOf,
  enrollmentOf,
  groupIdOf,
  newSessionCookie,
  portalIdOf,
  startTestApp,
  type TestApp,
} from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { brandPalette } from './palette';

describe.each(testDatabases)('entry calls on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  // Earning a party (a code, a landing page) renews the session's token: keep the new one.
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { cookie, ...headers } });
    const renewed = res.cookies.find((c) => c.name === 'sid');
    if (renewed) cookie = `sid=${renewed.value}`;
    return { status: res.statusCode, body: res.json() };
  };
  const post = async (url: string, payload: object, as = cookie) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers: { cookie: as }, payload });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('finds the rep or the group of a landing page, and 404 for any other', async () => {
    const rep = await get('validate-landing-page?landing_page=maria-alvarez');
    expect(rep.body.data).toMatchObject({ type: 'agent', group_id: null, data: { first_name: 'Maria' } });
    const group = await get('validate-landing-page?landing_page=acme-logistics');
    expect(group.body.data).toMatchObject({ type: 'group', data: { gname: 'Acme Logistics' } });
    // No access code, group code or private email in either.
    for (const body of [rep.body, group.body]) expect(JSON.stringify(body)).not.toMatch(/REP100|ACME2026|_code/);
    const unknown = await get('validate-landing-page?landing_page=nobody-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'error', message: 'Not found' });
  });

  it("shows a rep's and a group's details, header and About content", async () => {
    const agentId = await agentIdOf(t.app, 'REP200');
    const info = await get(`get-agent-info-enroll?agent_id=${agentId}`);
    expect(info.body.data.result).toMatchObject({ first_name: 'James', last_name: 'Okafor', agent_id: agentId });
    const header = await get(`get-agent-landing-page-info?agent_id=${agentId}`);
    expect(header.body.data.result).toMatchObject({ display_name: 'James Okafor', primary_color: '#2f9e44' });
    // The browser paints the rep's brand from the shades the server made of the colour.
    expect(header.body.data.result.primary_palette).toEqual(brandPalette('#2f9e44'));
    const about = await get(`get-agent-about-page-info?agent_id=${agentId}`);
    expect(about.body.data.result.about).toContain('employers of every size');

    const groupId = await groupIdOf(t.app, 'ACME2026');
    const group = await get(`get-group-info-enroll?group_id=${groupId}`);
    expect(group.body.data.result).toMatchObject({ gname: 'Acme Logistics', address_information: { state: 'TX' } });
    expect((await get(`get-group-landing-page-info?group_id=${groupId}`)).body.data.result.display_name).toBe(
      'Acme Logistics',
    );
    expect((await get(`get-group-about-page-info?group_id=${groupId}`)).body.data.result.about).toContain('Acme');

    expect((await get('get-agent-info-enroll?agent_id=AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const special = await get(`get-agent-landing-page-info?agent_id=${await agentIdOf(t.app, 'REP300')}`);
    expect(special.body.data.result.hides_footer_content).toBe(true);
    expect(header.body.data.result.hides_footer_content).toBe(false);
  });

  it("lists a rep's groups and portals (to a session that confirmed the rep's code), and the site's portals without a rep", async () => {
    const agentId = await agentIdOf(t.app, 'REP200');
    expect((await get('validate-agent?agent_code=REP200')).status).toBe(200);
    const groups = (await get(`get-agent-groups?agent_id=${agentId}`)).body.data.result;
    expect(groups.map((g: { group_name: string }) => g.group_name)).toEqual([
      'Bluebird Bakery Co-op',
      'Northwind Clinics',
    ]);
    const portals = (await get(`get-enrollment-platforms?agent_id=${agentId}`)).body.data.result;
    expect(portals.map((p: { platform_code: string }) => p.platform_code).sort()).toEqual(['ASSOC', 'SMBIZ']);
    const sitePortals = (await get('get-enrollment-platforms')).body.data.result;
    expect(sitePortals.map((p: { platform_code: string }) => p.platform_code).sort()).toEqual(['INDFAM', 'MED65']);
  });

  it("types each portal: Maria Alvarez's Rep Quote is a rep-quote portal, the others standard (in Spanish too)", async () => {
    const agentId = await agentIdOf(t.app, 'REP100');
    expect((await get('validate-agent?agent_code=REP100')).status).toBe(200);
    const typed = (language: string) =>
      get(`get-enrollment-platforms?agent_id=${agentId}`, { 'accept-language': language }).then((res) =>
        res.body.data.result.map((p: { platform_code: string; platform_name: string; platform_type: string }) => [
          p.platform_code,
          p.platform_name,
          p.platform_type,
        ]),
      );
    expect(await typed('en')).toEqual([
      ['INDFAM', 'Individual & Family', 'standard'],
      ['REPQUOTE', 'Rep Quote', 'rep-quote'],
      ['SMBIZ', 'Small Business', 'standard'],
    ]);
    expect(await typed('es')).toEqual([
      ['INDFAM', 'Individual y familiar', 'standard'],
      ['REPQUOTE', 'Cotización del representante', 'rep-quote'],
      ['SMBIZ', 'Pequeñas empresas', 'standard'],
    ]);
    // The site's own portals carry their type too.
    const site = (await get('get-enrollment-platforms')).body.data.result;
    expect(site.map((p: { platform_type: string }) => p.platform_type)).toEqual(['standard', 'standard']);
  });

  it('keeps a portal type to the two the store knows, standard unless said', async () => {
    const odd = sql`insert into platform (public_id, platform_name, platform_code, platform_type)
      values ('PortalOddTypeAAAAAAAAA', 'Odd', 'ODD', 'odd')`;
    await expect(odd.execute(t.app.db)).rejects.toThrow(/platform_type/);
    const plain = await t.app.db
      .insertInto('platform')
      .values({ public_id: 'PortalPlainAAAAAAAAAAA', platform_name: 'Plain', platform_code: 'PLAIN' })
      .returning('platform_type')
      .executeTakeFirstOrThrow();
    expect(plain.platform_type).toBe('standard');
  });

  it('checks rep and group codes in any case, with the spec words for a wrong one', async () => {
    const rep = await get('validate-agent?agent_code=rep100');
    expect(rep.body.data).toMatchObject({ first_name: 'Maria', landing_url: 'maria-alvarez' });
    expect(rep.body.data).not.toHaveProperty('agent_code');
    const wrongRep = await get('validate-agent?agent_code=NOPE1');
    expect(wrongRep.status).toBe(400);
    expect(wrongRep.body.data).toEqual([{ target_element: 'agent_code', error_message: 'Invalid Rep Access Code.' }]);
    const group = await get('validate-group?group_code=ACME2026');
    expect(group.body.data).toMatchObject({ name: 'Acme Logistics', landing_url: 'acme-logistics' });
    const wrongGroup = await get('validate-group?group_code=NOPE1', { 'accept-language': 'es' });
    expect(wrongGroup.body.data[0].target_element).toBe('group_code');
    expect(wrongGroup.body.message).not.toBe('Invalid Group Enrollment Code.');
  });

  it('stops rep code guessing after 10 misses, even for the right code', async () => {
    const guesser = await newSessionCookie(t.app);
    // Misses count per session and per address (all of this file's requests share one).
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/validate-agent?agent_code=WRONG${i}`,
        headers: { cookie: guesser },
      });
      expect([400, 429]).toContain(res.statusCode);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/validate-agent?agent_code=REP100',
      headers: { cookie: guesser },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/wait \d+ minute/);
  });

  it('tells a valid referral from an expired one, and 404 for an unknown id', async () => {
    const referrals = await t.app.db.selectFrom('referral').select(['public_id', 'referrer_name']).execute();
    const valid = referrals.find((r) => r.referrer_name === 'Dana Whitfield');
    const expired = referrals.find((r) => r.referrer_name === 'Owen Park');
    const ok = await get(`get-enrollment-info-referral?referral_id=${valid?.public_id}`);
    expect(ok.body.data).toMatchObject({ valid_referral_link: true, referrer_info: { name: 'Dana Whitfield' } });
    const old = await get(`get-enrollment-info-referral?referral_id=${expired?.public_id}`);
    expect(old.body.data).toMatchObject({ valid_referral_link: false, referrer_info: null });
    expect((await get('get-enrollment-info-referral?referral_id=AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it("says a referral's portal type: a referral into a rep-quote portal has the cart for its root", async () => {
    const referral = await t.app.db
      .selectFrom('referral')
      .select(['id', 'public_id', 'platform_id'])
      .where('referrer_name', '=', 'Dana Whitfield')
      .executeTakeFirstOrThrow();
    const url = `get-enrollment-info-referral?referral_id=${referral.public_id}`;
    expect((await get(url)).body.data.platform_type).toBe('standard');
    const repQuote = await t.app.db
      .selectFrom('platform')
      .select(['id', 'public_id'])
      .where('platform_code', '=', 'REPQUOTE')
      .executeTakeFirstOrThrow();
    const moveTo = (platformId: number | null) =>
      t.app.db.updateTable('referral').set({ platform_id: platformId }).where('id', '=', referral.id).execute();
    await moveTo(repQuote.id);
    try {
      expect((await get(url)).body.data).toMatchObject({ portal_id: repQuote.public_id, platform_type: 'rep-quote' });
    } finally {
      await moveTo(referral.platform_id);
    }
  });

  it('finds sites by host, by base64 domain and by name', async () => {
    const elevateHost = { host: 'elevate.localhost:3000' };
    const elevate = await get('get-default-info', elevateHost);
    expect(elevate.body.data.site).toMatchObject({ site_name: 'Elevate Wellness', group_flow: true });
    expect(elevate.body.data.site.primary_palette).toEqual(brandPalette('#5f3dc4'));
    const portal = (await get('get-elevate-info', elevateHost)).body.data.portal_id;
    expect(portal).toBe(await portalIdOf(t.app, 'ASSOC'));
    expect((await get('get-elevate-info')).body.data.portal_id).toBeNull();

    const domain = Buffer.from('elevate.localhost').toString('base64');
    const branded = await get(`get-domainSite-infromation?site_domain=${encodeURIComponent(domain)}`);
    expect(branded.body.data).toEqual({ gid: await groupIdOf(t.app, 'BLUEBIRD') });
    expect((await get('get-domainSite-infromation?site_domain=localhost')).status).toBe(404);
    expect((await get('get-external-site-infromation?site_name=elevate')).body.data.site.site_name).toBe(
      'Elevate Wellness',
    );
    const theme = await get('get-external-site-dynamic-information?site_domain=elevate.localhost');
    expect(theme.body.data.result).toContainEqual({ key: 'primary_color', value: '#5f3dc4' });
    expect(theme.body.data.result).toContainEqual({
      key: 'link_group_quote',
      value: 'https://groups.elevatewellness.example/quote',
    });
    const store = await get('get-external-site-dynamic-information?site_domain=localhost');
    expect(store.body.data.result.map((item: { key: string }) => item.key)).toContain('link_rep_dashboard');
    expect((await get('get-ticket-link')).body.data.link).toMatch(/^mailto:help@benefitstore\.example/);
  });

  it("serves each site's own footer links and app downloads, and refuses a malformed domain", async () => {
    const settingsOf = async (domain: string) => {
      const { body } = await get(`get-external-site-dynamic-information?site_domain=${domain}`);
      return Object.fromEntries(body.data.result.map((item: { key: string; value: string }) => [item.key, item.value]));
    };
    const store = await settingsOf('localhost');
    expect(store).toMatchObject({
      link_rep_registration: 'https://reps.benefitstore.example/register',
      link_group_application: 'https://groups.benefitstore.example/apply',
      link_app_store: 'https://apps.apple.com/app/benefit-store/id1000000001',
      link_google_play: 'https://play.google.com/store/apps/details?id=example.benefitstore',
    });
    const elevate = await settingsOf('elevate.localhost');
    expect(elevate).toMatchObject({
      link_member_dashboard: 'https://members.elevatewellness.example/',
      link_app_store: 'https://apps.apple.com/app/elevate-wellness/id1000000002',
    });
    expect(elevate).not.toHaveProperty('link_rep_registration');
    const bad = await get('get-external-site-dynamic-information?site_domain=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.status).toBe('error');
  });

  it('lets the site cookie (set by ?site= in the browser) choose the site outside production', async () => {
    const chosen = await get('get-default-info', { cookie: `${cookie}; site=elevate.localhost` });
    expect(chosen.body.data.site.site_name).toBe('Elevate Wellness');
    const platforms = await get('get-enrollment-platforms', { cookie: `${cookie}; site=elevate.localhost` });
    expect(platforms.body.data.result.map((p: { platform_code: string }) => p.platform_code)).toEqual(['ASSOC']);
    const odd = await get('get-default-info', { cookie: `${cookie}; site=%3Cscript%3E` });
    expect(odd.body.data.site.site_name).toBe('Benefit Store');
    const production = await startTestApp(database, { NODE_ENV: 'production', PUBLIC_URL: 'https://store.example' });
    try {
      const res = await production.app.inject({
        method: 'GET',
        url: '/api/v1/get-default-info',
        headers: { cookie: 'site=elevate.localhost' },
      });
      expect(res.json().data.site.site_name).toBe('Benefit Store');
    } finally {
      await production.close();
    }
  });

  it("records branded-site traffic and the portal on the session's own enrollment only", async () => {
    expect((await get('validate-group?group_code=ACME2026')).status).toBe(200);
    const enrollmentId = await enrollmentOf(t.app, cookie);
    expect((await post('track-elevate-traffic', { enrollment_id: enrollmentId })).status).toBe(200);
    const portal = await portalIdOf(t.app, 'SMBIZ');
    const groupId = await groupIdOf(t.app, 'ACME2026');
    const updated = await post('update-filter-portal', {
      enrollment_id: enrollmentId,
      platform_group_id: portal,
      group_id: groupId,
    });
    expect(updated.status).toBe(200);
    const row = await t.app.db
      .selectFrom('enrollment')
      .innerJoin('platform', 'platform.id', 'enrollment.platform_id')
      .select(['platform.platform_code', 'enrollment.site_traffic_at', 'enrollment.employer_group_id'])
      .where('enrollment.public_id', '=', enrollmentId)
      .executeTakeFirstOrThrow();
    expect(row.platform_code).toBe('SMBIZ');
    expect(row.site_traffic_at).not.toBeNull();
    expect(row.employer_group_id).not.toBeNull();

    const unknownPortal = await post('update-filter-portal', {
      enrollment_id: enrollmentId,
      platform_group_id: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(unknownPortal.body.data).toEqual([
      { target_element: 'platform_group_id', error_message: 'Please choose a platform' },
    ]);
    const stranger = await newSessionCookie(t.app);
    expect((await post('track-elevate-traffic', { enrollment_id: enrollmentId }, stranger)).status).toBe(404);
  });
});
