// pdfkit, loaded when the first document is drawn: about 12 MB that a server answering only
// listings never needs (decision 0028).
let loading: Promise<typeof PDFKit.PDFDocument> | undefined;

/** pdfkit's document class, imported once. */
export function pdfKit(): Promise<typeof PDFKit.PDFDocument> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}
