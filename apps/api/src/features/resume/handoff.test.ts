// The hand-off of an enrollment's remaining steps to its client (decision record 0026): only the
// rep or group administrator whose book holds the enrollment sends it, by email or text, to the
// contact the enrollment saved, in the client's language the rep chose; the link opens the
// agreement step, in that language, once the client confirms that email; the desk shows each step's status and whether the client opened the link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentRowIdOf,
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  signInCookie,
  startTestApp,
  type TestApp,
} from '../../../test/app';
import { testDatabases } from '../../../test/databases';
import { demoStaff } from '../../seed/staff';
import { saveStep } from '../enrollment/step-service';
import { outboxPlace } from '../messaging/outbox';
import { renderEmail } from '../messaging/templates';

const [rep100, rep200] = demoStaff;

describe.each(testDatabases)('hand-off to the client on $name', (database) => {
  let t: TestApp;
  let address = 0;
  const call = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: object, language = 'en') => {
    const res = await t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: { cookie, 'accept-language': language },
      remoteAddress: `10.9.${Math.floor(++address / 200)}.${address % 200}`,
      ...(payload ? { payload } : {}),
    });
    const sid = res.cookies.filter((c) => c.name === 'sid' && c.value !== '').at(-1);
    return { status: res.statusCode, body: res.json(), cookie: sid ? `sid=${sid.value}` : undefined };
  };
  const send = (cookie: string, enrollmentId: string, channel: string, language?: string, more: object = {}) =>
    call('POST', 'members/send-to-client', cookie, { enrollment_id: enrollmentId, channel, ...more }, language);
  const desk = async (cookie: string, enrollmentId: string) => {
    const rows = (await call('GET', 'members/enrollments-in-progress', cookie)).body.data.result;
    return rows.find((row: { enrollment_id: string }) => row.enrollment_id === enrollmentId);
  };
  /** The messages of `template` queued to `to`, newest first, read back from the sealed outbox. */
  const sent = async (to: string) => {
    const rows = await t.app.db
      .selectFrom('outbox_message')
      .select(['public_id', 'channel', 'language', 'sealed_recipient', 'sealed_content'])
      .where('template', '=', 'handoff')
      .orderBy('created_at', 'desc')
      .execute();
    return rows
      .filter((row) => t.app.cipher.open(row.sealed_recipient, outboxPlace(row.public_id, 'sealed_recipient')) === to)
      .map((row) => ({
        channel: row.channel,
        language: row.language,
        ...JSON.parse(t.app.cipher.open(row.sealed_content, outboxPlace(row.public_id, 'sealed_content'))),
      }));
  };
  let clients = 0;
  /** An enrollment of rep 100's book, its contact step saved with the client's email and phone. */
  const givenEnrollment = async (contact = true) => {
    clients += 1;
    const email = `client-${clients}-${database.name}@example.com`;
    const phone = `51255501${String(clients).padStart(2, '0')}`;
    const owner = await newSessionCookie(t.app);
    const publicId = await enrollmentOf(t.app, owner, { agentId: await agentRowIdOf(t.app, 'REP100') });
    const enrollment = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    if (contact)
      await saveStep(
        t.app.db,
        t.app.cipher,
        enrollment,
        'contact_info',
        { data: { state: 'TX', zip: '78701' }, sealed: { email_address: email, phone_number: phone } },
        t.app.now(),
      );
    return { owner, publicId, email, phone };
  };

  beforeAll(async () => {
    t = await startTestApp(database);
  });
  afterAll(() => t.close());

  it("sends the client an email whose link opens the agreement once the client confirms the enrollment's email", async () => {
    const { publicId, email } = await givenEnrollment();
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    const before = await desk(rep, publicId);
    expect(before.handoff).toBeNull();
    expect(before.steps.find((step: { tab_name: string }) => step.tab_name === 'agreement_info')).toEqual({
      tab_name: 'agreement_info',
      status: 'not_started',
    });

    const res = await send(rep, publicId, 'email');
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe('Sent. The client will get an email with a link to sign and pay.');
    const [message, ...more] = await sent(email);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ channel: 'email', data: { sender_name: rep100.name } });
    const [, route, id = '', tab = ''] = new URL(message.data.link).pathname.split('/');
    expect(route).toBe('direct-continue');
    expect(Buffer.from(tab, 'base64url').toString()).toBe('aggrement_info');
    const token = Buffer.from(id, 'base64url').toString();
    expect((await desk(rep, publicId)).handoff).toMatchObject({ channel: 'email', opened_at: null });

    const client = await newSessionCookie(t.app);
    const wrong = await call('POST', `direct-continue/${token}/confirm`, client, { email: 'eve@example.com' });
    expect(fieldErrors(wrong.body)).toEqual({ email: 'This is not the email address the link was sent to.' });
    const opened = await call('POST', `direct-continue/${token}/confirm`, client, { email });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ enrollment_id: publicId, saved_tab: 'aggrement_info' });

    const after = await desk(rep, publicId);
    expect(after.handoff.opened_at).not.toBeNull();
    // The contact step is done; the first step not saved is the one in progress.
    expect(after.steps.find((step: { tab_name: string }) => step.tab_name === 'contact_info').status).toBe('done');
    expect(after.steps.filter((step: { status: string }) => step.status === 'in_progress')).toHaveLength(1);
  });

  it('texts the link to the phone the enrollment saved, in the language of the sender', async () => {
    const { publicId, phone } = await givenEnrollment();
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    const res = await send(rep, publicId, 'text', 'es');
    expect(res.body.data.message).toBe(
      'Enviado. El cliente recibirá un mensaje de texto con un enlace para firmar y pagar.',
    );
    const [message] = await sent(phone);
    expect(message).toMatchObject({ channel: 'text', language: 'es' });
    expect(message.data.link).toMatch(/\/direct-continue\/[\w-]+\/[\w-]+\?lang=es$/);
  });

  it("sends the client's language the rep chose: a Spanish email whose link opens the store in Spanish", async () => {
    const { publicId, email } = await givenEnrollment();
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    const res = await send(rep, publicId, 'email', 'en', { language: 'es' });
    expect(res.status).toBe(200);
    // The rep reads the answer in their own language.
    expect(res.body.data.message).toBe('Sent. The client will get an email with a link to sign and pay.');
    const [message] = await sent(email);
    expect(message).toMatchObject({ channel: 'email', language: 'es' });
    expect(renderEmail('handoff', message.language, message.data)).toMatchObject({
      subject: 'Su inscripción está lista para firmar',
      text: expect.stringContaining(`${rep100.name} le envió su inscripción para que la firme`),
    });
    const link = new URL(message.data.link);
    expect(link.pathname).toMatch(/^\/direct-continue\/[\w-]+\/[\w-]+$/);
    expect(link.search).toBe('?lang=es');
  });

  it('shows a signed agreement as signed on the desk, and the cart says so', async () => {
    const { owner, publicId } = await givenEnrollment();
    const cart = async () => (await call('GET', `get-plan-cart?enrollment_id=${publicId}`, owner)).body.data;
    expect(await cart()).toMatchObject({ signature_required: true, has_already_signed: false });
    const enrollment = await t.app.db
      .selectFrom('enrollment')
      .select(['id', 'public_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();
    await saveStep(t.app.db, t.app.cipher, enrollment, 'agreement_info', { data: {} }, t.app.now(), {
      state: 'signed',
    });
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    const steps = (await desk(rep, publicId)).steps;
    expect(steps.find((step: { tab_name: string }) => step.tab_name === 'agreement_info').status).toBe('signed');
    expect(await cart()).toMatchObject({ signature_required: true, has_already_signed: true });
  });

  it('asks for the contact step first, and refuses a channel it does not know', async () => {
    const { publicId } = await givenEnrollment(false);
    const rep = await signInCookie(t.app, rep100.email, rep100.password);
    const res = await send(rep, publicId, 'email');
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      channel: "Save the client's contact information first: the link goes to their email address.",
    });
    const fax = await send(rep, publicId, 'fax');
    expect(fax.status).toBe(400);
    expect(Object.keys(fieldErrors(fax.body))).toEqual(['channel']);
    const french = await send(rep, publicId, 'email', 'es', { language: 'fr' });
    expect(french.status).toBe(400);
    expect(fieldErrors(french.body)).toEqual({ language: 'Valor no válido' });
  });

  it("is only for the rep whose book holds the enrollment: the client's own session signs in, another rep finds nothing", async () => {
    const { owner, publicId, email } = await givenEnrollment();
    expect((await send(owner, publicId, 'email')).status).toBe(401);
    const other = await signInCookie(t.app, rep200.email, rep200.password);
    expect((await send(other, publicId, 'email')).status).toBe(404);
    expect(await sent(email)).toEqual([]);
  });
});
