/**
 * SIA DC-09 frames (docs/integrations.md "Frames"; docs/rest-contract.md "SIA DC-09 frames").
 *
 *   <LF><crc><0LLL>"<id>"<seq>R<rcvr>L<line>#<acct>[<data>][X<lon>][Y<lat>]_HH:MM:SS,MM-DD-YYYY<CR>
 *   <LF><crc><0LLL>"*<id>"<seq>R<rcvr>L<line>#<acct>[<hex of AES-CBC(pad|<data>][X..][Y..]_HH:MM:SS,..)><CR>
 *
 * - crc: CRC-16/ARC (poly 0xA001 reflected, init 0) of the bytes from the first `"` to the end of the
 *   timestamp, 4 upper-case hex digits.
 * - 0LLL: the length of those same bytes, `0` and 3 upper-case hex digits.
 * - seq: 0001..9999 (wraps to 0001), the same number on every resend of one event.
 * - R/L: receiver and line prefixes, 1..6 upper-case hex digits each (the receiver is optional).
 * - data: for "SIA-DCS" the DC-07 SIA block `#<acct>|N[ri<area>/]<code><zone>`; empty for "NULL".
 * - [X..][Y..]: DC-09 extended data, longitude and latitude in decimal degrees (6 decimals).
 * - timestamp: UTC; always sent (mandatory in encrypted frames).
 * - encrypted ("*SIA-DCS", "*NULL"): see crypto.ts.
 */
import { encryptContent, randomPad } from './crypto.js';

export const LF = 0x0a;
export const CR = 0x0d;

/** CRC-16/ARC over ASCII bytes: reflected poly 0xA001, init 0, no final xor. */
export function crc16arc(data: string | Uint8Array): number {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc & 0xffff;
}

export const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
const pad2 = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS,MM-DD-YYYY` in UTC (without the leading `_`). */
export function formatTimestamp(at: Date): string {
  return (
    `${pad2(at.getUTCHours())}:${pad2(at.getUTCMinutes())}:${pad2(at.getUTCSeconds())},` +
    `${pad2(at.getUTCMonth() + 1)}-${pad2(at.getUTCDate())}-${at.getUTCFullYear()}`
  );
}

/** Reads `HH:MM:SS,MM-DD-YYYY` as UTC; undefined when it is not one. */
export function parseTimestamp(text: string): Date | undefined {
  const m = /^(\d{2}):(\d{2}):(\d{2}),(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!m) return undefined;
  const [h, mi, s, mo, d, y] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (at.getUTCHours() !== h || at.getUTCMinutes() !== mi || at.getUTCSeconds() !== s) return undefined;
  if (at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return undefined;
  return at;
}

export const MAX_SEQUENCE = 9999;

/** The sequence after `current` (0 or absent starts at 1; 9999 wraps to 1). */
export function nextSequence(current: number | undefined): number {
  return !current || current >= MAX_SEQUENCE ? 1 : current + 1;
}

export class FrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FrameError';
  }
}

const HEX_PREFIX = /^[0-9A-F]{1,6}$/;
const ACCOUNT = /^[0-9A-F]{3,16}$/;
const SIA_CODE = /^[A-Z]{2}$/;
const NUMBER = /^\d{1,4}$/;

export interface Header {
  sequence: number;
  /** Receiver prefix (R), 1..6 upper-case hex digits; omitted when undefined. */
  receiver?: string;
  /** Line prefix (L), 1..6 upper-case hex digits. */
  line: string;
  /** Account (#), 3..16 upper-case hex digits. */
  account: string;
}

export interface SiaEvent {
  /** Two-letter SIA event code (UA, UB, UH, UR, UX, UZ, ...). */
  code: string;
  /** Zone number after the code (0..9999); omitted when undefined. */
  zone?: number;
  /** Area/partition number, `ri<area>/` before the code; omitted when undefined. */
  area?: number;
  /** Where the event happened: DC-09 extended data [X<lon>][Y<lat>]. */
  location?: { lat: number; lng: number };
}

export type Message = { kind: 'SIA-DCS'; event: SiaEvent } | { kind: 'NULL' };

function checkHeader(h: Header) {
  if (!Number.isInteger(h.sequence) || h.sequence < 0 || h.sequence > MAX_SEQUENCE)
    throw new FrameError(`sequence ${h.sequence} is not 0..9999`);
  if (h.receiver !== undefined && !HEX_PREFIX.test(h.receiver))
    throw new FrameError(`receiver "${h.receiver}" is not 1..6 upper-case hex digits`);
  if (!HEX_PREFIX.test(h.line)) throw new FrameError(`line "${h.line}" is not 1..6 upper-case hex digits`);
  if (!ACCOUNT.test(h.account)) throw new FrameError(`account "${h.account}" is not 3..16 upper-case hex digits`);
}

function coordinate(value: number, limit: number, name: string) {
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new FrameError(`${name} ${value} is out of range`);
  return value.toFixed(6);
}

/** The data block(s) after the header: `[#acct|N..code zone][X..][Y..]` or `[]` for NULL. */
export function dataBlocks(message: Message, account: string): string {
  if (message.kind === 'NULL') return '[]';
  const { code, zone, area, location } = message.event;
  if (!SIA_CODE.test(code)) throw new FrameError(`SIA code "${code}" is not two upper-case letters`);
  if (zone !== undefined && !NUMBER.test(String(zone))) throw new FrameError(`zone ${zone} is not 0..9999`);
  if (area !== undefined && !NUMBER.test(String(area))) throw new FrameError(`area ${area} is not 0..9999`);
  let blocks = `[#${account}|N${area !== undefined ? `ri${area}/` : ''}${code}${zone ?? ''}]`;
  if (location)
    blocks += `[X${coordinate(location.lng, 180, 'longitude')}][Y${coordinate(location.lat, 90, 'latitude')}]`;
  return blocks;
}

/** How a frame is encrypted: the key (16, 24 or 32 bytes); `pad` only for repeatable tests. */
export interface Encryption {
  key: Uint8Array;
  pad?: (count: number) => string;
}

/**
 * The part the CRC and length cover: from the first `"` to the end of the timestamp (unencrypted), or to
 * the end of the hex cipher text of everything after the first `[` (encrypted; `at` is then required).
 */
export function frameBody(
  id: string,
  header: Header,
  blocks: string,
  at: Date | undefined,
  encryption?: Encryption,
): string {
  checkHeader(header);
  const receiver = header.receiver !== undefined ? `R${header.receiver}` : '';
  const stamp = at ? `_${formatTimestamp(at)}` : '';
  const head = `${String(header.sequence).padStart(4, '0')}${receiver}L${header.line}#${header.account}`;
  if (!encryption) return `"${id}"${head}${blocks}${stamp}`;
  if (!at) throw new FrameError('an encrypted frame carries a timestamp');
  if (!blocks.startsWith('[')) throw new FrameError('an encrypted frame has a data block');
  return `"*${id}"${head}[${encryptContent(blocks.slice(1) + stamp, encryption.key, encryption.pad ?? randomPad)}`;
}

/** Wraps a body into `<LF><crc><0LLL><body><CR>`. */
export function wrap(body: string): Buffer {
  const bytes = Buffer.from(body, 'latin1');
  if (bytes.length > 0xfff) throw new FrameError(`frame body of ${bytes.length} bytes is longer than 0xFFF`);
  const head = `${hex4(crc16arc(bytes))}0${bytes.length.toString(16).toUpperCase().padStart(3, '0')}`;
  return Buffer.concat([Buffer.from([LF]), Buffer.from(head, 'latin1'), bytes, Buffer.from([CR])]);
}

/** A complete sender frame ("SIA-DCS" event or "NULL" link test) stamped with `at` (UTC), encrypted when asked. */
export function encodeMessage(message: Message, header: Header, at: Date, encryption?: Encryption): Buffer {
  return wrap(frameBody(message.kind, header, dataBlocks(message, header.account), at, encryption));
}

export type ResponseKind = 'ACK' | 'NAK' | 'DUH';

/**
 * A receiver's answer. ACK and DUH echo the frame's sequence, prefixes and account with an empty data
 * block; NAK is the fixed `"NAK"0000R0L0A0[]` with the receiver's time (the sender adopts it).
 */
export function encodeResponse(kind: ResponseKind, to: Header | undefined, at: Date): Buffer {
  if (kind === 'NAK' || !to) return wrap(`"NAK"0000R0L0A0[]_${formatTimestamp(at)}`);
  return wrap(frameBody(kind, to, '[]', undefined));
}
