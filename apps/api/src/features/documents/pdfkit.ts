/// <reference path="./fontkit.d.ts" />
// pdfkit and the documents' two fonts, loaded when the first document is drawn: about 12 MB that a
// server answering only listings never needs (decision 0028). Each font is read and parsed once per
// process: parsed anew for every document, the fonts took four fifths of its time, and the receipts
// of a burst of completions competed with the completions themselves (decision 0033).
import { readFile } from 'node:fs/promises';
import type { Language } from '@benefit-store/contract/messages/translate';
import type { Font } from 'fontkit';
import type PDFDocument from 'pdfkit';
import { fontFile } from './fonts';

interface Kit {
  PDFDocument: typeof PDFDocument;
  regular: Font;
  bold: Font;
}

let loading: Promise<Kit> | undefined;

function kit(): Promise<Kit> {
  loading ??= (async () => {
    const [{ default: PDFDocument }, { create }] = await Promise.all([import('pdfkit'), import('fontkit')]);
    const [regular, bold] = await Promise.all([readFile(fontFile.regular), readFile(fontFile.bold)]);
    return { PDFDocument, regular: create(regular), bold: create(bold) };
  })();
  return loading;
}

/**
 * A document's own view of a font parsed once: the decoded tables shared, the glyphs its own.
 * fontkit keeps a glyph as it first made it (in the font's `_glyphs`), and a document's subset makes
 * the parts of a composed letter (the A of Á) without their characters. With the glyphs shared, a
 * later document's A had no text: pdftotext read nothing, so copying, searching and screen readers
 * would get nothing (decision 0034). Each document makes its glyphs anew, as when it parsed its own
 * fonts; the tables, most of a parse, are decoded once.
 */
function fontOfDocument(parsed: Font): PDFKit.Mixins.PDFFontSource {
  // pdfkit takes a parsed font wherever it takes a font file; its types say a file alone.
  return Object.create(parsed, { _glyphs: { value: {} } });
}

/**
 * A new letter-size document in `language`, written in the regular font with `regular` and `bold`
 * registered, and its bytes once it ends (every document of this feature).
 */
export async function newDocument(language: Language, info: PDFKit.DocumentInfo) {
  const parsed = await kit();
  const [regular, bold] = [fontOfDocument(parsed.regular), fontOfDocument(parsed.bold)];
  const doc = new parsed.PDFDocument({
    size: 'LETTER',
    margin: 56,
    font: regular as string,
    lang: language,
    info: { ...info, Creator: 'Benefit Store' },
  });
  const done = bytesOf(doc);
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return { doc, done };
}

function bytesOf(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
}
