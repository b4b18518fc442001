// The drawn signature as the server accepts it: a data URL whose bytes decode in full as a PNG of a
// signature pad's size, under a byte cap, kept as the server writes it again (documents/png-image,
// decision 0035). Anything that does not decode is refused beside the signature field.
import type { MessageKey } from '@benefit-store/contract/messages/en';
import { cleanPng, type PngBounds } from '../../../documents/png-image';

/** The largest signature image kept: a 450x300 pad drawn at three device pixels per CSS pixel is far below it. */
export const signatureByteCap = 512 * 1024;
/** Pixel sizes a pad makes: 200x100 CSS pixels at 1x up to 450x300 at 4x. */
const bounds: PngBounds = {
  maxBytes: signatureByteCap,
  width: { min: 100, max: 1800 },
  height: { min: 50, max: 1200 },
};

const pngPrefix = 'data:image/png;base64,';

export type SignaturePng = { ok: true; bytes: Buffer; width: number; height: number } | { ok: false; key: MessageKey };

export function signaturePngOf(dataUrl: string): SignaturePng {
  if (!dataUrl.startsWith(pngPrefix)) return { ok: false, key: 'agreement.signature_image' };
  const base64 = dataUrl.slice(pngPrefix.length);
  // Checked before decoding: base64 is 4 characters for 3 bytes.
  if ((base64.length / 4) * 3 > signatureByteCap + 3) return { ok: false, key: 'agreement.signature_size' };
  const png = cleanPng(Buffer.from(base64, 'base64'), bounds);
  if (!png.ok)
    return { ok: false, key: png.problem === 'size' ? 'agreement.signature_size' : 'agreement.signature_image' };
  return png;
}
