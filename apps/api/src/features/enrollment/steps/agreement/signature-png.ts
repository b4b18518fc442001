// The drawn signature as the server accepts it: a data URL whose bytes really are a PNG (its
// signature, an IHDR header first, an IEND chunk last) of a signature pad's size, under a byte cap.
// Pure: reads the bytes, decodes nothing else.
import type { MessageKey } from '@benefit-store/contract/messages/en';

/** The largest signature image kept: a 450x300 pad drawn at three device pixels per CSS pixel is far below it. */
export const signatureByteCap = 512 * 1024;
/** Pixel sizes a pad makes: 200x100 CSS pixels at 1x up to 450x300 at 4x. */
const widths = { min: 100, max: 1800 };
const heights = { min: 50, max: 1200 };

const pngPrefix = 'data:image/png;base64,';
const magic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

export type SignaturePng = { ok: true; bytes: Buffer; width: number; height: number } | { ok: false; key: MessageKey };

export function signaturePngOf(dataUrl: string): SignaturePng {
  if (!dataUrl.startsWith(pngPrefix)) return { ok: false, key: 'agreement.signature_image' };
  const base64 = dataUrl.slice(pngPrefix.length);
  // Checked before decoding: base64 is 4 characters for 3 bytes.
  if ((base64.length / 4) * 3 > signatureByteCap + 3) return { ok: false, key: 'agreement.signature_size' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > signatureByteCap) return { ok: false, key: 'agreement.signature_size' };
  const isPng =
    bytes.length >= 8 + 25 + iend.length &&
    bytes.subarray(0, 8).equals(magic) &&
    bytes.readUInt32BE(8) === 13 &&
    bytes.toString('latin1', 12, 16) === 'IHDR' &&
    bytes.subarray(bytes.length - iend.length).equals(iend);
  if (!isPng) return { ok: false, key: 'agreement.signature_image' };
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const sane = width >= widths.min && width <= widths.max && height >= heights.min && height <= heights.max;
  if (!sane) return { ok: false, key: 'agreement.signature_size' };
  return { ok: true, bytes, width, height };
}
