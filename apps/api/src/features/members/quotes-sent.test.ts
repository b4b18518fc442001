// The desk's quotes sent (members/quotes-sent) over the demo quotes: a rep sees the quotes of their
// own book only, with the recipient opened, where each stands and whether it is stale; another
// party sees none of them; a storefront session is asked to sign in; naming another book does nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentIdOf, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { newPublicId } from '../../lib/ids';
import { seedDemoQuotes } from '../../seed/quotes';
import { demoStaff } from '../../seed/staff';
import { quotePlace } from '../quotes/sealed';
import { quotesSent } from '../quotes/service';

const [maria, james, acmeAdmin] = demoStaff;

interface Row {
  quote_id: string;
  recipient_name: string;
  recipient_email: string;
  plans_count: number;
  monthly_total: string;
  sent_at: string;
  status: string;
  status_at: string;
  stale: boolean;
}

describe.each(testDatabases)('members/quotes-sent on $name', (database) => {
  let t: TestApp;
  const get = async (url: string, cookie: string | undefined, language = 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${url}`,
      headers: { ...(cookie ? { cookie } : {}), 'accept-language': language },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const rowsOf = async (cookie: string, url = 'members/quotes-sent') => {
    const res = await get(url, cookie);
    expect(res.status).toBe(200);
    return res.body.data.result as Row[];
  };

  beforeAll(async () => {
    t = await startTestApp(database);
    // The test templates are seeded without the demo quotes (their recipients are sealed with the
    // app's key): seeded here with this app's cipher, as the server seeds them with its own.
    await seedDemoQuotes(t.app.db, t.app.cipher, t.app.now());
  });
  afterAll(() => t.close());

  it("lists a rep's own quote, its recipient opened, seen with the time it was seen", async () => {
    const rows = await rowsOf(await signInCookie(t.app, maria.email, maria.password));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      recipient_name: 'Sofia Herrera',
      recipient_email: 'sofia.herrera@example.com',
      plans_count: 2,
      status: 'seen',
      stale: false,
    });
    expect(Number(row?.monthly_total)).toBeGreaterThan(0);
    expect(new Date(row?.status_at ?? 0).getTime()).toBeGreaterThan(new Date(row?.sent_at ?? 0).getTime());
    const audited = await t.app.db
      .selectFrom('audit_event')
      .select(['action', 'result'])
      .where('action', '=', 'membersQuotesSent')
      .execute();
    expect(audited).toContainEqual({ action: 'membersQuotesSent', result: 'ok' });
  });

  it("another rep sees only their own (accepted) quote, a group administrator none of the reps'", async () => {
    const jamesRows = await rowsOf(await signInCookie(t.app, james.email, james.password));
    expect(jamesRows.map((row) => [row.recipient_name, row.status])).toEqual([['Daniel Brooks', 'accepted']]);
    expect(JSON.stringify(jamesRows)).not.toContain('Sofia');
    const adminRows = await rowsOf(await signInCookie(t.app, acmeAdmin.email, acmeAdmin.password));
    expect(adminRows).toEqual([]);
  });

  it('marks a quote stale when its prices as sent differ from the prices today', async () => {
    const priya = await t.app.db
      .selectFrom('agent')
      .select('id')
      .where('agent_code', '=', 'REP300')
      .executeTakeFirstOrThrow();
    const rows = await quotesSent(t.app.db, t.app.cipher, { agentId: priya.id }, t.app.now());
    expect(rows.map((row) => [row.recipient_name, row.status, row.stale])).toEqual([['Grace Lin', 'sent', true]]);
    expect(rows[0]?.status_at).toBe(rows[0]?.sent_at);
  });

  it('lists newest first', async () => {
    const cookie = await signInCookie(t.app, maria.email, maria.password);
    const [first] = await rowsOf(cookie);
    const quote = await t.app.db
      .selectFrom('quote')
      .selectAll()
      .where('public_id', '=', first?.quote_id ?? '')
      .executeTakeFirstOrThrow();
    // A second quote of the same enrollment, sent a minute ago.
    const publicId = newPublicId();
    await t.app.db
      .insertInto('quote')
      .values({
        ...quote,
        id: undefined as never,
        public_id: publicId,
        recipient_name: t.app.cipher.seal('Sofia Herrera', quotePlace(publicId, 'recipient_name')),
        recipient_email: t.app.cipher.seal('sofia.herrera@example.com', quotePlace(publicId, 'recipient_email')),
        message: null,
        status: 'sent',
        seen_at: null,
        sent_at: new Date(t.app.now().getTime() - 60_000),
        lines: JSON.stringify(quote.lines),
        household: JSON.stringify(quote.household),
      })
      .execute();
    const rows = await rowsOf(cookie);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'seen']);
  });

  it('asks a storefront session, or no session, to sign in, in its language', async () => {
    const storefront = await get('members/quotes-sent', await newSessionCookie(t.app), 'es');
    expect(storefront.status).toBe(401);
    expect(JSON.stringify(storefront.body)).not.toContain('Sofia');
    expect((await get('members/quotes-sent', undefined)).status).toBe(401);
  });

  it("naming another rep's book in the query changes nothing: the signed-in rep's own book only", async () => {
    const jamesId = await agentIdOf(t.app, 'REP200');
    const cookie = await signInCookie(t.app, maria.email, maria.password);
    // Undeclared fields are dropped by the call's input (decision 0001): the book is the session's.
    const rows = await rowsOf(cookie, `members/quotes-sent?agent_id=${jamesId}&group_id=${jamesId}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.recipient_name))).toEqual(new Set(['Sofia Herrera']));
  });
});
