// The ways back into a saved enrollment: links that open only once confirmed, used once, expiring
// and refused when tampered with; codes checked with the email and limited as guesses. Saving the
// cart as a quote is quotes/save-quote.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, newSessionCookie, signInCookie, startTestApp, type TestApp } from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { savedCarts } from '../../../test/saved-carts';
import { cleanUp } from '../../all-jobs';
import { demoStaff } from '../../seed/staff';
import { subjectDelay } from '../auth/guess-service';
import { base64Segment } from './tokens';

const day = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('resume on $name', (database) => {
  let t: TestApp;
  let now = new Date('2026-11-24T12:00:00Z');
  const { call, idOf, newAddress, givenCart, givenLink } = savedCarts(() => t.app, database.name);

  beforeAll(async () => {
    t = await startTestApp(database, {}, () => now);
  });
  afterAll(() => t.close());

  describe('resume links', () => {
    it('open only once the person confirms with the email the link went to; then the session holds the enrollment', async () => {
      const cart = await givenCart();
      const { tempId } = cart;
      const { token, email } = await givenLink(cart);
      const ip = newAddress();
      // A fresh browser following the link: the GET reads nothing of the enrollment.
      const followed = await call('GET', `direct-continue/${token}`, undefined, undefined, { ip });
      expect(followed.status).toBe(403);
      expect(JSON.stringify(followed.body)).not.toContain(tempId);
      const visitor = followed.cookie ?? (await newSessionCookie(t.app));
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, visitor)).status).toBe(404);

      const missing = await call('POST', `direct-continue/${token}/confirm`, visitor, {}, { ip });
      expect(fieldErrors(missing.body)).toEqual({ email: 'Field is required' });
      const wrong = await call(
        'POST',
        `direct-continue/${token}/confirm`,
        visitor,
        { email: 'eve@example.com' },
        { ip },
      );
      expect(wrong.status).toBe(400);
      expect(fieldErrors(wrong.body)).toEqual({ email: 'This is not the email address the link was sent to.' });

      const opened = await call(
        'POST',
        `direct-continue/${token}/confirm`,
        visitor,
        { email: ` ${email.toUpperCase()} ` },
        { ip },
      );
      expect(opened.status).toBe(200);
      expect(opened.body.data).toMatchObject({ enrollment_id: tempId, saved_tab: 'cart_info' });
      expect(opened.cookie).toBeDefined();
      expect(opened.cookie).not.toBe(visitor);
      const resumed = opened.cookie ?? '';
      // The old token opens nothing; the new one holds the enrollment.
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, visitor)).status).not.toBe(200);
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, resumed)).body.data.result).toBe(1);
      expect((await call('GET', `direct-continue/${token}`, resumed)).body.data.result.enrollment_id).toBe(tempId);
      expect((await call('GET', `get-quote?enrollment_id=${tempId}`, resumed)).body.data.quote_status).toBe('seen');
    });

    it("refuses a signed-in rep's session, which keeps its sign-in, and leaves the link to the client", async () => {
      const cart = await givenCart();
      const { token, code, email } = await givenLink(cart);
      const [rep] = demoStaff;
      const staff = await signInCookie(t.app, rep.email, rep.password);
      const ip = newAddress();
      const refused = await call('POST', `direct-continue/${token}/confirm`, staff, { email }, { ip });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/sign out/);
      expect((await call('POST', 'continue-enrollment', staff, { code, email }, { ip })).status).toBe(409);
      expect((await call('GET', 'auth/session', staff)).body.data).toMatchObject({ signed_in: true });
      const client = await newSessionCookie(t.app);
      expect((await call('POST', `direct-continue/${token}/confirm`, client, { email }, { ip })).status).toBe(200);
    });

    it('refuses a used, a tampered and an expired link', async () => {
      const cart = await givenCart();
      const { tempId } = cart;
      const { token, email } = await givenLink(cart);
      const ip = newAddress();
      const first = await newSessionCookie(t.app);
      expect((await call('POST', `direct-continue/${token}/confirm`, first, { email }, { ip })).status).toBe(200);
      const second = await newSessionCookie(t.app);
      const reused = await call('POST', `direct-continue/${token}/confirm`, second, { email }, { ip });
      expect(reused.status).toBe(410);
      expect(reused.body.message).toMatch(/already been used/);
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, second)).status).toBe(404);

      const other = await givenLink(cart);
      const last = other.token.at(-1) === 'A' ? 'B' : 'A';
      const tampered = `${other.token.slice(0, -1)}${last}`;
      const refused = await call('POST', `direct-continue/${tampered}/confirm`, second, { email: other.email }, { ip });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toMatch(/not valid or has expired/);
      const malformed = await call(
        'POST',
        `direct-continue/${base64Segment(other.token)}/confirm`,
        second,
        { email: other.email },
        {
          ip,
        },
      );
      expect(malformed.status).toBe(400);

      const later = now;
      now = new Date(later.getTime() + 31 * day);
      try {
        const fresh = await newSessionCookie(t.app);
        const expired = await call(
          'POST',
          `direct-continue/${other.token}/confirm`,
          fresh,
          { email: other.email },
          { ip },
        );
        expect(expired.status).toBe(404);
      } finally {
        now = later;
      }
      const fresh = await newSessionCookie(t.app);
      expect(
        (await call('POST', `direct-continue/${other.token}/confirm`, fresh, { email: other.email }, { ip })).status,
      ).toBe(200);
    });
  });

  it('lets the scheduled cleanup forget links and codes once they expired, and only those', async () => {
    const cart = await givenCart();
    await givenLink(cart);
    const enrollmentId = await idOf(cart.tempId);
    const rows = async () => ({
      links: (await t.app.db.selectFrom('resume_link').select('id').where('enrollment_id', '=', enrollmentId).execute())
        .length,
      codes: (await t.app.db.selectFrom('resume_code').select('id').where('enrollment_id', '=', enrollmentId).execute())
        .length,
    });
    await cleanUp(t.app.db, new Date(now.getTime() + 29 * day));
    expect(await rows()).toEqual({ links: 1, codes: 1 });
    await cleanUp(t.app.db, new Date(now.getTime() + 30 * day + 1));
    expect(await rows()).toEqual({ links: 0, codes: 0 });
  });

  describe('continue-enrollment', () => {
    it('resumes by code and email in a fresh browser; a wrong code or email is a field error on both', async () => {
      const cart = await givenCart();
      const { tempId } = cart;
      const { code, email } = await givenLink(cart);
      const ip = newAddress();
      const bad = await call('POST', 'continue-enrollment', undefined, { code: '', email: 'x' }, { ip });
      expect(bad.status).toBe(400);
      expect(fieldErrors(bad.body)).toEqual({ code: 'Field is required', email: 'Enter valid email address' });
      const wrongCode = await call(
        'POST',
        'continue-enrollment',
        undefined,
        { code: 'AAAA-BBBB-CCCC', email: email },
        { ip },
      );
      expect(wrongCode.status).toBe(400);
      expect(fieldErrors(wrongCode.body)).toEqual({
        code: 'The code or the email address is not correct.',
        email: 'The code or the email address is not correct.',
      });
      const wrongEmail = await call(
        'POST',
        'continue-enrollment',
        undefined,
        { code, email: 'eve@example.com' },
        { ip },
      );
      expect(fieldErrors(wrongEmail.body).code).toBe('The code or the email address is not correct.');
      const spanish = await call(
        'POST',
        'continue-enrollment',
        undefined,
        { code: 'AAAA-BBBB-CCCC', email: email },
        { ip, language: 'es' },
      );
      expect(fieldErrors(spanish.body).code).toBe('El código o la dirección de correo electrónico no son correctos.');

      const typed = code.toLowerCase().replace(/-/g, ' ');
      const resumed = await call('POST', 'continue-enrollment', undefined, { code: typed, email: email }, { ip });
      expect(resumed.status).toBe(200);
      expect(resumed.body.data).toMatchObject({
        enrollment_id: tempId,
        saved_tab: 'cart_info',
        others: { type: 'new-user', platform_group_id: null, platform_type: null },
      });
      const cookie = resumed.cookie ?? '';
      expect((await call('GET', `get-cart-count?enrollment_id=${tempId}`, cookie)).body.data.result).toBe(1);
    });

    it("gives back the portal's type with the enrollment: a rep-quote portal's root is the cart", async () => {
      const cart = await givenCart();
      const portal = await t.app.db
        .selectFrom('platform')
        .select(['id', 'public_id'])
        .where('platform_code', '=', 'REPQUOTE')
        .executeTakeFirstOrThrow();
      await t.app.db
        .updateTable('enrollment')
        .set({ platform_id: portal.id })
        .where('public_id', '=', cart.tempId)
        .execute();
      const { code, email } = await givenLink(cart);
      const resumed = await call('POST', 'continue-enrollment', undefined, { code, email }, { ip: newAddress() });
      expect(resumed.status).toBe(200);
      expect(resumed.body.data.others).toMatchObject({
        platform_group_id: portal.public_id,
        platform_type: 'rep-quote',
      });
    });

    /** The right pair from a new address, waiting at most the short delay across addresses (decision 0038). */
    const rightAfterShortDelay = async (code: string, email: string) => {
      const ip = newAddress();
      const first = await call('POST', 'continue-enrollment', undefined, { code, email }, { ip });
      if (first.status !== 429) return first;
      expect(first.body.message).toMatch(/wait/);
      now = new Date(now.getTime() + subjectDelay.maxSeconds * 1000);
      return call('POST', 'continue-enrollment', undefined, { code, email }, { ip });
    };

    it("lets the right pair through from a new address after others' wrong emails for the code from 20 addresses", async () => {
      const cart = await givenCart();
      const { code, email } = await givenLink(cart);
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const wrong = await call(
          'POST',
          'continue-enrollment',
          undefined,
          { code, email: `eve${attempt}@example.com` },
          { ip: newAddress() },
        );
        expect([400, 429]).toContain(wrong.status);
      }
      expect((await rightAfterShortDelay(code, email)).status).toBe(200);
    });

    it("lets the right pair through from a new address after wrong codes with the person's email from 20 addresses", async () => {
      const { code, email } = await givenLink(await givenCart());
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const wrong = await call(
          'POST',
          'continue-enrollment',
          undefined,
          { code: `ZZZZ-ZZZZ-ZZ${String(attempt).padStart(2, '0')}`, email },
          { ip: newAddress() },
        );
        expect([400, 429]).toContain(wrong.status);
      }
      expect((await rightAfterShortDelay(code, email)).status).toBe(200);
    });

    it("still limits one address's wrong codes for a person's email", async () => {
      const { code, email } = await givenLink(await givenCart());
      const ip = newAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const sessionCookie = await newSessionCookie(t.app);
        const wrong = await call(
          'POST',
          'continue-enrollment',
          sessionCookie,
          { code: `YYYY-YYYY-YY${String(attempt).padStart(2, '0')}`, email },
          { ip },
        );
        expect(wrong.status).toBe(400);
        now = new Date(now.getTime() + subjectDelay.maxSeconds * 1000);
      }
      expect((await call('POST', 'continue-enrollment', undefined, { code, email }, { ip })).status).toBe(429);
    });
  });

  it('keeps link tokens and codes out of the log', async () => {
    const { token, code, email } = await givenLink(await givenCart());
    const fresh = await newSessionCookie(t.app);
    await call('GET', `direct-continue/${token}`, fresh);
    await call('POST', `direct-continue/${token}/confirm`, fresh, { email: email }, { ip: newAddress() });
    await call('POST', 'continue-enrollment', undefined, { code, email: email }, { ip: newAddress() });
    const log = t.logLines.join('\n');
    expect(log).toContain('direct-continue');
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
  });
});
