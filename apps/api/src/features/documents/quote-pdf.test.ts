// The quote PDF: its first page renders to a picture that is not blank, and its text reads back
// (names, prices, totals, Spanish accents, the administrative fee notice only when flagged).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type QuotePdfData, renderQuotePdf } from './quote-pdf';

const folder = mkdtempSync(path.join(tmpdir(), 'quote-pdf-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const quote = (language: QuotePdfData['language'], adminFee: boolean): QuotePdfData => ({
  language,
  name: 'Lucía Peña Muñoz',
  sender_name: 'María Álvarez',
  sender_email: 'maria.alvarez@example.com',
  sender_phone: '(214) 555-0142',
  effective_date: '2026-07-01',
  plans: [
    { plan_name: 'Brightsmile Basic Dental', price: '23.40' },
    { plan_name: 'Summit Optional Life', price: '1234.5' },
  ],
  first_month_total: '1257.90',
  recurring_total: '1257.90',
  admin_fee_notice: adminFee,
});

/** Writes the PDF, returns its text (pdftotext) and its first page as PNG bytes (pdftoppm). */
function readBack(bytes: Uint8Array, name: string) {
  const pdf = path.join(folder, `${name}.pdf`);
  writeFileSync(pdf, bytes);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(folder, name)]);
  return { text, png: readFileSync(path.join(folder, `${name}.png`)) };
}

/** How many of a grayscale rendering's pixels are dark: pdftoppm's PGM output, header skipped. */
function darkPixels(bytes: Uint8Array, name: string): number {
  const pdf = path.join(folder, `${name}-gray.pdf`);
  writeFileSync(pdf, bytes);
  const pgm = execFileSync('pdftoppm', ['-gray', '-r', '40', '-f', '1', '-l', '1', pdf]);
  // "P5\n<w> <h>\n255\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('not a PGM image');
  const pixels = pgm.subarray(header[0].length);
  expect(pixels.length).toBe(Number(header[1]) * Number(header[2]));
  return pixels.filter((value) => value < 128).length;
}

describe('quote PDF', () => {
  it('reads back in English: names, contact, date, prices, totals and the fee notice', async () => {
    const bytes = await renderQuotePdf(quote('en', true));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text, png } = readBack(bytes, 'en');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    for (const expected of [
      'Benefit plan quote',
      'Lucía Peña Muñoz',
      'María Álvarez',
      'maria.alvarez@example.com',
      'July 1, 2026',
      'Brightsmile Basic Dental',
      '$23.40',
      '$1,234.50',
      'First month',
      '$1,257.90',
      '3% Administrative fees',
    ])
      expect(text).toContain(expected);
  });

  it('reads back in Spanish, accents included, and without the notice when not flagged', async () => {
    const bytes = await renderQuotePdf(quote('es', false));
    const { text } = readBack(bytes, 'es');
    for (const expected of [
      'Cotización de planes de beneficios',
      'Lucía Peña Muñoz',
      '1 de julio de 2026',
      'Primer mes',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('3%');
  });

  it('draws its first page: a fair share of dark pixels, not a blank page', async () => {
    const dark = darkPixels(await renderQuotePdf(quote('en', true)), 'ink');
    // A letter page at 40 dpi is 340 x 440 pixels; the text covers a few percent of it.
    expect(dark).toBeGreaterThan(1000);
  });
});
