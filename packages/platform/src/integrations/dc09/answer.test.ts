import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readAnswer } from './answer.js';
import { crc16arc, wrap, type Header } from './frame.js';
import { judgeAnswer } from './sender.js';

const AT = Date.parse('2026-03-07T09:05:04Z');
const sent = (header: Partial<Header> = {}, encrypted = false) => ({
  header: { sequence: 42, line: '3', account: '1234AB', ...header },
  encrypted,
  stampMs: AT,
});
const frame = (body: string) => wrap(body);
/** Reads and judges an answer to frame 0042 of account 1234AB, line 3 (receiver as given). */
const judge = (answer: Uint8Array, header: Partial<Header> = {}, key?: Uint8Array) => {
  const reading = readAnswer(answer, key);
  if (!reading.ok) throw new Error(reading.detail);
  return judgeAnswer(reading.answer, sent(header, Boolean(key)));
};
/** An encrypted answer the way pysiaalarm writes one: `0` pad, no `|`, then `]_time`. */
const pysiaalarmEncryptedAck = (key: Uint8Array, time = '09:05:04,03-07-2026') => {
  const content = `]_${time}`;
  const plain = '0'.repeat(16 - (content.length % 16)) + content;
  const cipher = createCipheriv(`aes-${key.length * 8}-cbc`, key, Buffer.alloc(16));
  cipher.setAutoPadding(false);
  const hex = Buffer.concat([cipher.update(plain, 'latin1'), cipher.final()])
    .toString('hex')
    .toUpperCase();
  return frame(`"*ACK"0042L3#1234AB[${hex}`);
};

describe("reading a receiver's answer: strict where delivery depends on it, tolerant elsewhere", () => {
  it('a plain ACK echoing sequence, line and account is an ACK', () => {
    expect(judge(frame('"ACK"0042L3#1234AB[]'))).toEqual({ outcome: 'ack', oddities: [] });
    expect(judge(frame('"ACK"0042R12L3#1234AB[]'), { receiver: '12' })).toEqual({ outcome: 'ack', oddities: [] });
  });

  it('pysiaalarm without a receiver number ("None", or "R" then "None"): an ACK, the oddity kept', () => {
    expect(judge(frame('"ACK"0042NoneL3#1234AB[]'))).toEqual({
      outcome: 'ack',
      oddities: ['receiver field "None" is malformed'],
    });
    expect(judge(frame('"ACK"0042RNoneL3#1234AB[]'))).toEqual({
      outcome: 'ack',
      oddities: ['receiver field "RNone" is malformed'],
    });
    // A receiver number we did not send is noted, not refused; a timestamp that does not read is noted too.
    expect(judge(frame('"ACK"0042R0L3#1234AB[]_99:99:99,01-01-2026'))).toEqual({
      outcome: 'ack',
      oddities: ['timestamp "99:99:99,01-01-2026" is malformed', 'receiver R0 where none was sent'],
    });
  });

  it('what delivery depends on is not tolerated: sequence, account, a well-formed other line or receiver, CRC, length', () => {
    expect(judge(frame('"ACK"0041L3#1234AB[]'))).toMatchObject({
      outcome: 'invalid',
      detail: 'ACK for sequence 41, sent 42',
    });
    expect(judge(frame('"ACK"0042L3#1234AC[]'))).toMatchObject({
      outcome: 'invalid',
      detail: 'ACK for account 1234AC, sent 1234AB',
    });
    expect(judge(frame('"ACK"0042L3#None[]'))).toMatchObject({
      outcome: 'invalid',
      detail: 'ACK without the account',
      oddities: ['account field "None" is malformed'],
    });
    expect(judge(frame('"ACK"0042L3[]'))).toMatchObject({ outcome: 'invalid', detail: 'ACK without the account' });
    expect(judge(frame('"ACK"0042L4#1234AB[]'))).toMatchObject({
      outcome: 'invalid',
      detail: 'ACK for line 4, sent 3',
    });
    expect(judge(frame('"ACK"0042R13L3#1234AB[]'), { receiver: '12' })).toMatchObject({
      outcome: 'invalid',
      detail: 'ACK for receiver 13, sent 12',
    });
    const bad = Buffer.from(frame('"ACK"0042L3#1234AB[]'));
    bad[2] = bad[2] === 0x30 ? 0x31 : 0x30;
    expect(readAnswer(bad)).toEqual({ ok: false, detail: 'CRC does not match' });
    const body = '"ACK"0042L3#1234AB[]';
    const crc = crc16arc(body).toString(16).toUpperCase().padStart(4, '0');
    expect(readAnswer(Buffer.from(`\n${crc}0015${body}\r`, 'latin1'))).toEqual({
      ok: false,
      detail: 'length field does not match',
    });
    expect(judge(Buffer.from('"ACK"'))).toMatchObject({
      outcome: 'invalid',
      detail: 'a bare "ACK" names no sequence or account',
    });
  });

  it('a NAK is a NAK: about the clock when its time is off ours, else a refusal of the message', () => {
    expect(judge(frame('"NAK"0000R0L0A0[]_10:05:04,03-07-2026'))).toEqual({
      outcome: 'nak',
      nakReason: 'time',
      receiverTime: new Date('2026-03-07T10:05:04Z'),
      oddities: [],
    });
    expect(judge(frame('"NAK"0000R0L0A0[]_09:05:06,03-07-2026'))).toMatchObject({
      outcome: 'nak',
      nakReason: 'refused',
      detail: 'the receiver refused the message: a NAK with a time in step with ours',
    });
    expect(judge(Buffer.from('"NAK"'))).toMatchObject({
      outcome: 'nak',
      nakReason: 'refused',
      detail: 'the receiver refused the message: a bare NAK',
    });
    expect(judge(Buffer.from('  "NAK"\r\n'))).toMatchObject({ outcome: 'nak', nakReason: 'refused' });
    expect(judge(frame('"NAK"0000R0L0A0[]'))).toMatchObject({
      nakReason: 'refused',
      detail: 'the receiver refused the message: a NAK without a time',
    });
    // pysiaalarm's NAK without a receiver number, and with line and receiver swapped: still NAKs.
    expect(judge(frame('"NAK"0000NoneL0A0[]_10:05:04,03-07-2026'))).toMatchObject({
      outcome: 'nak',
      nakReason: 'time',
    });
    expect(judge(frame('"NAK"0000L0R0A0[]_10:05:04,03-07-2026'))).toMatchObject({ outcome: 'nak', nakReason: 'time' });
  });

  it('to an encrypted frame: only an ACK encrypted with the key counts (the pad with or without "|")', () => {
    const key = Buffer.alloc(24, 7);
    expect(judge(pysiaalarmEncryptedAck(key), {}, key)).toEqual({ outcome: 'ack', oddities: [] });
    expect(judge(frame('"ACK"0042L3#1234AB[]'), {}, key)).toMatchObject({
      outcome: 'invalid',
      detail: 'a plain ACK to an encrypted frame',
    });
    expect(judge(pysiaalarmEncryptedAck(Buffer.alloc(24, 8)), {}, key)).toMatchObject({
      outcome: 'invalid',
      detail: 'the encrypted answer does not read with the key',
    });
    expect(judge(pysiaalarmEncryptedAck(key, 'no time at all!!!!!'), {}, key)).toMatchObject({
      outcome: 'invalid',
      detail: 'the encrypted answer does not read with the key',
    });
    // A DUH may come in clear.
    expect(judge(frame('"DUH"0042L3#1234AB[]'), {}, key)).toEqual({ outcome: 'duh', oddities: [] });
  });
});
