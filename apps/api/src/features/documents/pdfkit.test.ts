// Documents share fonts parsed once per process (decision 0033). Nothing one document draws may take
// text out of the next: a document's subset used to make the parts of a composed letter (the A of
// Á) without their characters, and fontkit kept them so, so a later document's A read back as
// nothing (copying, searching and screen readers lost it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const folder = mkdtempSync(path.join(tmpdir(), 'pdfkit-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The PDF's text as pdftotext reads it, each run of white space as one space. */
function textOf(bytes: Uint8Array, name: string): string {
  const pdf = path.join(folder, `${name}.pdf`);
  writeFileSync(pdf, bytes);
  return execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ').trim();
}

describe('documents sharing the fonts', () => {
  it('read back whole after a document of composed letters, in both fonts', async () => {
    // This process's own fonts, parsed anew: not those other files' documents drew with before.
    vi.resetModules();
    const { newDocument } = await import('./pdfkit');
    const drawn = async (text: string) => {
      const { doc, done } = await newDocument('en', { Title: 'Fonts' });
      doc.font('bold').text(text);
      doc.font('regular').text(text);
      doc.end();
      return done;
    };
    const composed = 'Álvarez Ñandú Çelik Über Éire Íñigo Óscar Úrsula Ŵyn ŝ ĉ';
    const plain = 'Administrative approval Nandu Celik Uber Eire Inigo Oscar Ursula Wyn s c';
    const first = textOf(await drawn(composed), 'composed');
    const second = textOf(await drawn(plain), 'plain');
    expect(first).toBe(`${composed} ${composed}`);
    expect(second).toBe(`${plain} ${plain}`);
  });
});
