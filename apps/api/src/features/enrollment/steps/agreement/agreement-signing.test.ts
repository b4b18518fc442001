// Signing the agreement: every checkbox, the consent, the signature the signer needs and the digest
// of the text shown; the record it keeps (sealed, state signed, the PNG a sealed blob) and its
// certificate, rendered after commit.
import { describe, expect, it } from 'vitest';
import { agreementApp, dataUrl, drawn, pngOf } from '../../../../../test/agreement-step';
import { enrollmentOf, fieldErrors } from '../../../../../test/app';
import { craftedPng } from '../../../../../test/crafted-png';
import { testDatabases } from '../../../../../test/databases';
import { embeddedFileOf } from '../../../../../test/pdf';
import { allJobs } from '../../../../all-jobs';
import { runDueJobs } from '../../../../jobs/runner';
import { mailboxTransport } from '../../../messaging/transport';
import { signatureCertificateOf } from './certificate';
import { verifySignedText } from './signed-text';

describe.each(testDatabases)('signing the agreement on $name', (database) => {
  const { app, logLines, cookie, internalId, addLine, signing, sign, stepRow } = agreementApp(database);

  it('refuses a signature without the checkboxes, the consent and the signature, each beside its field, in English and Spanish', async () => {
    const enrollment = await enrollmentOf(app(), cookie());
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
    const enrollment = await enrollmentOf(app(), cookie());
    const res = await sign({ ...(await signing(enrollment)), signature });
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({ signature: message });
  });

  it('refuses the crafted PNG in Spanish too, and keeps no signature blob', async () => {
    const enrollment = await enrollmentOf(app(), cookie());
    const res = await sign({ ...(await signing(enrollment, true)), signature: dataUrl(craftedPng) }, true);
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      signature: 'La firma debe ser una imagen PNG dibujada en el panel de firma.',
    });
    const blobs = await app()
      .db.selectFrom('blob')
      .select('id')
      .where('enrollment_id', '=', await internalId(enrollment));
    expect(await blobs.execute()).toEqual([]);
  });

  it('refuses a signature of a text that changed since it was shown (a plan added meanwhile)', async () => {
    const enrollment = await enrollmentOf(app(), cookie());
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
    const enrollment = await enrollmentOf(app(), cookie());
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
    const blob = await app()
      .db.selectFrom('blob')
      .select(['public_id', 'kind', 'content_type'])
      .where('enrollment_id', '=', await internalId(enrollment))
      .where('kind', '=', 'signature')
      .executeTakeFirstOrThrow();
    expect(blob.content_type).toBe('image/png');
    expect(step?.data).toMatchObject({ signature_blob: blob.public_id });
    // Stored as the server wrote it again after decoding it in full: the same pixels, its own bytes.
    const { PNG } = await import('pngjs');
    const kept = PNG.sync.read(Buffer.from(await app().blobs.read(blob.public_id)));
    expect(kept.data.equals(PNG.sync.read(pngOf(450, 300)).data)).toBe(true);
  });

  it('signs with a typed name, the keyboard way, and records it as typed', async () => {
    const enrollment = await enrollmentOf(app(), cookie());
    // The typed name must be the applicant's as saved on the personal step (decision 0037).
    const { saveStep } = await import('../../step-service');
    const ref = { id: await internalId(enrollment), public_id: enrollment };
    const name = { first_name: 'Ana', middle_name: 'Q.', last_name: 'Typedname' };
    await saveStep(app().db, app().cipher, ref, 'primary_info', { data: name, sealed: {} }, new Date());
    const valid = await signing(enrollment);
    const empty = await sign({ ...valid, signature_method: 'typed', typed_signature: '  ' });
    expect(fieldErrors(empty.body)).toEqual({ typed_signature: 'Type your full name to sign.' });
    const res = await sign({ ...valid, signature_method: 'typed', typed_signature: 'Ana Q. Typedname' });
    expect(res.status).toBe(200);
    const step = await stepRow(enrollment);
    expect(step?.data).toMatchObject({ signature_method: 'typed', eprocess: 'sigapplicant' });
    expect(JSON.stringify(step)).not.toContain('Typedname');
    expect(logLines().join('\n')).not.toContain('Typedname');
  });

  it('renders a certificate after commit that shows the record and verifies against its digest, and fails for an altered text', async () => {
    const enrollment = await enrollmentOf(app(), cookie());
    await addLine(enrollment, 'DEN-PLUS', 2950);
    const valid = await signing(enrollment);
    expect((await sign({ ...valid, signature: drawn })).status).toBe(200);
    const jobs = allJobs({ cipher: app().cipher, transport: mailboxTransport, blobs: app().blobs });
    expect(await runDueJobs(app().db, jobs, new Date(), app().log)).toBeGreaterThanOrEqual(1);
    const stored = await app()
      .db.selectFrom('blob')
      .select(['name', 'content_type'])
      .where('enrollment_id', '=', await internalId(enrollment))
      .where('kind', '=', 'document')
      .execute();
    expect(stored).toEqual([
      { name: `signature-certificate-${valid.text_sha256.slice(0, 16)}`, content_type: 'application/pdf' },
    ]);
    const ref = { id: await internalId(enrollment), public_id: enrollment };
    const certificate = await signatureCertificateOf(app().db, app().blobs, app().cipher, ref);
    expect(certificate?.filename).toBe('signature-certificate.pdf');
    const pdf = Buffer.from(certificate?.content ?? []).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('signed-text.txt');
    // The file embedded in the certificate is byte for byte the text whose digest it states.
    const embedded = embeddedFileOf(Buffer.from(certificate?.content ?? []));
    expect(verifySignedText(embedded, valid.text_sha256)).toBe(true);
    // The record's signed text is the text the digest names; one changed character does not verify.
    const { readStep } = await import('../../step-service');
    const sealed = (await readStep(app().db, app().cipher, ref, 'agreement_info'))?.sealed;
    const text = String(sealed?.signed_text);
    expect(text).toContain('Brightsmile');
    expect(text).toContain('[Accepted] I have read and agree to the authorization.');
    expect(verifySignedText(text, valid.text_sha256)).toBe(true);
    expect(verifySignedText(text.replace('$29.50', '$19.50'), valid.text_sha256)).toBe(false);
    expect(verifySignedText(`${text} `, valid.text_sha256)).toBe(false);
    // The same bytes every time it is asked for.
    const again = await signatureCertificateOf(app().db, app().blobs, app().cipher, ref);
    expect(Buffer.from(again?.content ?? []).equals(Buffer.from(certificate?.content ?? []))).toBe(true);
  });
});
