// Reading a PDF in tests: the bytes of its one embedded file (the signature certificate's signed text).
import { inflateSync } from 'node:zlib';

/** The bytes of the PDF's embedded file (its one `/Type /EmbeddedFile` stream, inflated), as UTF-8. */
export function embeddedFileOf(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const object = text.indexOf('/Type /EmbeddedFile');
  const start = text.indexOf('stream\n', object) + 'stream\n'.length;
  const end = text.indexOf('\nendstream', start);
  const stream = pdf.subarray(start, end);
  const compressed = text.slice(text.lastIndexOf('<<', object), start).includes('/FlateDecode');
  return (compressed ? inflateSync(stream) : stream).toString('utf8');
}
