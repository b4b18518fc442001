// The agreement step: its texts per group and language with the special carrier's fees and the
// premier price; the verification fields and the signer they make; to the enrollment's session only.
// Signing, the record it keeps and its certificate: agreement-signing.test.ts.
import { describe, expect, it } from 'vitest';
import { agreementApp, drawn } from '../../../../../test/agreement-step';
import { enrollmentOf, fieldErrors, newSessionCookie } from '../../../../../test/app';
import { testDatabases } from '../../../../../test/databases';

describe.each(testDatabases)('agreement step on $name', (database) => {
  const {
    app,
    logLines,
    cookie,
    call,
    groupRow,
    agentRow,
    addLine,
    texts,
    fieldsOf,
    signing,
    sign,
    stepRow,
    configure,
  } = agreementApp(database);

  it('answers the default agreement texts in English and Spanish, with the consent and the digest of the text', async () => {
    const enrollment = await enrollmentOf(app(), cookie());
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
    const enrollment = await enrollmentOf(app(), cookie(), { groupId: await groupRow('ACME2026') });
    const heads = (await texts(enrollment)).result.map((text: { text_head: string }) => text.text_head);
    expect(heads).toContain('Payroll deduction');
    expect(heads).not.toContain('Premium payment');
    expect((await texts(enrollment, true)).result[2].text_head).toBe('Descuento de nómina');
  });

  it("shows the special carrier's fees (spec 001 section 9) and the premier plan's net price, and the digest follows the cart", async () => {
    const enrollment = await enrollmentOf(app(), cookie());
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
    const enrollment = await enrollmentOf(app(), cookie(), { agentId: await agentRow('REP100') });
    const fields = await fieldsOf(enrollment);
    expect(fields.get('signature')?.required).toBe(true);
    expect(fields.get('agent_name')).toMatchObject({ required: false, value: 'Maria Alvarez' });
    expect(fields.get('user_name')?.required).toBe(false);
    expect(fields.get('date')?.value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // No code or answer is ever sent back.
    expect(fields.get('agent_code')?.value).toBeNull();
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
      const enrollment = await enrollmentOf(app(), cookie(), { groupId: await groupRow(group) });
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

  it('answers 404 to a session that does not hold the enrollment, and logs no signature', async () => {
    const enrollment = await enrollmentOf(app(), cookie());
    const other = await newSessionCookie(app());
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
    expect(logLines().join('\n')).not.toContain(drawn.slice(30, 90));
  });
});
