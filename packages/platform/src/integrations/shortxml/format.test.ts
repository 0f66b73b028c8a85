import { describe, expect, it } from 'vitest';
import {
  DocumentSplitter,
  ShortXmlFormatError,
  encodeAlarmRequest,
  encodeAlarmResponse,
  formatPosition,
  parseAlarmRequest,
  parseAlarmResponse,
  redactShortXml,
  statusClass,
  type ShortXmlAlarm,
  type ShortXmlTarget,
} from './format.js';

const TARGET: ShortXmlTarget = {
  host: '127.0.0.1',
  port: 1,
  pin: 'hxp4x9nnwxjatv8',
  uid: '1234567',
  receiver: '42',
  transmitterType: 'SV300',
};
const ALARM: ShortXmlAlarm = {
  reference: '4711',
  code: 'UA',
  text: `Överfall & hot <"Kalle's">`,
  address: 'Drottninggatan 1, Stockholm',
  lat: 59.329323,
  lng: 18.068581,
  at: new Date('2026-03-07T09:05:04.250Z'),
};

const GOLDEN =
  '<?xml version="1.0" encoding="ISO-8859-1"?>\n' +
  '<alarmrequest>' +
  '<reference>4711</reference>' +
  '<authentication>hxp4x9nnwxjatv8</authentication>' +
  '<receiver>42</receiver>' +
  '<transmittertime>2026-03-07 09:05:04.250</transmittertime>' +
  '<alarmtype>AL</alarmtype>' +
  '<transmittertype>SV300</transmittertype>' +
  '<transmittercode>1234567</transmittercode>' +
  '<eventcode>UA</eventcode>' +
  '<additionalinfo>Överfall &amp; hot &lt;&quot;Kalle&apos;s&quot;&gt;\nDrottninggatan 1, Stockholm</additionalinfo>' +
  '<position><pos>N591976E0180411</pos></position>' +
  '</alarmrequest>';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ShortXmlFormatError) return { field: e.field, message: e.message };
    throw e;
  }
  throw new Error('expected a ShortXmlFormatError');
};

describe('short-XML alarm request: the exact bytes', () => {
  it('golden request: element order, escaping, ISO-8859-1, transmitter time, position', () => {
    const bytes = encodeAlarmRequest(ALARM, TARGET);
    expect(bytes.toString('latin1')).toBe(GOLDEN);
    // Ö is one byte 0xD6 (ISO-8859-1), not UTF-8's two.
    expect(bytes.length).toBe(GOLDEN.length);
    expect(bytes[bytes.indexOf('verfall &amp;') - 1]).toBe(0xd6);
    // Only one LF outside the texts: after the declaration.
    expect(bytes.indexOf(0x0a)).toBe(43);
  });

  it('defaults: receiver 1, transmitter type VAKT1, alarm type AL; no text, no position: left out', () => {
    const bytes = encodeAlarmRequest(
      { reference: 'test-1', code: 'RX', text: '', at: new Date('2026-01-02T03:04:05Z') },
      { host: 'h', port: 1, pin: '123456', uid: 'TX-0001' },
    );
    expect(bytes.toString('latin1')).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<alarmrequest><reference>test-1</reference>' +
        '<authentication>123456</authentication><receiver>1</receiver>' +
        '<transmittertime>2026-01-02 03:04:05.000</transmittertime><alarmtype>AL</alarmtype>' +
        '<transmittertype>VAKT1</transmittertype><transmittercode>TX-0001</transmittercode>' +
        '<eventcode>RX</eventcode></alarmrequest>',
    );
  });

  it('a restore is alarm type RE; a lat without lng sends no position', () => {
    const text = encodeAlarmRequest({ ...ALARM, alarmType: 'RE', lng: undefined }, TARGET).toString('latin1');
    expect(text).toContain('<alarmtype>RE</alarmtype>');
    expect(text).not.toContain('<position>');
  });

  it('positions: hemispheres, leading zeros, rounding to a hundredth of a minute with the carry', () => {
    expect(formatPosition(59.329323, 18.068581)).toBe('N591976E0180411');
    expect(formatPosition(-33.8688, -151.2093)).toBe('S335213W1511256');
    expect(formatPosition(0, 0)).toBe('N000000E0000000');
    // 9.99999 degrees is 9 deg 59.99994 min: rounds up to 10 deg 00.00.
    expect(formatPosition(9.99999, 5.5)).toBe('N100000E0053000');
    expect(refusal(() => formatPosition(91, 0))).toMatchObject({ field: 'pos' });
    expect(refusal(() => encodeAlarmRequest({ ...ALARM, lng: Number.NaN }, TARGET))).toMatchObject({ field: 'pos' });
  });

  it('characters outside ISO-8859-1 in the texts become ?; in identifiers they are refused', () => {
    const text = encodeAlarmRequest({ ...ALARM, text: 'Brand 🔥 i Łódź', address: undefined }, TARGET);
    expect(text.toString('latin1')).toContain('<additionalinfo>Brand ? i ?ód?</additionalinfo>');
    expect(refusal(() => encodeAlarmRequest(ALARM, { ...TARGET, uid: 'Ł1' }))).toMatchObject({
      field: 'transmittercode',
    });
  });

  it('refuses control characters anywhere, and values over the protocol lengths', () => {
    expect(refusal(() => encodeAlarmRequest({ ...ALARM, text: 'a\tb' }, TARGET))).toEqual({
      field: 'additionalinfo',
      message: 'additionalinfo: control character U+0009 at 1',
    });
    expect(refusal(() => encodeAlarmRequest({ ...ALARM, address: 'x\ny' }, TARGET)).field).toBe(
      'additionalinfo (address)',
    );
    expect(refusal(() => encodeAlarmRequest({ ...ALARM, text: 'a\u0085b' }, TARGET)).field).toBe('additionalinfo');
    expect(refusal(() => encodeAlarmRequest(ALARM, { ...TARGET, pin: 'abc\u0000' })).field).toBe('authentication');
    expect(refusal(() => encodeAlarmRequest(ALARM, { ...TARGET, pin: 'p'.repeat(16) }))).toEqual({
      field: 'authentication',
      message: 'authentication: 16 characters, at most 15',
    });
    expect(refusal(() => encodeAlarmRequest(ALARM, { ...TARGET, uid: 'T'.repeat(16) })).field).toBe('transmittercode');
    expect(refusal(() => encodeAlarmRequest(ALARM, { ...TARGET, uid: '' })).message).toBe('transmittercode: empty');
    expect(refusal(() => encodeAlarmRequest(ALARM, { ...TARGET, receiver: 'r'.repeat(21) })).field).toBe('receiver');
    expect(refusal(() => encodeAlarmRequest(ALARM, { ...TARGET, transmitterType: 'SV30' })).message).toBe(
      'transmittertype: 4 characters, must be 5',
    );
    expect(refusal(() => encodeAlarmRequest({ ...ALARM, reference: 'r'.repeat(51) }, TARGET)).field).toBe('reference');
    expect(refusal(() => encodeAlarmRequest({ ...ALARM, code: 'C'.repeat(26) }, TARGET)).field).toBe('eventcode');
    // additionalinfo is text + LF + address: at most 2000 together.
    expect(
      refusal(() => encodeAlarmRequest({ ...ALARM, text: 't'.repeat(1000), address: 'a'.repeat(1000) }, TARGET)),
    ).toEqual({ field: 'additionalinfo', message: 'additionalinfo: 2001 characters, at most 2000' });
    expect(encodeAlarmRequest({ ...ALARM, text: 't'.repeat(2000), address: undefined }, TARGET).length).toBeGreaterThan(
      2000,
    );
    expect(refusal(() => encodeAlarmRequest({ ...ALARM, at: new Date('nope') }, TARGET)).field).toBe('transmittertime');
  });

  it('the test receiver reads the golden request back field by field (entities decoded)', () => {
    expect(parseAlarmRequest(Buffer.from(GOLDEN, 'latin1'))).toEqual({
      ok: true,
      request: {
        reference: '4711',
        authentication: 'hxp4x9nnwxjatv8',
        receiver: '42',
        transmitterTime: '2026-03-07 09:05:04.250',
        alarmType: 'AL',
        transmitterType: 'SV300',
        transmitterCode: '1234567',
        eventCode: 'UA',
        additionalInfo: `Överfall & hot <"Kalle's">\nDrottninggatan 1, Stockholm`,
        position: 'N591976E0180411',
      },
    });
  });

  it('a receiver answers the statuses of the protocol for broken requests', () => {
    const status = (xml: string) => {
      const r = parseAlarmRequest(Buffer.from(xml, 'latin1'));
      return r.ok ? 0 : r.status;
    };
    expect(status('<alarmrequest><eventcode>BA</eventcode></alarmrequest>')).toBe(100);
    expect(status('<?xml version="1.0"?><alarmrequest><reference>1</reference></alarmrequest>')).toBe(7);
    expect(status('<?xml version="1.0"?><alarmrequest><eventcode>BA</alarmrequest>')).toBe(2);
    expect(status(GOLDEN.replace('SV300', 'SV3000'))).toBe(3);
    expect(status(GOLDEN.replace('&amp;', '&'))).toBe(2);
  });

  it('redacts the pin for logs', () => {
    const shown = redactShortXml(encodeAlarmRequest(ALARM, TARGET)).toString('latin1');
    expect(shown).toContain('<authentication>[secret]</authentication>');
    expect(shown).not.toContain('hxp4x9nnwxjatv8');
    expect(redactShortXml(Buffer.from('no pin here')).toString()).toBe('no pin here');
  });
});

describe('short-XML answers', () => {
  it('golden answer bytes and their parse', () => {
    const bytes = encodeAlarmResponse({
      reference: '4711',
      status: 0,
      info: 'OK',
      arrivalTime: '2026-03-07 09:05:04.300',
    });
    expect(bytes.toString('latin1')).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<alarmresponse><reference>4711</reference>' +
        '<status>0</status><info>OK</info><arrivaltime>2026-03-07 09:05:04.300</arrivaltime></alarmresponse>',
    );
    expect(parseAlarmResponse(bytes)).toEqual({
      ok: true,
      response: { reference: '4711', status: 0, info: 'OK', arrivalTime: '2026-03-07 09:05:04.300' },
    });
  });

  it('reads a pretty-printed answer as the protocol documents it (upper-case names, no reference)', () => {
    const answer =
      '<?xml version="1.0" encoding="ISO-8859-1"?>\r\n<AlarmResponse>\r\n  <Status>6</Status>\r\n' +
      '  <Info>NOT_AUTHORIZED</Info>\r\n  <!-- wrong pin -->\r\n</AlarmResponse>\r\n';
    expect(parseAlarmResponse(Buffer.from(answer, 'latin1'))).toEqual({
      ok: true,
      response: { status: 6, info: 'NOT_AUTHORIZED' },
    });
  });

  it('reads an answer declared UTF-8, with or without a byte-order mark', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><alarmresponse><status>0</status><info>Mottaget på central</info></alarmresponse>';
    for (const bytes of [
      Buffer.from(xml, 'utf8'),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml, 'utf8')]),
    ])
      expect(parseAlarmResponse(bytes)).toEqual({ ok: true, response: { status: 0, info: 'Mottaget på central' } });
    const splitter = new DocumentSplitter();
    expect(splitter.push(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml, 'utf8')]))).toHaveLength(1);
  });

  it('refuses garbage, another document, a missing or non-numeric status', () => {
    const read = (s: string) => parseAlarmResponse(Buffer.from(s, 'latin1'));
    expect(read('HTTP/1.1 400 Bad Request\r\n\r\n')).toMatchObject({ ok: false, error: /not XML/ });
    expect(read('<pingresponse><status>0</status></pingresponse>')).toMatchObject({
      ok: false,
      error: '<pingresponse> is not an <alarmresponse>',
    });
    expect(read('<alarmresponse><info>OK</info></alarmresponse>')).toMatchObject({ ok: false });
    expect(read('<alarmresponse><status>zero</status></alarmresponse>')).toMatchObject({ ok: false });
    expect(read('<alarmresponse><status>0</status>')).toMatchObject({ ok: false, error: /unterminated/ });
    expect(read('<alarmresponse><status>0</status></alarmresponse><x/>')).toMatchObject({ ok: false });
  });

  it('classes the statuses: OK and duplicate delivered, centre errors retried, refusals final', () => {
    expect([0, 10].map(statusClass)).toEqual(['ok', 'ok']);
    expect([5, 98, 99, 42].map(statusClass)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect([1, 2, 3, 4, 7, 9, 100, 101].map(statusClass)).toEqual(Array(8).fill('refused'));
  });
});

describe('framing: one XML document cut out of the TCP stream', () => {
  it('waits for the root end tag across chunks, then keeps what follows', () => {
    const splitter = new DocumentSplitter();
    const doc = encodeAlarmResponse({ reference: '1', status: 0, info: 'OK' });
    expect(splitter.push(doc.subarray(0, 30))).toEqual([]);
    expect(splitter.push(doc.subarray(30, doc.length - 3))).toEqual([]);
    const [first] = splitter.push(Buffer.concat([doc.subarray(doc.length - 3), Buffer.from('\r\n<a/>')]));
    expect(first!.equals(doc)).toBe(true);
    expect(splitter.garbage).toBeUndefined();
  });

  it('flags bytes that cannot be XML at once', () => {
    const splitter = new DocumentSplitter();
    expect(splitter.push(Buffer.from('\n0042"ACK"0001L0#1234[]\r'))).toEqual([]);
    expect(splitter.garbage).toBe('not an XML document');
  });
});
