// The PNG of issue 31: right signature, IHDR (200x100 RGBA) and IEND, an IDAT that is not zlib.
// pdfkit's png-js threw inside a zlib callback on it, and the process died. Also a well-formed PNG
// of a pad's size, and a PNG whose header announces more pixels than any bound allows.
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A 8-bit RGBA PNG of `width` x `height` whose one IDAT holds `idat` as given. */
export function pngOf(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** 65 bytes; its IDAT's 8 bytes are not valid zlib. */
export const craftedPng = pngOf(200, 100, Buffer.from('notzlib!', 'latin1'));

/** A blank 200x100 RGBA image, as a pad would send before anyone draws. */
export const padPng = (width = 200, height = 100) =>
  pngOf(width, height, deflateSync(Buffer.alloc((width * 4 + 1) * height)));

export const dataUrlOf = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
