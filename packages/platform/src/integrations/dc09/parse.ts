/**
 * Reading SIA DC-09 frames (the receiver side) and receivers' answers (ACK / NAK / DUH), with the CRC and
 * the length checked. An encrypted frame (`"*..."` id) is reported as `encrypted` and not opened here: a
 * receiver decrypts it and reads the clear body with parseBody (the sender reads answers with answer.ts).
 */
import { CR, LF, crc16arc, parseTimestamp, type ResponseKind, type SiaEvent } from './frame.js';

export interface ParsedFrame {
  /** The id between the quotes: SIA-DCS, NULL, ACK, NAK, DUH, ADM-CID... (without a leading `*`). */
  id: string;
  encrypted: boolean;
  sequence: number;
  receiver?: string;
  line: string;
  account?: string;
  /** The first data block's content (between `[` and `]`). */
  data: string;
  /** Extended data blocks after the first, by their letter: `[X18.068600]` -> { X: '18.068600' }. */
  extended: Record<string, string>;
  /** The SIA event in an unencrypted SIA-DCS data block. */
  event?: SiaEvent & { account?: string };
  timestamp?: Date;
  timestampText?: string;
  /** The bytes between `<0LLL>` and `<CR>` (what the CRC covers). */
  body: string;
}

export type ParseError = 'framing' | 'length' | 'crc' | 'format';
export type ParseResult = { ok: true; frame: ParsedFrame } | { ok: false; error: ParseError; detail: string };

const BODY =
  /^"(\*?)([A-Z][A-Z0-9-]*)"(\d{4})(?:R([0-9A-F]{1,6}))?L([0-9A-F]{1,6})(?:#([0-9A-F]{3,16}))?\[([^[\]]*)\]((?:\[[^[\]]*\])*)(?:_([0-9:,-]+))?$/;
const SIA_DATA = /^(?:#([0-9A-F]{3,16}))?\|N(?:ri(\d{1,4})\/)?([A-Z]{2})(\d{0,4})$/;

const fail = (error: ParseError, detail: string): ParseResult => ({ ok: false, error, detail });

/** Parses one complete frame `<LF><crc><0LLL>...<CR>`. */
export function parseFrame(bytes: Uint8Array): ParseResult {
  const buf = Buffer.from(bytes);
  if (buf.length < 11 || buf[0] !== LF || buf[buf.length - 1] !== CR)
    return fail('framing', 'a frame starts with LF and ends with CR');
  const head = buf.subarray(1, 9).toString('latin1');
  if (!/^[0-9A-F]{4}0[0-9A-F]{3}$/.test(head)) return fail('framing', `bad CRC/length field "${head}"`);
  const body = buf.subarray(9, buf.length - 1);
  const length = parseInt(head.slice(5), 16);
  if (length !== body.length) return fail('length', `length field says ${length}, the body has ${body.length}`);
  const crc = parseInt(head.slice(0, 4), 16);
  const computed = crc16arc(body);
  if (crc !== computed) return fail('crc', `CRC field ${head.slice(0, 4)}, computed ${computed.toString(16)}`);
  return parseBody(body.toString('latin1'));
}

/** Reads a frame's body (what the CRC covers): an unencrypted one, or an encrypted one's clear form. */
export function parseBody(text: string): ParseResult {
  const m = BODY.exec(text);
  if (!m) return fail('format', `not a DC-09 message: ${JSON.stringify(text)}`);
  const [, star, id, seq, receiver, line, account, data, ext, stamp] = m as unknown as (string | undefined)[];
  const frame: ParsedFrame = {
    id: id!,
    encrypted: star === '*',
    sequence: Number(seq),
    line: line!,
    data: data!,
    extended: {},
    body: text,
  };
  if (receiver !== undefined) frame.receiver = receiver;
  if (account !== undefined) frame.account = account;
  for (const block of ext!.match(/\[[^[\]]*\]/g) ?? []) {
    const content = block.slice(1, -1);
    if (content) frame.extended[content[0]!] = content.slice(1);
  }
  if (stamp !== undefined) {
    const at = parseTimestamp(stamp);
    if (!at) return fail('format', `bad timestamp "${stamp}"`);
    frame.timestamp = at;
    frame.timestampText = stamp;
  }
  if (frame.id === 'SIA-DCS' && !frame.encrypted) {
    const e = SIA_DATA.exec(frame.data);
    if (!e) return fail('format', `not a SIA data block: "${frame.data}"`);
    const event: ParsedFrame['event'] = { code: e[3]! };
    if (e[1]) event.account = e[1];
    if (e[2]) event.area = Number(e[2]);
    if (e[4]) event.zone = Number(e[4]);
    const lng = Number(frame.extended.X);
    const lat = Number(frame.extended.Y);
    if (
      frame.extended.X !== undefined &&
      frame.extended.Y !== undefined &&
      Number.isFinite(lng) &&
      Number.isFinite(lat)
    )
      event.location = { lat, lng };
    frame.event = event;
  }
  return { ok: true, frame };
}

export interface ParsedResponse {
  kind: ResponseKind;
  frame: ParsedFrame;
}

export type ResponseResult = { ok: true; response: ParsedResponse } | { ok: false; error: ParseError; detail: string };

/** Parses a receiver's answer: ACK, NAK (carrying the receiver's time) or DUH. */
export function parseResponse(bytes: Uint8Array): ResponseResult {
  const parsed = parseFrame(bytes);
  if (!parsed.ok) return parsed;
  const { frame } = parsed;
  if (frame.id !== 'ACK' && frame.id !== 'NAK' && frame.id !== 'DUH')
    return { ok: false, error: 'format', detail: `"${frame.id}" is not an answer` };
  if (frame.id === 'NAK' && !frame.timestamp)
    return { ok: false, error: 'format', detail: 'a NAK carries a timestamp' };
  return { ok: true, response: { kind: frame.id, frame } };
}

/**
 * Cuts a TCP byte stream into frames: everything from an LF up to the next CR. Bytes before an LF are
 * dropped; an unfinished frame waits for more bytes (up to `maxFrame` bytes, then it is dropped).
 */
export class FrameSplitter {
  private pending: Buffer = Buffer.alloc(0);
  constructor(private readonly maxFrame = 4096 + 10) {}

  push(chunk: Uint8Array): Buffer[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : Buffer.from(chunk);
    const frames: Buffer[] = [];
    for (;;) {
      const start = this.pending.indexOf(LF);
      if (start < 0) {
        this.pending = Buffer.alloc(0);
        break;
      }
      const end = this.pending.indexOf(CR, start);
      if (end < 0) {
        this.pending = this.pending.subarray(start);
        if (this.pending.length > this.maxFrame) this.pending = Buffer.alloc(0);
        break;
      }
      frames.push(Buffer.from(this.pending.subarray(start, end + 1)));
      this.pending = this.pending.subarray(end + 1);
    }
    return frames;
  }
}
