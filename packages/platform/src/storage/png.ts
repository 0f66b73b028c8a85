const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export type PngCheck = { png: false } | { png: true; width: number; height: number };

/** Reads the signature and the IHDR chunk (always first in a valid PNG) for the dimensions. */
export function inspectPng(bytes: Buffer): PngCheck {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(SIGNATURE)) return { png: false };
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return { png: false };
  return { png: true, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
