// The first invoice says when the first payment is taken as the billing step's EFT terms say it
// (spec 001 section 9: "initial payment charged within 0 to 5 days of enrollment"), not "on or after
// the effective date" (issue 32, item 26); a group's list bill or a statement says who pays instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type InvoiceDocumentData, renderInvoicePdf } from './invoice-pdf';

const folder = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const invoice = (method: InvoiceDocumentData['payment']['method']): InvoiceDocumentData => ({
  confirmation: 'BS-AAAA-BBBB-CCCC-DDDD',
  name: 'Ana Ruiz',
  issued: '2026-11-29',
  effective_date: '2027-01-01',
  plans: [{ plan_name: 'Brightsmile Basic Dental', premium: '23.40', fee: '0.00', price: '23.40' }],
  fees_total: '0.00',
  first_month_total: '23.40',
  recurring_total: '23.40',
  payment: { method, last4: method === 'eft' || method === 'cc' ? '1234' : null },
});

/** The PDF's text (pdftotext), its lines joined. */
async function textOf(data: InvoiceDocumentData, language: 'en' | 'es') {
  const file = path.join(folder, `${data.payment.method}-${language}.pdf`);
  writeFileSync(file, await renderInvoicePdf({ ...data, language }));
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the first invoice says when the first payment is taken', () => {
  it.each([['eft'], ['cc'], [null]] as const)(
    'by %s: within 0 to 5 days of enrollment, in English and Spanish',
    async (method) => {
      const en = await textOf(invoice(method), 'en');
      expect(en).toContain('The initial payment is charged within 0 to 5 days of enrollment');
      expect(en).not.toContain('on or after the effective date');
      const es = await textOf(invoice(method), 'es');
      expect(es).toContain('El primer pago se cobra dentro de los 0 a 5 días siguientes a la inscripción');
    },
  );

  it.each([
    [
      'list',
      'Your employer pays these premiums on its list bill',
      'Su empleador paga estas primas en su factura de lista',
    ],
    ['elist', 'drafted from your group', 'se debitan de la cuenta bancaria de su grupo'],
    ['stmt', 'billed on a statement each month', 'se facturan en un estado de cuenta cada mes'],
  ] as const)('by %s: who pays, and no charge of 0 to 5 days', async (method, english, spanish) => {
    const en = await textOf(invoice(method), 'en');
    expect(en).toContain(english);
    expect(en).not.toContain('0 to 5 days');
    expect(await textOf(invoice(method), 'es')).toContain(spanish);
  });
});
