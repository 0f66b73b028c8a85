/**
 * The short-XML alarm message: the Nordic SOS Access v4 alarm request (`<alarmrequest>`) and its answer
 * (`<alarmresponse>`), ISO-8859-1 encoded, one XML document each way on one TCP connection.
 * docs/integrations.md gives the exact bytes; this file builds and reads them.
 *
 * Building refuses (ShortXmlFormatError) what the protocol does not allow instead of sending something
 * the receiver would refuse or misread: control characters, values over the protocol's lengths, a
 * transmitter type that is not 5 characters, coordinates out of range. Characters outside ISO-8859-1 in
 * the free texts (the alarm text, the address) are sent as `?` (an alarm must not be lost to an emoji in
 * an incident's name); in the identifiers (reference, pin, uid, receiver, type, event code) they are
 * refused.
 */

/** What a receiving centre needs to know about the sending side. */
export interface ShortXmlTarget {
  host: string;
  port: number;
  /** Authentication (the integration's pin): at most 15 characters (SOS Alarm issues 15). */
  pin: string;
  /** Transmitter code (the integration's uid): 1..15 characters. */
  uid: string;
  /** Receiver (distribution to one of the centre's monitoring centres), 1..20 characters. Default "1". */
  receiver?: string;
  /** Transmitter type, exactly 5 characters, given by the alarm operator. Default "VAKT1". */
  transmitterType?: string;
}

export interface ShortXmlAlarm {
  /** The outbox event's id: the receiver's de-duplication key, the same on every resend. 1..50 characters. */
  reference: string;
  /** Two-letter SIA code (the integration's sia_code_* for the event); the protocol allows 1..25 characters. */
  code: string;
  /** The event's text for the operator (incident kind and name, or the device's name). */
  text: string;
  /** Optional details. */
  address?: string;
  lat?: number;
  lng?: number;
  /** When the event happened (sent as the transmitter time, UTC). */
  at: Date;
  /** AL (alarm, the default) or RE (restore of an earlier alarm with the same event code). */
  alarmType?: 'AL' | 'RE';
}

export const DEFAULT_RECEIVER = '1';
export const DEFAULT_TRANSMITTER_TYPE = 'VAKT1';
/** The protocol's limit for one telegram, XML declaration and tags included. */
export const MAX_MESSAGE_BYTES = 100_000;
/** additionalinfo: 1..2000 characters. */
export const MAX_TEXT = 2000;

export const XML_DECLARATION = '<?xml version="1.0" encoding="ISO-8859-1"?>';

/** The answer's status codes (SOS Access v4). */
export const STATUS_INFO: Record<number, string> = {
  0: 'OK',
  1: 'INVALID_LENGTH',
  2: 'INVALID_XML',
  3: 'WRONG_CONTENT',
  4: 'NOT_AUTHORIZED',
  5: 'NOT_TREATED_NOT_DISTRIBUTED',
  7: 'MANDATORY_DATA_MISSING',
  9: 'SERVICE_UNAVAILABLE',
  10: 'DUPLICATED_ALARM',
  98: 'SERVER_ERROR',
  99: 'OTHER_ERROR',
  100: 'XML_HEADER_MISSING_OR_INVALID',
  101: 'PING_TO_OFTEN',
};

/**
 * What an answer's status means to the sender:
 * - `ok`: delivered (0 OK; 10 DUPLICATED_ALARM: the centre already has this alarm, e.g. a resend after a
 *   lost answer);
 * - `retry`: the centre could not take it now (5 NOT_TREATED_NOT_DISTRIBUTED, 98 SERVER_ERROR,
 *   99 OTHER_ERROR, or a status this table does not know): resent after the backoff, within the bounds;
 * - `refused`: the message itself or the transmitter is refused (1, 2, 3, 4, 7, 9, 100, 101): the same
 *   bytes would be refused again, so it is never resent.
 */
export type StatusClass = 'ok' | 'retry' | 'refused';
export function statusClass(status: number): StatusClass {
  if (status === 0 || status === 10) return 'ok';
  if ([1, 2, 3, 4, 7, 9, 100, 101].includes(status)) return 'refused';
  return 'retry';
}

export class ShortXmlFormatError extends Error {
  constructor(
    /** The element at fault (`authentication`, `additionalinfo`, ...). */
    readonly field: string,
    detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'ShortXmlFormatError';
  }
}

/** C0 controls, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
// eslint-disable-next-line no-control-regex
const NOT_LATIN1 = /[^\x00-\xff]/u;
// eslint-disable-next-line no-control-regex
const NOT_LATIN1_ALL = /[^\x00-\xff]/gu;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;',
  );
}

interface Rule {
  min: number;
  max: number;
  /** Free text: characters outside ISO-8859-1 become `?` instead of being refused. */
  free?: boolean;
}

function checked(field: string, value: string, rule: Rule): string {
  if (typeof value !== 'string') throw new ShortXmlFormatError(field, 'missing');
  const c = CONTROL.exec(value);
  if (c)
    throw new ShortXmlFormatError(
      field,
      `control character U+${c[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')} at ${c.index}`,
    );
  let v = value;
  if (NOT_LATIN1.test(v)) {
    if (!rule.free) throw new ShortXmlFormatError(field, 'a character outside ISO-8859-1');
    v = v.replace(NOT_LATIN1_ALL, '?');
  }
  if (v.length < rule.min || v.length > rule.max)
    throw new ShortXmlFormatError(
      field,
      rule.min === rule.max
        ? `${v.length} characters, must be ${rule.min}`
        : v.length < rule.min
          ? 'empty'
          : `${v.length} characters, at most ${rule.max}`,
    );
  return v;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD HH:MM:SS.mmm`, UTC (the protocol's 23-character transmitter time). */
export function formatTransmitterTime(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new ShortXmlFormatError('transmittertime', 'not a date');
  return (
    `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())}.${pad(at.getUTCMilliseconds(), 3)}`
  );
}

/**
 * WGS84 as the protocol writes it: `NDDMMmmEDDDMMmm` — hemisphere letter (N/S, E/W), degrees (2 digits
 * for latitude, 3 for longitude), whole minutes (2 digits) and hundredths of a minute (2 digits), rounded
 * to the nearest hundredth of a minute (about 18 m). 59.329323, 18.068581 -> `N591976E0180411`.
 */
export function formatPosition(lat: number, lng: number): string {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw new ShortXmlFormatError('pos', `latitude ${lat}`);
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) throw new ShortXmlFormatError('pos', `longitude ${lng}`);
  const part = (value: number, width: number) => {
    const hundredths = Math.round(Math.abs(value) * 6000);
    const degrees = Math.floor(hundredths / 6000);
    const rest = hundredths % 6000;
    return pad(degrees, width) + pad(Math.floor(rest / 100)) + pad(rest % 100);
  };
  return `${lat < 0 ? 'S' : 'N'}${part(lat, 2)}${lng < 0 ? 'W' : 'E'}${part(lng, 3)}`;
}

/** The elements of a request in the order they are written, with their values as sent (unescaped). */
export function alarmRequestElements(alarm: ShortXmlAlarm, target: ShortXmlTarget): [string, string][] {
  if (alarm.alarmType !== undefined && alarm.alarmType !== 'AL' && alarm.alarmType !== 'RE')
    throw new ShortXmlFormatError('alarmtype', `"${String(alarm.alarmType)}", must be AL or RE`);
  const out: [string, string][] = [
    ['reference', checked('reference', alarm.reference, { min: 1, max: 50 })],
    ['authentication', checked('authentication', target.pin, { min: 1, max: 15 })],
    ['receiver', checked('receiver', target.receiver ?? DEFAULT_RECEIVER, { min: 1, max: 20 })],
    ['transmittertime', formatTransmitterTime(alarm.at)],
    ['alarmtype', alarm.alarmType === 'RE' ? 'RE' : 'AL'],
    [
      'transmittertype',
      checked('transmittertype', target.transmitterType ?? DEFAULT_TRANSMITTER_TYPE, { min: 5, max: 5 }),
    ],
    ['transmittercode', checked('transmittercode', target.uid, { min: 1, max: 15 })],
    ['eventcode', checked('eventcode', alarm.code, { min: 1, max: 25 })],
  ];
  const lines = [alarm.text ?? '', alarm.address ?? ''].map((t, i) =>
    checked(i === 0 ? 'additionalinfo' : 'additionalinfo (address)', t, { min: 0, max: MAX_TEXT, free: true }),
  );
  const info = lines.filter(Boolean).join('\n');
  if (info.length > MAX_TEXT)
    throw new ShortXmlFormatError('additionalinfo', `${info.length} characters, at most ${MAX_TEXT}`);
  if (info) out.push(['additionalinfo', info]);
  const hasLat = alarm.lat !== undefined && alarm.lat !== null;
  const hasLng = alarm.lng !== undefined && alarm.lng !== null;
  if (hasLat && hasLng) out.push(['pos', formatPosition(alarm.lat!, alarm.lng!)]);
  return out;
}

function document(root: string, elements: [string, string][]): Buffer {
  let xml = `${XML_DECLARATION}\n<${root}>`;
  for (const [name, value] of elements)
    xml +=
      name === 'pos' ? `<position><pos>${escapeXml(value)}</pos></position>` : `<${name}>${escapeXml(value)}</${name}>`;
  xml += `</${root}>`;
  const bytes = Buffer.from(xml, 'latin1');
  if (bytes.length > MAX_MESSAGE_BYTES)
    throw new ShortXmlFormatError(root, `${bytes.length} bytes, at most ${MAX_MESSAGE_BYTES}`);
  return bytes;
}

/** The exact bytes of the `<alarmrequest>` for `alarm` to `target`; throws ShortXmlFormatError. */
export function encodeAlarmRequest(alarm: ShortXmlAlarm, target: ShortXmlTarget): Buffer {
  return document('alarmrequest', alarmRequestElements(alarm, target));
}

/**
 * The exact bytes of a `<pingrequest>` (the protocol's heartbeat, "monitored connection"): authentication,
 * reference, transmitter code and type, checked as in the alarm request.
 */
export function encodePingRequest(target: ShortXmlTarget, reference: string): Buffer {
  return document('pingrequest', [
    ['authentication', checked('authentication', target.pin, { min: 1, max: 15 })],
    ['reference', checked('reference', reference, { min: 1, max: 50 })],
    ['transmittercode', checked('transmittercode', target.uid, { min: 1, max: 15 })],
    [
      'transmittertype',
      checked('transmittertype', target.transmitterType ?? DEFAULT_TRANSMITTER_TYPE, { min: 5, max: 5 }),
    ],
  ]);
}

export interface AlarmResponse {
  reference?: string;
  status: number;
  info: string;
  arrivalTime?: string;
}

/** An `<alarmresponse>` (the receiver side; the test receiver writes these), or a `<pingresponse>`. */
export function encodeAlarmResponse(response: AlarmResponse, root = 'alarmresponse'): Buffer {
  const elements: [string, string][] = [];
  if (response.reference !== undefined) elements.push(['reference', response.reference]);
  elements.push(['status', String(response.status)], ['info', response.info]);
  if (response.arrivalTime !== undefined) elements.push(['arrivaltime', response.arrivalTime]);
  return document(root, elements);
}

// ---------------------------------------------------------------------------------------------------------
// Reading: a small, strict XML reader for these flat documents (elements, text, entities, CDATA, comments;
// attributes are skipped). Element names are compared lower-cased.

export interface XmlElement {
  name: string;
  text: string;
  children: XmlElement[];
}

export type XmlResult = { ok: true; root: XmlElement; declaration?: string } | { ok: false; error: string };

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string | undefined {
  let bad = false;
  const out = text.replace(/&([^;&\s]*);?/g, (all, name: string) => {
    if (!all.endsWith(';')) bad = true;
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#x([0-9a-f]+)$/i.exec(name)
      ? parseInt(name.slice(2), 16)
      : /^#\d+$/.test(name)
        ? Number(name.slice(1))
        : NaN;
    if (!Number.isInteger(code) || code > 0x10ffff) {
      bad = true;
      return '';
    }
    return String.fromCodePoint(code);
  });
  return bad ? undefined : out;
}

/** The encoding a document declares (`encoding="..."`), lower-cased; latin1 when none or unknown. */
function decodeBytes(bytes: Uint8Array): string {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const buf = Buffer.from(bom ? bytes.subarray(3) : bytes);
  const head = buf.subarray(0, 100).toString('latin1');
  const m = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  return bom || (m && /^utf-?8$/i.test(m[1]!)) ? buf.toString('utf8') : buf.toString('latin1');
}

export function parseXml(bytes: Uint8Array): XmlResult {
  const src = decodeBytes(bytes).replace(/^\uFEFF/, '');
  let i = 0;
  const fail = (error: string): XmlResult => ({ ok: false, error: `${error} at ${i}` });
  const skipMisc = () => {
    for (;;) {
      while (i < src.length && /\s/.test(src[i]!)) i++;
      if (src.startsWith('<!--', i)) {
        const end = src.indexOf('-->', i + 4);
        if (end < 0) return false;
        i = end + 3;
      } else return true;
    }
  };
  let declaration: string | undefined;
  while (i < src.length && /\s/.test(src[i]!)) i++;
  if (src.startsWith('<?xml', i)) {
    const end = src.indexOf('?>', i);
    if (end < 0) return fail('unterminated XML declaration');
    declaration = src.slice(i, end + 2);
    i = end + 2;
  }
  if (!skipMisc()) return fail('unterminated comment');

  const element = (depth: number): XmlElement | string => {
    if (depth > 16) return 'nested too deep';
    const open = /^<([A-Za-z_][\w.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/.exec(src.slice(i));
    if (!open) return 'expected an element';
    i += open[0].length;
    const el: XmlElement = { name: open[1]!.toLowerCase(), text: '', children: [] };
    if (open[3] === '/') return el;
    for (;;) {
      if (i >= src.length) return `unterminated <${open[1]}>`;
      if (src.startsWith('</', i)) {
        const close = /^<\/([A-Za-z_][\w.-]*)\s*>/.exec(src.slice(i));
        if (!close || close[1] !== open[1]) return `mismatched end tag for <${open[1]}>`;
        i += close[0].length;
        return el;
      }
      if (src.startsWith('<!--', i)) {
        const end = src.indexOf('-->', i + 4);
        if (end < 0) return 'unterminated comment';
        i = end + 3;
      } else if (src.startsWith('<![CDATA[', i)) {
        const end = src.indexOf(']]>', i);
        if (end < 0) return 'unterminated CDATA';
        el.text += src.slice(i + 9, end);
        i = end + 3;
      } else if (src[i] === '<') {
        const child = element(depth + 1);
        if (typeof child === 'string') return child;
        el.children.push(child);
      } else {
        const next = src.indexOf('<', i);
        const raw = src.slice(i, next < 0 ? src.length : next);
        if (raw.includes('>') && raw.includes(']]>')) return 'stray ]]>';
        const text = decodeEntities(raw);
        if (text === undefined) return 'bad entity';
        el.text += text;
        i += raw.length;
      }
    }
  };

  if (src[i] !== '<') return fail('not XML');
  const root = element(0);
  if (typeof root === 'string') return fail(root);
  if (!skipMisc()) return fail('unterminated comment');
  if (i !== src.length) return fail('content after the root element');
  return declaration === undefined ? { ok: true, root } : { ok: true, root, declaration };
}

/** The text of the first child named `name` (whitespace-trimmed), or undefined. */
export const childText = (el: XmlElement, name: string) => el.children.find((c) => c.name === name)?.text.trim();

export type AnswerResult = { ok: true; response: AlarmResponse } | { ok: false; error: string };

/**
 * Reads an `<alarmresponse>` (or, with `root`, a `<pingresponse>`): a `status` integer is required,
 * `reference`, `info`, `arrivaltime` optional.
 */
export function parseAlarmResponse(bytes: Uint8Array, root = 'alarmresponse'): AnswerResult {
  const xml = parseXml(bytes);
  if (!xml.ok) return { ok: false, error: `unreadable answer: ${xml.error}` };
  if (xml.root.name !== root)
    return { ok: false, error: `<${xml.root.name}> is not ${/^[aeiou]/.test(root) ? 'an' : 'a'} <${root}>` };
  const status = childText(xml.root, 'status');
  if (status === undefined || !/^\d{1,5}$/.test(status)) return { ok: false, error: 'no numeric <status>' };
  const response: AlarmResponse = { status: Number(status), info: childText(xml.root, 'info') ?? '' };
  const reference = childText(xml.root, 'reference');
  if (reference !== undefined) response.reference = reference;
  const arrival = childText(xml.root, 'arrivaltime');
  if (arrival !== undefined) response.arrivalTime = arrival;
  return { ok: true, response };
}

export interface ParsedAlarmRequest {
  reference?: string;
  authentication: string;
  receiver: string;
  transmitterTime?: string;
  alarmType: string;
  transmitterType: string;
  transmitterCode: string;
  eventCode: string;
  additionalInfo?: string;
  position?: string;
}

/** Reads an `<alarmrequest>` the way a receiving centre would; the failure carries the status it answers. */
export type RequestResult =
  { ok: true; request: ParsedAlarmRequest } | { ok: false; status: number; error: string; reference?: string };

export function parseAlarmRequest(bytes: Uint8Array): RequestResult {
  if (bytes.length > MAX_MESSAGE_BYTES) return { ok: false, status: 1, error: `${bytes.length} bytes` };
  const xml = parseXml(bytes);
  if (!xml.ok) return { ok: false, status: 2, error: xml.error };
  const el = xml.root;
  const reference = childText(el, 'reference');
  const failure = (status: number, error: string): RequestResult =>
    reference === undefined ? { ok: false, status, error } : { ok: false, status, error, reference };
  if (!xml.declaration || !/^<\?xml\s+version\s*=\s*["']1\.0["']/.test(xml.declaration))
    return failure(100, 'no XML declaration');
  if (el.name !== 'alarmrequest') return failure(2, `<${el.name}> is not an <alarmrequest>`);
  const lengths: [string, number, number, boolean][] = [
    ['reference', 1, 50, false],
    ['authentication', 1, 15, true],
    ['receiver', 1, 20, true],
    ['transmittertime', 1, 23, false],
    ['alarmtype', 2, 2, false],
    ['transmittertype', 5, 5, true],
    ['transmittercode', 1, 15, true],
    ['eventcode', 1, 25, true],
    ['additionalinfo', 1, MAX_TEXT, false],
  ];
  const values: Record<string, string> = {};
  for (const [name, min, max, required] of lengths) {
    const v = el.children.find((c) => c.name === name)?.text;
    if (v === undefined) {
      if (required) return failure(7, `<${name}> missing`);
      continue;
    }
    if (v.length < min || v.length > max) return failure(3, `<${name}> has ${v.length} characters`);
    values[name] = v;
  }
  if (values.alarmtype !== undefined && values.alarmtype !== 'AL' && values.alarmtype !== 'RE')
    return failure(3, `<alarmtype> ${values.alarmtype}`);
  const request: ParsedAlarmRequest = {
    authentication: values.authentication!,
    receiver: values.receiver!,
    alarmType: values.alarmtype ?? 'AL',
    transmitterType: values.transmittertype!,
    transmitterCode: values.transmittercode!,
    eventCode: values.eventcode!,
  };
  if (values.reference !== undefined) request.reference = values.reference;
  if (values.transmittertime !== undefined) request.transmitterTime = values.transmittertime;
  if (values.additionalinfo !== undefined) request.additionalInfo = values.additionalinfo;
  const position = el.children.find((c) => c.name === 'position');
  if (position) {
    const pos = childText(position, 'pos');
    if (pos === undefined || pos.length < 14 || pos.length > 16) return failure(3, '<position> without a valid <pos>');
    request.position = pos;
  }
  return { ok: true, request };
}

export interface ParsedPingRequest {
  reference?: string;
  authentication: string;
  transmitterCode: string;
  transmitterType: string;
}

export type PingRequestResult =
  { ok: true; request: ParsedPingRequest } | { ok: false; status: number; error: string; reference?: string };

/** Reads a `<pingrequest>` the way a receiving centre would (statuses as parseAlarmRequest). */
export function parsePingRequest(bytes: Uint8Array): PingRequestResult {
  const xml = parseXml(bytes);
  if (!xml.ok) return { ok: false, status: 2, error: xml.error };
  const el = xml.root;
  const reference = childText(el, 'reference');
  const failure = (status: number, error: string): PingRequestResult =>
    reference === undefined ? { ok: false, status, error } : { ok: false, status, error, reference };
  if (!xml.declaration) return failure(100, 'no XML declaration');
  if (el.name !== 'pingrequest') return failure(2, `<${el.name}> is not a <pingrequest>`);
  const values: Record<string, string> = {};
  for (const [name, min, max, required] of [
    ['reference', 1, 50, false],
    ['authentication', 1, 15, true],
    ['transmittercode', 1, 15, true],
    ['transmittertype', 5, 5, true],
  ] as const) {
    const v = el.children.find((c) => c.name === name)?.text;
    if (v === undefined) {
      if (required) return failure(7, `<${name}> missing`);
      continue;
    }
    if (v.length < min || v.length > max) return failure(3, `<${name}> has ${v.length} characters`);
    values[name] = v;
  }
  const request: ParsedPingRequest = {
    authentication: values.authentication!,
    transmitterCode: values.transmittercode!,
    transmitterType: values.transmittertype!,
  };
  if (values.reference !== undefined) request.reference = values.reference;
  return { ok: true, request };
}

/** The root element's name of a document (lower-cased), or undefined when it is not XML. */
export function rootName(bytes: Uint8Array): string | undefined {
  const xml = parseXml(bytes);
  return xml.ok ? xml.root.name : undefined;
}

/**
 * Cuts one XML document out of a TCP byte stream: the bytes up to the end tag of the root element (or a
 * self-closing root). `push` answers the complete documents so far; `garbage` is set once the bytes cannot
 * be an XML document (they do not start with `<`) or exceed MAX_MESSAGE_BYTES without one.
 */
export class DocumentSplitter {
  private buffer = Buffer.alloc(0);
  garbage: string | undefined;

  get pending(): Buffer {
    return this.buffer;
  }

  push(chunk: Uint8Array): Buffer[] {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    const out: Buffer[] = [];
    for (;;) {
      const end = this.documentEnd();
      if (end === undefined) break;
      out.push(this.buffer.subarray(0, end));
      this.buffer = this.buffer.subarray(end);
    }
    if (!this.garbage && this.buffer.length > MAX_MESSAGE_BYTES)
      this.garbage = `${this.buffer.length} bytes without a complete document`;
    return out;
  }

  /** The byte offset just past the first complete document, or undefined. */
  private documentEnd(): number | undefined {
    if (this.garbage) return undefined;
    // Markup is ASCII: latin1 keeps one character per byte, so offsets in the text are offsets in bytes.
    const text = this.buffer.toString('latin1');
    const start = text.search(/\S/);
    if (start < 0) return undefined;
    const bom = text.startsWith('\xef\xbb\xbf', start) ? 3 : 0;
    if (text[start + bom] !== '<') {
      this.garbage = 'not an XML document';
      return undefined;
    }
    let i = start + bom;
    for (;;) {
      if (text.startsWith('<?', i)) {
        const end = text.indexOf('?>', i);
        if (end < 0) return undefined;
        i = end + 2;
      } else if (text.startsWith('<!--', i)) {
        const end = text.indexOf('-->', i);
        if (end < 0) return undefined;
        i = end + 3;
      } else if (/\s/.test(text[i] ?? '')) i++;
      else break;
    }
    if (i >= text.length) return undefined;
    const open = /^<([A-Za-z_][\w.-]*)[^>]*?(\/?)>/.exec(text.slice(i, i + 4096));
    if (!open) {
      if (text[i] !== '<' || (text.length - i > 4096 && !text.slice(i, i + 4096).includes('>')))
        this.garbage = 'not an XML document';
      return undefined;
    }
    if (open[2] === '/') return i + open[0].length;
    const close = new RegExp(`</${open[1]!.replace(/[.-]/g, '\\$&')}\\s*>`).exec(text.slice(i + open[0].length));
    return close ? i + open[0].length + close.index + close[0].length : undefined;
  }
}

/** The bytes with the authentication (the pin) replaced by `[secret]`, for logs and answers to callers. */
export function redactShortXml(bytes: Buffer): Buffer {
  const text = bytes.toString('latin1');
  if (!/<authentication>/i.test(text)) return bytes;
  return Buffer.from(text.replace(/(<authentication>)[^<]*(<\/authentication>)/gi, '$1[secret]$2'), 'latin1');
}
