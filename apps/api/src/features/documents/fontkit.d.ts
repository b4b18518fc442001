// fontkit, pdfkit's font engine, ships no types. The documents parse each font with `create` once
// and give every document its own view of it (pdfkit.ts); pdfkit takes the parsed font wherever it
// takes a font file (its font factory checks for `layout`).
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
