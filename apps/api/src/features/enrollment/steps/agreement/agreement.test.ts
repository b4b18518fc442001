// The agreement step: its texts per group and language with the special carrier's fees and the
// premier price; the verification fields and the signer they make; signing (every checkbox, the
// consent, the signature the signer needs, the digest of the text shown), the record it keeps
// (sealed, state signed, the PNG a sealed blob) and its certificate, to the enrollment's session only.
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentOf,
  fieldErrors,
  newSessionCookie,
  startTestApp,
  stepCaller,
  type TestApp,
} from '../../../../../test/app';
import { craftedPng } from '../../../../../test/crafted-png';
import { testDatabases } from '../../../../../test/databases';
import { embeddedFileOf } from '../../../../../test/pdf';
import { allJobs } from '../../../../all-jobs';
import { runDueJobs } from '../../../../jobs/runner';
import { mailboxTransport } from '../../../messaging/transport';
import { signatureCertificateOf } from './certificate';
import { verifySignedText } from './signed-text';

/** A real PNG (RGBA, white with a dark stroke) of `width` x `height`, as a signature pad makes. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height, 0xff);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 4 + 1)] = 0;
    const x = Math.floor((y / height) * width);
    rows.fill(0x20, y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
const drawn = dataUrl(pngOf(450, 300));

describe.each(testDatabases)('agreement step on $name', (database) => {
  let t: TestApp;
  let cookie: string;
  const call = stepCaller(
    () => t.app,
    () => cookie,
  );
  const internalId = async (publicId: string) =>
    (await t.app.db.selectFrom('enrollment').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow())
      .id;
  const groupRow = async (code: string) =>
    (await t.app.db.selectFrom('employer_group').select('id').where('group_code', '=', code).executeTakeFirstOrThrow())
      .id;
  const agentRow = async (code: string) =>
    (await t.app.db.selectFrom('agent').select('id').where('agent_code', '=', code).executeTakeFirstOrThrow()).id;
  const addLine = async (enrollment: string, plan_id: string, price_cents: number, fee_cents = 0) =>
    t.app.db
      .insertInto('cart_line')
      .values({
        enrollment_id: await internalId(enrollment),
        plan_id,
        plan_pricing_id: `${plan_id}-1`,
        price_cents,
        fee_cents,
      })
      .execute();
  const texts = async (enrollment: string, es = false) => {
    const res = await call('GET', `get-agreement-texts?enrollment_id=${enrollment}`, undefined, { es });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const fieldsOf = async (enrollment: string) => {
    const res = await call('GET', `get-form-fields-agreement-info?enrollment_id=${enrollment}`);
    expect(res.status).toBe(200);
    const fields: { field_name: string; value: unknown; required: boolean }[] = res.body.data.result;
    return new Map(fields.map((field) => [field.field_name, field]));
  };
  /** A signature every default rule accepts, for the texts as shown now. */
  const signing = async (enrollment: string, es = false) => {
    const shown = await texts(enrollment, es);
    return {
      enrollment_id: enrollment,
      agreements: shown.result.map(() => true),
      esign_consent: true,
      text_sha256: shown.text_sha256,
    };
  };
  const sign = (payload: object, es = false) => call('POST', 'save-agreement-info', payload, { es });
  const stepRow = async (enrollment: string) =>
    t.app.db
      .selectFrom('enrollment_step')
      .select(['state', 'data', 'sealed_data'])
      .where('enrollment_id', '=', await internalId(enrollment))
      .where('tab_name', '=', 'agreement_info')
      .executeTakeFirst();
  const configure = async (group: string, fields: Record<string, boolean>) =>
    t.app.db
      .insertInto('step_field')
      .values(
        Object.entries(fields).map(([field_name, required]) => ({
          platform_id: null,
          employer_group_id: null,
          tab_name: 'agreement_info' as const,
          field_name,
          required,
          read_only: false,
        })),
      )
      .execute()
      .then(async () =>
        t.app.db
          .updateTable('step_field')
          .set({ employer_group_id: await groupRow(group) })
          .where('tab_name', '=', 'agreement_info')
          .where('employer_group_id', 'is', null)
          .execute(),
      );

  beforeAll(async () => {
    t = await startTestApp(database);
    cookie = await newSessionCookie(t.app);
  });
  afterAll(() => t.close());

  it('answers the default agreement texts in English and Spanish, with the consent and the digest of the text', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const en = await texts(enrollment);
    const es = await texts(enrollment, true);
    expect(en.result.map((text: { text_head: string }) => text.text_head)).toEqual([
      'Authorization',
      'Accuracy of statements',
      'Premium payment',
      'Privacy',
      'Coverage terms',
    ]);
    expect(es.result[0]).toMatchObject({
      text_head: 'Autorización',
      text_required: 'He leído y acepto la autorización.',
    });
    expect(en.esign_consent).toMatch(/^I agree to use electronic records and signatures/);
    expect(es.esign_consent).toMatch(/^Acepto usar registros y firmas electrónicos/);
    expect(en).toMatchObject({ special_message: '', has_l713: false, l713_net_price: '0.00' });
    expect(en.text_sha256).toMatch(/^[0-9a-f]{64}$/);
    // Another language is another text, so another digest.
    expect(es.text_sha256).not.toBe(en.text_sha256);
  });

  it("answers a group's own set: Acme Logistics' payroll deduction instead of the premium payment", async () => {
    const enrollment = await enrollmentOf(t.app, cookie, { groupId: await groupRow('ACME2026') });
    const heads = (await texts(enrollment)).result.map((text: { text_head: string }) => text.text_head);
    expect(heads).toContain('Payroll deduction');
    expect(heads).not.toContain('Premium payment');
    expect((await texts(enrollment, true)).result[2].text_head).toBe('Descuento de nómina');
  });

  it("shows the special carrier's fees (spec 001 section 9) and the premier plan's net price, and the digest follows the cart", async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const before = (await texts(enrollment)).text_sha256;
    await addLine(enrollment, 'KEY-TERM', 4210);
    const special = await texts(enrollment);
    for (const amount of ['$25.00', '$10.00', '$30.00', '$50.00', '$100.00', '$150.00', '$77.00'])
      expect(special.special_message).toContain(amount);
    expect(special.special_message).toMatch(/Union Dues \$25\.00, Annuity Fund \$10\.00 and Billing Fees \$30\.00/);
    expect((await texts(enrollment, true)).special_message).toMatch(/cuotas sindicales de \$25\.00/);
    expect(special.text_sha256).not.toBe(before);
    await addLine(enrollment, 'LTD-L713', 10_300, 300);
    expect(await texts(enrollment)).toMatchObject({ has_l713: true, l713_net_price: '100.00' });
  });

  it('asks no verification by default: a drawn signature is required (sigapplicant)', async () => {
    const enrollment = await enrollmentOf(t.app, cookie, { agentId: await agentRow('REP100') });
    const fields = await fieldsOf(enrollment);
    expect(fields.get('signature')?.required).toBe(true);
    expect(fields.get('agent_name')).toMatchObject({ required: false, value: 'Maria Alvarez' });
    expect(fields.get('user_name')?.required).toBe(false);
    expect(fields.get('date')?.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // No code or answer is ever sent back.
    expect(fields.get('agent_code')?.value).toBeNull();
  });

  it('refuses a signature without the checkboxes, the consent and the signature, each beside its field, in English and Spanish', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const valid = await signing(enrollment);
    const en = await sign({ ...valid, agreements: [true, false], esign_consent: undefined });
    expect(en.status).toBe(400);
    expect(en.body.status).toBe('error');
    expect(fieldErrors(en.body)).toEqual({
      'agreements.1': 'This field is required.',
      'agreements.2': 'This field is required.',
      'agreements.3': 'This field is required.',
      'agreements.4': 'This field is required.',
      esign_consent: 'This field is required.',
      signature: 'Signature is required',
    });
    const es = await sign({ ...valid, agreements: [false, true, true, true, true] }, true);
    expect(fieldErrors(es.body)).toEqual({
      'agreements.0': 'Este campo es obligatorio.',
      signature: 'La firma es obligatoria',
    });
    expect(await stepRow(enrollment)).toBeUndefined();
  });

  it.each([
    [
      'not a PNG',
      dataUrl(Buffer.from('GIF89a not a png at all, but long enough to look like one..')),
      'The signature must be a PNG image drawn on the signature pad.',
    ],
    [
      'a PNG cut short',
      dataUrl(pngOf(450, 300).subarray(0, 200)),
      'The signature must be a PNG image drawn on the signature pad.',
    ],
    [
      'a PNG far larger than a pad',
      dataUrl(pngOf(4000, 60)),
      'The signature image is too large or not of a signature pad size.',
    ],
    ['a PNG of one pixel', dataUrl(pngOf(1, 1)), 'The signature image is too large or not of a signature pad size.'],
    // Issue 31: right header and end, an IDAT that is not zlib; it took the server down in pdfkit.
    [
      'the crafted PNG of issue 31',
      dataUrl(craftedPng),
      'The signature must be a PNG image drawn on the signature pad.',
    ],
    ['a JPEG data URL', 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', 'Invalid value'],
  ])('refuses a signature that is %s', async (_name, signature, message) => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const res = await sign({ ...(await signing(enrollment)), signature });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ signature: message });
  });

  it('refuses the crafted PNG in Spanish too, and keeps no signature blob', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const res = await sign({ ...(await signing(enrollment, true)), signature: dataUrl(craftedPng) }, true);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      signature: 'La firma debe ser una imagen PNG dibujada en el panel de firma.',
    });
    const blobs = await t.app.db
      .selectFrom('blob')
      .select('id')
      .where('enrollment_id', '=', await internalId(enrollment));
    expect(await blobs.execute()).toEqual([]);
  });

  it('refuses a signature of a text that changed since it was shown (a plan added meanwhile)', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const valid = await signing(enrollment);
    await addLine(enrollment, 'KEY-TERM', 4210);
    const res = await sign({ ...valid, signature: drawn });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      text_sha256:
        'The agreement changed since it was shown (the plans or prices in the cart, or its texts). Please read it again and sign.',
    });
    expect((await sign({ ...(await signing(enrollment)), signature: drawn })).status).toBe(200);
  });

  it('signs with a drawn signature: the record is kept, its personal half sealed, the PNG a sealed blob, the step signed', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    await addLine(enrollment, 'DEN-PLUS', 2950);
    const valid = await signing(enrollment, true);
    const res = await sign({ ...valid, signature: drawn, eprocess: 'rep' }, true);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const step = await stepRow(enrollment);
    expect(step?.state).toBe('signed');
    // The browser's eprocess is not believed: no verification is asked, so the applicant signs.
    expect(step?.data).toMatchObject({
      eprocess: 'sigapplicant',
      signature_method: 'drawn',
      language: 'es',
      esign_consent: true,
      agreements_accepted: 5,
      text_sha256: valid.text_sha256,
      signature_size: { width: 450, height: 300 },
    });
    expect(JSON.stringify(step?.data)).not.toContain('Acuerdo');
    expect(step?.sealed_data).toMatch(/^v2\./);
    const blob = await t.app.db
      .selectFrom('blob')
      .select(['public_id', 'kind', 'content_type'])
      .where('enrollment_id', '=', await internalId(enrollment))
      .where('kind', '=', 'signature')
      .executeTakeFirstOrThrow();
    expect(blob.content_type).toBe('image/png');
    expect(step?.data).toMatchObject({ signature_blob: blob.public_id });
    // Stored as the server wrote it again after decoding it in full: the same pixels, its own bytes.
    const { PNG } = await import('pngjs');
    const kept = PNG.sync.read(Buffer.from(await t.app.blobs.read(blob.public_id)));
    expect(kept.data.equals(PNG.sync.read(pngOf(450, 300)).data)).toBe(true);
  });

  it('signs with a typed name, the keyboard way, and records it as typed', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    // The typed name must be the applicant's as saved on the personal step (decision 0037).
    const { saveStep } = await import('../../step-service');
    const ref = { id: await internalId(enrollment), public_id: enrollment };
    const name = { first_name: 'Ana', middle_name: 'Q.', last_name: 'Typedname' };
    await saveStep(t.app.db, t.app.cipher, ref, 'primary_info', { data: name, sealed: {} }, new Date());
    const valid = await signing(enrollment);
    const empty = await sign({ ...valid, signature_method: 'typed', typed_signature: '  ' });
    expect(fieldErrors(empty.body)).toEqual({ typed_signature: 'Type your full name to sign.' });
    const res = await sign({ ...valid, signature_method: 'typed', typed_signature: 'Ana Q. Typedname' });
    expect(res.status).toBe(200);
    const step = await stepRow(enrollment);
    expect(step?.data).toMatchObject({ signature_method: 'typed', eprocess: 'sigapplicant' });
    expect(JSON.stringify(step)).not.toContain('Typedname');
    expect(t.logLines.join('\n')).not.toContain('Typedname');
  });

  it.each([
    ['agent_name', 'rep'],
    ['group_name', 'group'],
    ['user_name', 'applicant'],
  ])(
    'derives the signer from the configuration: %s required signs as %s, without a drawn signature',
    async (name, signer) => {
      const group = name === 'agent_name' ? 'NOLAND01' : name === 'group_name' ? 'BLUEBIRD' : 'ACME2026';
      await configure(group, { [name]: true, answer: true });
      const enrollment = await enrollmentOf(t.app, cookie, { groupId: await groupRow(group) });
      const fields = await fieldsOf(enrollment);
      expect(fields.get(name)?.required).toBe(true);
      const valid = await signing(enrollment);
      const missing = await sign({ ...valid, eprocess: 'sigapplicant', [name]: undefined });
      expect(missing.status).toBe(400);
      expect(fieldErrors(missing.body)).toMatchObject({ answer: 'Field is required' });
      const res = await sign({ ...valid, [name]: 'Verifier Name', answer: 'Photo ID checked on a video call' });
      expect(res.status).toBe(200);
      expect((await stepRow(enrollment))?.data).toMatchObject({ eprocess: signer, signature_method: 'verified' });
    },
  );

  it('renders a certificate after commit that shows the record and verifies against its digest, and fails for an altered text', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    await addLine(enrollment, 'DEN-PLUS', 2950);
    const valid = await signing(enrollment);
    expect((await sign({ ...valid, signature: drawn })).status).toBe(200);
    const jobs = allJobs({ cipher: t.app.cipher, transport: mailboxTransport, blobs: t.app.blobs });
    expect(await runDueJobs(t.app.db, jobs, new Date(), t.app.log)).toBeGreaterThanOrEqual(1);
    const stored = await t.app.db
      .selectFrom('blob')
      .select(['name', 'content_type'])
      .where('enrollment_id', '=', await internalId(enrollment))
      .where('kind', '=', 'document')
      .execute();
    expect(stored).toEqual([
      { name: `signature-certificate-${valid.text_sha256.slice(0, 16)}`, content_type: 'application/pdf' },
    ]);
    const ref = { id: await internalId(enrollment), public_id: enrollment };
    const certificate = await signatureCertificateOf(t.app.db, t.app.blobs, t.app.cipher, ref);
    expect(certificate?.filename).toBe('signature-certificate.pdf');
    const pdf = Buffer.from(certificate?.content ?? []).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('signed-text.txt');
    // The file embedded in the certificate is byte for byte the text whose digest it states.
    const embedded = embeddedFileOf(Buffer.from(certificate?.content ?? []));
    expect(verifySignedText(embedded, valid.text_sha256)).toBe(true);
    // The record's signed text is the text the digest names; one changed character does not verify.
    const { readStep } = await import('../../step-service');
    const sealed = (await readStep(t.app.db, t.app.cipher, ref, 'agreement_info'))?.sealed;
    const text = String(sealed?.signed_text);
    expect(text).toContain('Brightsmile');
    expect(text).toContain('[Accepted] I have read and agree to the authorization.');
    expect(verifySignedText(text, valid.text_sha256)).toBe(true);
    expect(verifySignedText(text.replace('$29.50', '$19.50'), valid.text_sha256)).toBe(false);
    expect(verifySignedText(`${text} `, valid.text_sha256)).toBe(false);
    // The same bytes every time it is asked for.
    const again = await signatureCertificateOf(t.app.db, t.app.blobs, t.app.cipher, ref);
    expect(Buffer.from(again?.content ?? []).equals(Buffer.from(certificate?.content ?? []))).toBe(true);
  });

  it('answers 404 to a session that does not hold the enrollment, and logs no signature', async () => {
    const enrollment = await enrollmentOf(t.app, cookie);
    const other = await newSessionCookie(t.app);
    for (const url of [
      `get-agreement-texts?enrollment_id=${enrollment}`,
      `get-form-fields-agreement-info?enrollment_id=${enrollment}`,
    ])
      expect((await call('GET', url, undefined, { cookie: other })).status).toBe(404);
    const res = await call(
      'POST',
      'save-agreement-info',
      { ...(await signing(enrollment)), signature: drawn },
      { cookie: other },
    );
    expect(res.status).toBe(404);
    expect(await stepRow(enrollment)).toBeUndefined();
    expect(t.logLines.join('\n')).not.toContain(drawn.slice(30, 90));
  });
});
