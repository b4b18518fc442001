// Images from outside (the drawn signature, the wizard's screenshots) as the server keeps them:
// decoded in full by pngjs (pure JavaScript) and written again, so what is stored and later handed
// to pdfkit is a PNG this server made. Bytes and pixel sizes are bounded before and after decoding;
// the header's dimensions are checked before anything is inflated (a decompression bomb inflates
// to at most the pixels it announces). Decision record 0035.
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

export interface PngBounds {
  /** The most bytes taken in, and the most the re-encoded image may have. */
  maxBytes: number;
  width: { min: number; max: number };
  height: { min: number; max: number };
  /** The most pixels decoded (4 bytes each in memory), when fewer than width.max x height.max. */
  maxPixels?: number;
}

/** `image`: not a PNG that decodes; `size`: too many bytes or pixels, or sizes out of bounds. */
export type CleanPng =
  | { ok: true; bytes: Buffer; width: number; height: number }
  | { ok: false; problem: 'image' | 'size' };

const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The IHDR's sizes, bit depth, colour type and interlace method, when the bytes begin as a PNG does. */
function headerOf(bytes: Buffer) {
  const isPng =
    bytes.length >= magic.length + 25 &&
    bytes.subarray(0, magic.length).equals(magic) &&
    bytes.readUInt32BE(8) === 13 &&
    bytes.toString('latin1', 12, 16) === 'IHDR';
  if (!isPng) return undefined;
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bitDepth: bytes.readUInt8(24),
    colorType: bytes.readUInt8(25),
    interlace: bytes.readUInt8(28),
  };
}

/** Samples a pixel has, by colour type (greyscale, RGB, palette, greyscale and alpha, RGBA). */
const samplesOf: Partial<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The IDAT chunks' data joined, or undefined when a chunk runs past the end of the bytes. */
function imageDataOf(bytes: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  for (let at = magic.length; at + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) return undefined;
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return Buffer.concat(parts);
}

/**
 * Whether the image data inflates, as a whole zlib stream, to exactly the filtered rows the header
 * announces (non-interlaced). pngjs cannot be trusted with this: its synchronous inflate waits for a
 * `_hadError` flag that Node no longer sets, so on a zlib error it returns its output buffer
 * unwritten (Buffer.allocUnsafe: whatever memory the process had there), and rows that happen to
 * begin with a valid filter byte decode as pixels. Node's own inflateSync throws on every such error.
 */
function inflatesToRows(bytes: Buffer, header: NonNullable<ReturnType<typeof headerOf>>): boolean {
  const samples = samplesOf[header.colorType];
  const data = imageDataOf(bytes);
  if (samples === undefined || data === undefined) return false;
  const rowBytes = Math.ceil((header.width * samples * header.bitDepth) / 8) + 1;
  const expected = rowBytes * header.height;
  try {
    return inflateSync(data, { maxOutputLength: expected }).length === expected;
  } catch {
    return false;
  }
}

const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;

/**
 * `bytes` decoded in full and encoded anew (RGBA, 8 bits), or why not. Interlaced images are refused
 * before decoding: pngjs inflates them without its output bound, and neither a canvas nor a
 * signature pad makes them.
 */
export function cleanPng(bytes: Uint8Array, bounds: PngBounds): CleanPng {
  if (bytes.length > bounds.maxBytes) return { ok: false, problem: 'size' };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const header = headerOf(buffer);
  if (!header) return { ok: false, problem: 'image' };
  const pixels = header.width * header.height;
  if (!within(header.width, bounds.width) || !within(header.height, bounds.height))
    return { ok: false, problem: 'size' };
  if (bounds.maxPixels !== undefined && pixels > bounds.maxPixels) return { ok: false, problem: 'size' };
  if (header.interlace !== 0 || !inflatesToRows(buffer, header)) return { ok: false, problem: 'image' };
  let decoded: PNG;
  try {
    decoded = PNG.sync.read(buffer);
  } catch {
    return { ok: false, problem: 'image' };
  }
  if (decoded.width !== header.width || decoded.height !== header.height) return { ok: false, problem: 'image' };
  // No per-row filter search: pngjs's adaptive filtering tried all five filters on every row and took
  // three to four times as long, in the request's thread, for a few percent of bytes.
  const written = PNG.sync.write(decoded, {
    colorType: 6,
    inputColorType: 6,
    bitDepth: 8,
    inputHasAlpha: true,
    filterType: 0,
    deflateLevel: 6,
  });
  if (written.length > bounds.maxBytes) return { ok: false, problem: 'size' };
  return { ok: true, bytes: written, width: decoded.width, height: decoded.height };
}
