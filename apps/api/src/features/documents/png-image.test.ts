// cleanPng refuses every PNG whose image data does not inflate, in full, to exactly the rows its
// header announces, whatever memory the process happens to hand out (decision 0035). pngjs's
// synchronous inflate misses zlib's errors on current Node and returns its output buffer unwritten;
// fresh memory is often zeros, which read as rows of filter 0, so a crafted PNG was accepted now and
// then and its "pixels" were the process's memory.
import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { craftedPng, padPng, pngOf } from '../../../test/crafted-png';
import { cleanPng, type PngBounds } from './png-image';

const bounds: PngBounds = { maxBytes: 1024 * 1024, width: { min: 1, max: 2000 }, height: { min: 1, max: 2000 } };
/** The filtered rows of a blank 200x100 RGBA image: 100 rows of a filter byte and 800 bytes. */
const rows = (count: number) => Buffer.alloc((200 * 4 + 1) * count);

describe('cleanPng', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['the crafted PNG of issue 31 (an IDAT that is not zlib)', craftedPng],
    ['a zlib stream cut short', pngOf(200, 100, deflateSync(rows(100)).subarray(0, 20))],
    ['data that inflates to fewer rows than the header announces', pngOf(200, 100, deflateSync(rows(99)))],
    ['data that inflates to more rows than the header announces', pngOf(200, 100, deflateSync(rows(101)))],
    ['a PNG with no image data', pngOf(200, 100, Buffer.alloc(0))],
  ])('refuses %s, even when the memory handed out is zeros', (_name, png) => {
    expect(cleanPng(png, bounds)).toEqual({ ok: false, problem: 'image' });
    // Fresh memory from the system is zeros: what made the refusal depend on the machine's load.
    vi.spyOn(Buffer, 'allocUnsafe').mockImplementation((size) => Buffer.alloc(size));
    for (let attempt = 0; attempt < 3; attempt++)
      expect(cleanPng(png, bounds)).toEqual({ ok: false, problem: 'image' });
  });

  it.each([
    ['8-bit RGBA', 6, 8],
    ['8-bit RGB', 2, 8],
    ['16-bit RGBA', 6, 16],
    ['8-bit grey', 0, 8],
  ] as const)('keeps a well-formed %s PNG with its pixels', (_name, colorType, bitDepth) => {
    const image = new PNG({ width: 30, height: 20 });
    for (let at = 0; at < image.data.length; at += 4) image.data.set([at % 251, 0, (at >> 2) % 256, 255], at);
    if (colorType === 0) for (let at = 0; at < image.data.length; at += 4) image.data.fill(at % 251, at, at + 3);
    const png = PNG.sync.write(image, { colorType, bitDepth, inputHasAlpha: true });
    const clean = cleanPng(png, bounds);
    expect(clean).toMatchObject({ ok: true, width: 30, height: 20 });
    if (!clean.ok) return;
    // 16 bits a channel come back rescaled to 8, not always to the same value.
    if (bitDepth === 8) expect(PNG.sync.read(clean.bytes).data.equals(image.data)).toBe(true);
  });

  it("keeps a signature pad's blank image", () => {
    expect(cleanPng(padPng(), bounds)).toMatchObject({ ok: true, width: 200, height: 100 });
  });
});
