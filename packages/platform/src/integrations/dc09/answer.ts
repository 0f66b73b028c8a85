/**
 * Reading a receiver's answer the way the sender needs it: strict where delivery depends on it (framing,
 * length, CRC, the id, the sequence, the account, an encrypted answer's key and timestamp), tolerant of
 * the rest. A field that is malformed but not needed (pysiaalarm writes `None` where a receiver number is
 * missing) is an oddity: kept for the log, not a reason to resend.
 *
 * Also read: a bare `"NAK"` (or `"ACK"`, `"DUH"`) without LF, CRC or length, which pysiaalarm answers for an
 * account it does not know.
 */
import { decryptContent, withoutPad } from './crypto.js';
import { CR, LF, crc16arc, parseTimestamp, type ResponseKind } from './frame.js';

export interface Answer {
  kind: ResponseKind;
  /** `"*ACK"`: the answer's data is encrypted. */
  encrypted: boolean;
  /** The bare `"NAK"` form: no sequence, no account, no time. */
  bare: boolean;
  sequence?: number;
  receiver?: string;
  line?: string;
  account?: string;
  /** The receiver's clock (NAK: the time to adopt). */
  timestamp?: Date;
  /** Set when an encrypted answer could not be read with the key (no key, wrong key, no timestamp). */
  unreadable?: string;
  /** Malformed fields the answer was read past. */
  oddities: string[];
}

export type AnswerReading = { ok: true; answer: Answer } | { ok: false; detail: string };

const ACCOUNT = /^[0-9A-F]{3,16}$/;
const PREFIX = /^[0-9A-F]{1,6}$/;
const BARE = /^\s*"(ACK|NAK|DUH)"\s*$/;
const BODY = /^"(\*?)(ACK|NAK|DUH)"(\d{4})([^[]*)\[(.*)$/s;
/** After `[` (or after an encrypted block's pad): data, `]`, extended data blocks, timestamp. */
const TAIL = /^([^[\]]*)\]((?:\[[^[\]]*\])*)(?:_(.*))?$/s;

/** A field shown in the log: quoted, at most 24 characters. */
const shown = (text: string) => JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}...` : text);

/** True for bytes that are a bare answer (`"NAK"`), so the reader stops waiting for a frame. */
export const isBareAnswer = (bytes: Uint8Array) => BARE.test(Buffer.from(bytes).toString('latin1'));

/** The header fields between the sequence and `[`: `R<rcvr>L<line>#<acct>`, read from the right. */
function address(text: string, oddities: string[]) {
  let rest = text;
  const out: { receiver?: string; line?: string; account?: string } = {};
  const hash = rest.lastIndexOf('#');
  if (hash >= 0) {
    const account = rest.slice(hash + 1);
    if (ACCOUNT.test(account)) out.account = account;
    else oddities.push(`account field ${shown(account)} is malformed`);
    rest = rest.slice(0, hash);
  }
  const line = /L([0-9A-F]{1,6})$/.exec(rest);
  if (line) {
    out.line = line[1]!;
    rest = rest.slice(0, line.index);
  }
  if (rest) {
    const receiver = /^R(.*)$/s.exec(rest);
    if (receiver && PREFIX.test(receiver[1]!)) out.receiver = receiver[1]!;
    else if (line) oddities.push(`receiver field ${shown(rest)} is malformed`);
    else oddities.push(`line field missing or malformed in ${shown(rest)}`);
  } else if (!line) oddities.push('line field missing');
  return out;
}

/** Reads one answer: a framed `<LF><crc><0LLL>"ACK"...<CR>` (decrypted with `key` when `"*ACK"`) or a bare one. */
export function readAnswer(bytes: Uint8Array, key?: Uint8Array): AnswerReading {
  const buf = Buffer.from(bytes);
  const bare = BARE.exec(buf.toString('latin1'));
  if (bare) return { ok: true, answer: { kind: bare[1] as ResponseKind, encrypted: false, bare: true, oddities: [] } };
  if (buf.length < 11 || buf[0] !== LF || buf[buf.length - 1] !== CR)
    return { ok: false, detail: 'not a frame (LF ... CR)' };
  const head = buf.subarray(1, 9).toString('latin1');
  if (!/^[0-9A-F]{4}[0-9A-F]{4}$/i.test(head)) return { ok: false, detail: 'bad CRC/length field' };
  const body = buf.subarray(9, buf.length - 1);
  if (parseInt(head.slice(4), 16) !== body.length) return { ok: false, detail: 'length field does not match' };
  if (parseInt(head.slice(0, 4), 16) !== crc16arc(body)) return { ok: false, detail: 'CRC does not match' };
  const m = BODY.exec(body.toString('latin1'));
  if (!m) return { ok: false, detail: 'not an ACK, NAK or DUH' };
  const [, star, kind, seq, addr, rest] = m as unknown as [string, string, ResponseKind, string, string, string];
  const oddities: string[] = [];
  const answer: Answer = {
    kind,
    encrypted: star === '*',
    bare: false,
    sequence: Number(seq),
    ...address(addr, oddities),
    oddities,
  };
  if (answer.encrypted) {
    const plain = key ? decryptContent(rest, key) : undefined;
    const inner = plain === undefined ? undefined : withoutPad(plain);
    const parts = inner === undefined ? undefined : TAIL.exec(inner);
    const at = parts?.[3] !== undefined ? parseTimestamp(parts[3]) : undefined;
    if (!key) answer.unreadable = 'an encrypted answer, and the integration has no key';
    else if (!parts || !at) answer.unreadable = 'the encrypted answer does not read with the key';
    else answer.timestamp = at;
    return { ok: true, answer };
  }
  const parts = TAIL.exec(rest);
  if (!parts) {
    oddities.push(`data block ${shown(rest)} is malformed`);
    return { ok: true, answer };
  }
  if (parts[3] !== undefined) {
    const at = parseTimestamp(parts[3]);
    if (at) answer.timestamp = at;
    else oddities.push(`timestamp ${shown(parts[3])} is malformed`);
  }
  return { ok: true, answer };
}
