import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { expect } from 'vitest';

/** The bytes are a PNG of that size showing the same pixels as `original` (re-encoding may change the bytes). */
export async function expectSamePicture(bytes: Buffer, original: Buffer, size = { width: 200, height: 200 }) {
  const meta = await sharp(bytes).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', ...size });
  const pixels = async (b: Buffer) => sharp(b).removeAlpha().raw().toBuffer();
  expect((await pixels(bytes)).equals(await pixels(original))).toBe(true);
}

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** `png` with `chunk` inserted before its IEND (the last 12 bytes). */
export function withChunkBeforeEnd(png: Buffer, chunk: Buffer): Buffer {
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

/** `png` without its image data (IDAT chunks): a valid header and end, nothing to decode. */
export function withoutImageData(png: Buffer): Buffer {
  const parts: Buffer[] = [png.subarray(0, 8)];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type !== 'IDAT') parts.push(png.subarray(at, at + 12 + length));
    at += 12 + length;
  }
  return Buffer.concat(parts);
}
