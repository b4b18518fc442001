// The review's text-message option (spec 001 sections 2, 5 and 6; decision 0041) on both
// databases: offered only to the rep or group administrator enrolling the client, with no IHA plan
// in the cart, a signature required and not given yet; anyone else's `send_sms` is refused under
// the box, in the caller's language. Ticked, the review texts the client the link to sign and pay
// (the hand-off by text) and completes nothing; a phone kept with its check skipped is not texted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentRowIdOf,
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../../../../test/app';
import { testDatabases } from '../../../../test/databases';
import { demoStaff } from '../../../seed/staff';
import { readStep, saveStep } from '../step-service';

const [rep100] = demoStaff;

describe.each(testDatabases)("the review's text-message option on $name", (database) => {
  let t: TestApp;
  let clients = 0;
  const review = async (cookie: string, enrollmentId: string, extra: object, language = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/save-review-info',
      headers: { cookie, 'accept-language': language },
      payload: { enrollment_id: enrollmentId, first_enroll: 1, ...extra },
    });
    return { status: res.statusCode, body: res.json() };
  };
  /** Rep 100's client's enrollment, its contact step saved (phone and how its check went as given). */
  const givenEnrollment = async (contact: Record<string, unknown> = {}) => {
    clients += 1;
    const owner = await newSessionCookie(t.app);
    const publicId = await enrollmentOf(t.app, owner, { agentId: await agentRowIdOf(t.app, 'REP100') });
    const ref = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    const sealed = { email_address: `text-${clients}@example.com`, phone_number: '5125550177' };
    await saveStep(
      t.app.db,
      t.app.cipher,
      ref,
      'contact_info',
      { data: { state: 'TX', zip: '78701', ...contact }, sealed },
      t.app.now(),
    );
    return { owner, publicId, ref };
  };
  const textsOf = (enrollmentId: number) =>
    t.app.db
      .selectFrom('outbox_message')
      .select(['template', 'channel'])
      .where('enrollment_id', '=', enrollmentId)
      .execute();

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it('texts the client the link to sign when the rep ticks it before the client signed, and completes nothing', async () => {
    const { publicId, ref } = await givenEnrollment();
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    const res = await review(rep, publicId, { send_sms: 1, additional_notes: 'Texted on Monday' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Sent. The client will get a text message with a link to sign and pay.');
    expect(res.body.data).toEqual({ sent_to_client: 'text' });
    expect(await textsOf(ref.id)).toEqual([{ template: 'handoff', channel: 'text' }]);
    expect((await readStep(t.app.db, t.app.cipher, ref, 'review_info'))?.data).toEqual({ send_sms: 1 });
    const policies = await t.app.db.selectFrom('policy').select('id').where('enrollment_id', '=', ref.id).execute();
    expect(policies).toEqual([]);
  });

  it('refuses it from the client, once signed, and without a signature to ask', async () => {
    const refused = {
      send_sms:
        'The text message is offered only to the rep or group enrolling the client, before the client signs, and not for an IHA plan.',
    };
    // The client's own session (no rep or group signed in), in English and Spanish.
    const { owner, publicId, ref } = await givenEnrollment();
    const byClient = await review(owner, publicId, { send_sms: 1 });
    expect(byClient.status).toBe(400);
    expect(fieldErrors(byClient.body)).toEqual(refused);
    expect(fieldErrors((await review(owner, publicId, { send_sms: 1 }, 'es')).body).send_sms).toBe(
      'El mensaje de texto solo se ofrece al agente o grupo que inscribe al cliente, antes de que el cliente firme, y no para un plan IHA.',
    );
    // Signed already.
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    await saveStep(t.app.db, t.app.cipher, ref, 'agreement_info', { data: {} }, t.app.now(), { state: 'signed' });
    const signed = await review(rep, publicId, { send_sms: 1 });
    expect(fieldErrors(signed.body)).toEqual(refused);
    // No signature asked by the enrollment's configuration.
    const other = await givenEnrollment();
    await t.app.db
      .updateTable('dynamic_tab')
      .set({ required: false })
      .where('tab_name', '=', 'agreement_info')
      .execute();
    try {
      expect(fieldErrors((await review(rep, other.publicId, { send_sms: 1 })).body)).toEqual(refused);
    } finally {
      await t.app.db
        .updateTable('dynamic_tab')
        .set({ required: true })
        .where('tab_name', '=', 'agreement_info')
        .execute();
    }
    expect(await textsOf(ref.id)).toEqual([]);
    expect(await textsOf(other.ref.id)).toEqual([]);
  });

  it('refuses it with an IHA plan in the cart', async () => {
    const { publicId, ref } = await givenEnrollment();
    // The demo catalog's IHA plan.
    await t.app.db
      .insertInto('cart_line')
      .values({ enrollment_id: ref.id, plan_id: 'SUP-IHA', plan_pricing_id: 'SUP-IHA-IO', price_cents: 2490 })
      .execute();
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    expect((await review(rep, publicId, { send_sms: 1 })).status).toBe(400);
  });

  it('refuses a phone whose check was skipped and never verified, and says how to go on', async () => {
    const { publicId } = await givenEnrollment({ skip_validation_phone: 1, phone_verified: 0 });
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    const res = await review(rep, publicId, { send_sms: 1 });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ send_sms: 'This phone number could not be verified' });
  });
});
