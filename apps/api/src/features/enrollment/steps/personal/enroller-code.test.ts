// The enroller code is for reps (spec 001 section 6): asked of a rep enrolling a client (the rep
// access code confirmed, or signed in as the rep), never of a client who came by the rep's landing
// page or a referral; where the portal makes it mandatory, completion and the hand-off refuse an
// enrollment a rep worked without it, whatever address was typed to skip the popup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentRowIdOf,
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../../../../../test/app';
import {
  builtTabs,
  completableEnrollment,
  injectSend,
  personalAnswers,
  quotedWithCart,
} from '../../../../../test/completable';
import { testDatabases } from '../../../../../test/databases';

describe.each(testDatabases)('the enroller code on $name', (database) => {
  let t: TestApp;
  const sender = (cookie: string, language = 'en') => injectSend(t.app, cookie, language);
  /** The session's cookie after a GET that may renew it. */
  const earning = async (cookie: string, path: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/${path}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const renewed = res.cookies.find((c) => c.name === 'sid');
    return renewed ? `sid=${renewed.value}` : cookie;
  };
  const rep = () => agentRowIdOf(t.app, 'REP200');
  /** Puts the enrollment in James Okafor's (REP200) book, as his quote would. */
  const inRepsBook = async (enrollmentId: string) =>
    t.app.db
      .updateTable('enrollment')
      .set({ agent_id: await rep() })
      .where('public_id', '=', enrollmentId)
      .execute();
  const asked = async (cookie: string, enrollmentId: string) =>
    (await sender(cookie)('GET', `check-enroll-code?enrollment_id=${enrollmentId}`)).body.data;
  const complete = (cookie: string, enrollmentId: string, language = 'en') =>
    sender(cookie, language)('POST', 'save-review-info', { enrollment_id: enrollmentId, first_enroll: 1 });
  const codeMandatory = () =>
    t.app.db
      .insertInto('step_field')
      .values({
        platform_id: null,
        employer_group_id: null,
        tab_name: 'primary_info',
        field_name: 'enrollerCode',
        required: true,
        read_only: false,
      })
      .execute();

  beforeAll(async () => {
    t = await startTestApp(database);
    await t.app.db.updateTable('dynamic_tab').set({ required: false }).where('tab_name', 'not in', builtTabs).execute();
  });
  afterAll(() => t.close());

  it("is asked of a rep enrolling a client, not of the rep's visitors", async () => {
    const byCode = await earning(await newSessionCookie(t.app), 'validate-agent?agent_code=REP200');
    const repEnrollment = await quotedWithCart(sender(byCode));
    await inRepsBook(repEnrollment);
    expect(await asked(byCode, repEnrollment)).toEqual({ show_enroll_code: { status: true }, is_optional: 1 });

    const signedIn = await signInCookie(t.app, 'james.okafor@example.com', 'demo-rep-200');
    const deskEnrollment = await enrollmentOf(t.app, signedIn, { agentId: await rep() });
    expect(await asked(signedIn, deskEnrollment)).toMatchObject({ show_enroll_code: { status: true } });

    const visitor = await earning(await newSessionCookie(t.app), 'validate-landing-page?landing_page=james-okafor');
    const own = await quotedWithCart(sender(visitor));
    await inRepsBook(own);
    expect(await asked(visitor, own)).toEqual({ show_enroll_code: { status: false }, is_optional: 1 });
  });

  it('when mandatory, completion refuses a rep enrollment without it; a visitor completes without one', async () => {
    await codeMandatory();
    try {
      const byCode = await earning(await newSessionCookie(t.app), 'validate-agent?agent_code=REP200');
      const enrollmentId = await completableEnrollment(sender(byCode), 'rep.client@example.com');
      await inRepsBook(enrollmentId);
      // The rep saves the personal step (Next) in their client's enrollment.
      const repSaves = { enrollment_id: enrollmentId, ...personalAnswers };
      expect((await sender(byCode)('POST', 'save-personal-info', repSaves)).status).toBe(200);
      expect(await asked(byCode, enrollmentId)).toEqual({ show_enroll_code: { status: true }, is_optional: 0 });
      // The popup skipped (the next step's address typed): completion says what is missing, in both languages.
      const refused = await complete(byCode, enrollmentId);
      expect(refused.status).toBe(409);
      expect(fieldErrors(refused.body as never)).toEqual({
        primary_info: 'Please enter the Enroller Code on Personal Information to continue.',
      });
      expect((await complete(byCode, enrollmentId, 'es')).body.message).toBe(
        'Ingrese el código de inscriptor en Información personal para continuar.',
      );
      const code = await sender(byCode)('POST', 'save-enroller-code', {
        enrollment_id: enrollmentId,
        enrollerCode: 'REP200',
      });
      expect(code.status).toBe(200);
      expect((await complete(byCode, enrollmentId)).status).toBe(200);

      // Nor does the desk hand an enrollment to the client without it.
      const signedIn = await signInCookie(t.app, 'james.okafor@example.com', 'demo-rep-200');
      const deskEnrollment = await enrollmentOf(t.app, signedIn, { agentId: await rep() });
      const personal = await sender(signedIn)('POST', 'save-personal-info', {
        enrollment_id: deskEnrollment,
        ...personalAnswers,
      });
      expect(personal.status).toBe(200);
      const handoff = await sender(signedIn)('POST', 'members/send-to-client', {
        enrollment_id: deskEnrollment,
        channel: 'email',
      });
      expect(handoff.status).toBe(409);
      expect(handoff.body.message).toBe('Please enter the Enroller Code on Personal Information to continue.');

      const visitor = await earning(await newSessionCookie(t.app), 'validate-landing-page?landing_page=james-okafor');
      const own = await completableEnrollment(sender(visitor), 'visitor.client@example.com');
      await inRepsBook(own);
      expect((await complete(visitor, own)).status).toBe(200);
    } finally {
      await t.app.db.deleteFrom('step_field').where('field_name', '=', 'enrollerCode').execute();
    }
  });
});
