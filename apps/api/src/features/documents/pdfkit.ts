// pdfkit, loaded when the first document is drawn: about 12 MB that a server answering only
// listings never needs (decision 0028).
import type PDFDocument from 'pdfkit';

let loading: Promise<typeof PDFDocument> | undefined;

/** pdfkit's document class, imported once. */
export function pdfKit(): Promise<typeof PDFDocument> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}
