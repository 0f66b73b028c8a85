import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptContent, withoutPad } from './crypto.js';
import {
  FrameError,
  crc16arc,
  encodeMessage,
  encodeResponse,
  formatTimestamp,
  nextSequence,
  parseTimestamp,
} from './frame.js';
import { FrameSplitter, parseFrame, parseResponse } from './parse.js';

// An independent CRC-16/ARC (table-driven, built from the reflected polynomial), so the golden frames
// below do not lean on the encoder's bitwise loop.
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xa001 : c >>> 1;
  return c;
});
const refCrc = (text: string) => {
  let crc = 0;
  for (const ch of text) crc = (crc >>> 8) ^ TABLE[(crc ^ ch.charCodeAt(0)) & 0xff]!;
  return crc.toString(16).toUpperCase().padStart(4, '0');
};
/** `<LF><crc><0LLL><body><CR>` by the standard's rules, written out by hand. */
const refFrame = (body: string) =>
  '\n' + refCrc(body) + '0' + body.length.toString(16).toUpperCase().padStart(3, '0') + body + '\r';

const AT = new Date('2026-03-07T09:05:04Z');

describe('SIA DC-09 frames', () => {
  it('CRC-16/ARC of "123456789" is BB3D', () => {
    expect(crc16arc('123456789')).toBe(0xbb3d);
    expect(refCrc('123456789')).toBe('BB3D');
  });

  it('matches frames captured from other implementations byte for byte (CRC and length)', () => {
    // NAKs and a NULL as published by other DC-09 receivers/senders.
    for (const wire of [
      '\n3C830025"NAK"0000R0L0A0[]_16:09:09,04-14-2015\r',
      '\nE5630025"NAK"0000R0L0A0[]_10:10:18,07-30-2024\r',
      '\n1D85002B"NULL"0001L0#00653210[]_09:17:32,05-18-2016\r',
    ]) {
      const parsed = parseFrame(Buffer.from(wire, 'latin1'));
      expect(parsed.ok).toBe(true);
    }
    expect(encodeResponse('NAK', undefined, new Date('2015-04-14T16:09:09Z')).toString('latin1')).toBe(
      '\n3C830025"NAK"0000R0L0A0[]_16:09:09,04-14-2015\r',
    );
    expect(
      encodeMessage(
        { kind: 'NULL' },
        { sequence: 1, line: '0', account: '00653210' },
        new Date('2016-05-18T09:17:32Z'),
      ).toString('latin1'),
    ).toBe('\n1D85002B"NULL"0001L0#00653210[]_09:17:32,05-18-2016\r');
  });

  it('encodes a full SIA-DCS event with receiver, line, account, event block, location and UTC time', () => {
    const frame = encodeMessage(
      { kind: 'SIA-DCS', event: { code: 'UA', zone: 501, area: 1, location: { lat: 59.329323, lng: 18.068581 } } },
      { sequence: 42, receiver: '12', line: '3', account: '1234AB' },
      AT,
    );
    const body = '"SIA-DCS"0042R12L3#1234AB[#1234AB|Nri1/UA501][X18.068581][Y59.329323]_09:05:04,03-07-2026';
    expect(frame.toString('latin1')).toBe(refFrame(body));
    expect(frame[0]).toBe(0x0a);
    expect(frame[frame.length - 1]).toBe(0x0d);
    // Length field: "0" + 3 hex digits of the body's byte count.
    expect(frame.subarray(5, 9).toString()).toBe('0' + body.length.toString(16).toUpperCase().padStart(3, '0'));
    expect(body.length).toBe(0x59); // 9 + 4 + 3 + 2 + 7 + 20 + 12 + 12 + 20
    expect(frame.subarray(5, 9).toString()).toBe('0059');
    expect(frame.subarray(1, 5).toString()).toBe('221A'); // the worked example in docs/rest-contract.md
  });

  it('leaves out what is not given: no receiver, no area, no zone, no location', () => {
    const frame = encodeMessage(
      { kind: 'SIA-DCS', event: { code: 'UR' } },
      { sequence: 7, line: '1', account: 'ABC' },
      AT,
    );
    expect(frame.toString('latin1')).toBe(refFrame('"SIA-DCS"0007L1#ABC[#ABC|NUR]_09:05:04,03-07-2026'));
  });

  it('NULL link test: "NULL" id and an empty data block', () => {
    const frame = encodeMessage({ kind: 'NULL' }, { sequence: 9999, receiver: 'F', line: '2', account: '9876' }, AT);
    expect(frame.toString('latin1')).toBe(refFrame('"NULL"9999RFL2#9876[]_09:05:04,03-07-2026'));
  });

  it('timestamps are UTC with zero-padded fields, whatever the local zone', () => {
    expect(formatTimestamp(new Date('2026-12-31T23:59:59.999Z'))).toBe('23:59:59,12-31-2026');
    expect(formatTimestamp(new Date('2027-01-02T00:00:00+05:00'))).toBe('19:00:00,01-01-2027');
    expect(parseTimestamp('19:00:00,01-01-2027')?.toISOString()).toBe('2027-01-01T19:00:00.000Z');
    expect(parseTimestamp('25:00:00,01-01-2027')).toBeUndefined();
    expect(parseTimestamp('10:00:00,02-30-2027')).toBeUndefined();
  });

  it('sequences run 0001..9999 and wrap to 0001', () => {
    expect(nextSequence(undefined)).toBe(1);
    expect(nextSequence(1)).toBe(2);
    expect(nextSequence(9998)).toBe(9999);
    expect(nextSequence(9999)).toBe(1);
  });

  it('refuses fields the format cannot carry', () => {
    const header = { sequence: 1, line: '1', account: '1234' };
    const sia = (code: string, zone?: number) => ({
      kind: 'SIA-DCS' as const,
      event: { code, ...(zone !== undefined ? { zone } : {}) },
    });
    expect(() => encodeMessage(sia('ua'), header, AT)).toThrow(FrameError);
    expect(() => encodeMessage(sia('UA', 10000), header, AT)).toThrow(FrameError);
    expect(() => encodeMessage(sia('UA'), { ...header, account: '12' }, AT)).toThrow(FrameError);
    expect(() => encodeMessage(sia('UA'), { ...header, account: '12#4' }, AT)).toThrow(FrameError);
    expect(() => encodeMessage(sia('UA'), { ...header, line: 'L1' }, AT)).toThrow(FrameError);
    expect(() => encodeMessage(sia('UA'), { ...header, receiver: '1234567' }, AT)).toThrow(FrameError);
    expect(() => encodeMessage(sia('UA'), { ...header, sequence: 10000 }, AT)).toThrow(FrameError);
    const farAway = { kind: 'SIA-DCS' as const, event: { code: 'UA', location: { lat: 91, lng: 0 } } };
    expect(() => encodeMessage(farAway, header, AT)).toThrow(FrameError);
  });
});

describe('encrypted SIA DC-09 frames (AES-CBC, zero IV, pad and "|" before the data, hex after "[")', () => {
  // The keys 00 01 02 ... of each size; the pad fixed to "P"s so the bytes are repeatable. The cipher
  // texts below were made with `openssl enc -aes-<bits>-cbc -K <key> -iv 0 -nopad` over the plain text
  // "PPPPPPPPPPPPPPP|#1234AB|Nri1/UA501][X18.068581][Y59.329323]_09:05:04,03-07-2026" (80 bytes).
  const keyOf = (bits: number) => Buffer.from(Array.from({ length: bits / 8 }, (_, i) => i));
  const fixedPad = (count: number) => 'P'.repeat(count);
  const GOLDEN: Record<number, string> = {
    128:
      '34AA4A156D4930D99A622FED6A5D4A0C76FB5AA966B6DF61C61C7AFECFA29E81B81E6C269F098C938F5717CF9FF3F043' +
      '287D7D7AD6117656D59951328A54378E1677BEE31E3EC1295EADF7CCC9D2ADA9',
    192:
      '3D895F73AD29B38E4D6A326EAA5DE2FB98656775AA57C1797C6990DF5D1FD14CA1DFC27D0F734F1DD2916A7549AF0FD9' +
      'BE4A231FA9FEF6D3542C60A495354116300DCBA2A2B6F5862FF410E47052BEFD',
    256:
      '397C5D33928754178079162FDFAB34911B7377A364AF5623A56D14AFB0C714EE8E90A3A1495902246016ECAC447A53BF' +
      '50C20F8DF65F452C705723AA52D71A52514753AFC8B7DE54CBDD3EB143B361C6',
  };
  const event = {
    kind: 'SIA-DCS' as const,
    event: { code: 'UA', zone: 501, area: 1, location: { lat: 59.329323, lng: 18.068581 } },
  };
  const header = { sequence: 42, receiver: '12', line: '3', account: '1234AB' };

  for (const bits of [128, 192, 256]) {
    it(`${bits}-bit key: the frame is byte for byte the standard's, the header in clear, the rest hex`, () => {
      const frame = encodeMessage(event, header, AT, { key: keyOf(bits), pad: fixedPad });
      expect(frame.toString('latin1')).toBe(refFrame(`"*SIA-DCS"0042R12L3#1234AB[${GOLDEN[bits]}`));
    });
  }

  it('a NULL link test is encrypted the same way: "*NULL", the pad, "|", "]" and the timestamp', () => {
    const frame = encodeMessage({ kind: 'NULL' }, { sequence: 7, line: '1', account: '9876' }, AT, {
      key: keyOf(256),
      pad: fixedPad,
    });
    expect(frame.toString('latin1')).toBe(
      refFrame('"*NULL"0007L1#9876[3301E472883CE1215E68142380850BADE8BA94383FC118CC1CDE4CFA96A8BC1B'),
    );
  });

  it('the pad is random, 1 to 16 characters, never "|", "[" or "]", and the whole is whole AES blocks', () => {
    const key = keyOf(128);
    const seen = new Set<string>();
    for (let zone = 0; zone < 40; zone++) {
      const frame = encodeMessage({ kind: 'SIA-DCS', event: { code: 'UA', zone } }, header, AT, { key });
      const hex = frame.toString('latin1').split('[')[1]!.slice(0, -1);
      expect(hex.length % 32).toBe(0);
      const decipher = createDecipheriv('aes-128-cbc', key, Buffer.alloc(16));
      decipher.setAutoPadding(false);
      const plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('latin1');
      const pad = plain.slice(0, plain.indexOf('|'));
      expect(pad.length).toBeGreaterThanOrEqual(1);
      expect(pad.length).toBeLessThanOrEqual(16);
      expect(pad).not.toMatch(/[|[\]]/);
      expect(plain.slice(pad.length)).toBe(`|#1234AB|NUA${zone}]_09:05:04,03-07-2026`);
      seen.add(pad);
    }
    expect(seen.size).toBeGreaterThan(30);
  });

  it("reads another implementation's encrypted block: pysiaalarm's test frame, key AAAAAAAAAAAAAAAA (its characters' bytes), zero pad without \"|\"", () => {
    // "*NULL"0000R0L0#AAAB[...] from pysiaalarm's tests.
    const plain = decryptContent(
      'B4BC8B40D0E6D959D6BEA78E88CC0B2155741A3C44FBB96D476A3E557CAD64D9',
      Buffer.from('AAAAAAAAAAAAAAAA', 'latin1'),
    );
    expect(plain).toBe('ppppppppppp]_18:24:52,07-05-2020');
    expect(withoutPad(plain!)).toBe(']_18:24:52,07-05-2020');
    expect(decryptContent('ABC', keyOf(128))).toBeUndefined();
  });

  it('a key is 16, 24 or 32 bytes, nothing else', () => {
    expect(() => encodeMessage(event, header, AT, { key: Buffer.alloc(20) })).toThrow(RangeError);
  });
});

describe('parsing frames and answers', () => {
  const event = encodeMessage(
    { kind: 'SIA-DCS', event: { code: 'UB', zone: 3, area: 2, location: { lat: -33.5, lng: 151.25 } } },
    { sequence: 123, receiver: 'A1', line: '7', account: '00FF' },
    AT,
  );

  it('reads back every field of an event frame', () => {
    const parsed = parseFrame(event);
    expect(parsed.ok && parsed.frame).toMatchObject({
      id: 'SIA-DCS',
      encrypted: false,
      sequence: 123,
      receiver: 'A1',
      line: '7',
      account: '00FF',
      data: '#00FF|Nri2/UB3',
      extended: { X: '151.250000', Y: '-33.500000' },
      event: { code: 'UB', zone: 3, area: 2, account: '00FF', location: { lat: -33.5, lng: 151.25 } },
      timestampText: '09:05:04,03-07-2026',
    });
    expect(parsed.ok && parsed.frame.timestamp?.toISOString()).toBe(AT.toISOString());
  });

  it('checks the CRC and the length', () => {
    const badCrc = Buffer.from(event);
    badCrc[1] = badCrc[1] === 0x30 ? 0x31 : 0x30;
    expect(parseFrame(badCrc)).toMatchObject({ ok: false, error: 'crc' });
    const changed = Buffer.from(event.toString('latin1').replace('UB3', 'UB4'), 'latin1');
    expect(parseFrame(changed)).toMatchObject({ ok: false, error: 'crc' });
    const longer = Buffer.from(event.toString('latin1').replace('UB3', 'UB33'), 'latin1');
    expect(parseFrame(longer)).toMatchObject({ ok: false, error: 'length' });
    expect(parseFrame(event.subarray(0, event.length - 1))).toMatchObject({ ok: false, error: 'framing' });
    expect(parseFrame(Buffer.from(refFrame('"SIA-DCS"12L1#1234[]'), 'latin1'))).toMatchObject({
      ok: false,
      error: 'format',
    });
  });

  it('reads ACK, NAK with the receiver time, and DUH', () => {
    const header = { sequence: 55, receiver: '3', line: '2', account: '4321' };
    const ack = parseResponse(encodeResponse('ACK', header, AT));
    expect(ack.ok && ack.response).toMatchObject({ kind: 'ACK', frame: { sequence: 55, account: '4321', line: '2' } });
    expect(encodeResponse('ACK', header, AT).toString('latin1')).toBe(refFrame('"ACK"0055R3L2#4321[]'));
    const duh = parseResponse(encodeResponse('DUH', header, AT));
    expect(duh.ok && duh.response.kind).toBe('DUH');
    const nak = parseResponse(encodeResponse('NAK', header, AT));
    expect(nak.ok && nak.response.kind).toBe('NAK');
    expect(nak.ok && nak.response.frame.timestamp?.toISOString()).toBe(AT.toISOString());
    expect(parseResponse(event)).toMatchObject({ ok: false, error: 'format' });
    expect(parseResponse(Buffer.from(refFrame('"NAK"0000R0L0A0[]'), 'latin1'))).toMatchObject({ ok: false });
  });

  it('cuts a byte stream into frames, across chunk boundaries', () => {
    const a = encodeResponse('ACK', { sequence: 1, line: '1', account: '1234' }, AT);
    const b = encodeResponse('NAK', undefined, AT);
    const stream = Buffer.concat([Buffer.from('noise'), a, b]);
    const splitter = new FrameSplitter();
    const got = [
      ...splitter.push(stream.subarray(0, 12)),
      ...splitter.push(stream.subarray(12, 40)),
      ...splitter.push(stream.subarray(40)),
    ];
    expect(got.map((f) => f.toString('latin1'))).toEqual([a.toString('latin1'), b.toString('latin1')]);
  });
});
