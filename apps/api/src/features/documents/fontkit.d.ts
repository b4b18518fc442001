// fontkit, pdfkit's font engine, ships no types. The documents use `create` alone: pdfkit takes the
// font it parses wherever it takes a font file (its font factory checks for `layout`).
declare module 'fontkit' {
  export function create(buffer: Uint8Array): PDFKit.Mixins.PDFFontSource;
}
