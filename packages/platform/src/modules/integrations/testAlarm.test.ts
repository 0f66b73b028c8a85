import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { startReceiver, type Dc09Receiver } from '../../integrations/dc09/index.js';
import { startShortXmlReceiver, type ShortXmlReceiver } from '../../integrations/shortxml/index.js';
import { allowLoopbackPorts, freeLoopbackPorts } from '../../testing.js';
import { api, manitouBody, networkOf } from './testKit.js';

// The receivers start before the platforms: their ports (and one nobody listens on) are its OUTBOUND_ALLOW.
let receiver: Dc09Receiver;
let xmlReceiver: ShortXmlReceiver;
let closedPort = 0;
beforeAll(async () => {
  receiver = await startReceiver();
  xmlReceiver = await startShortXmlReceiver();
  [closedPort] = (await freeLoopbackPorts(1)) as [number];
});
afterAll(async () => {
  await receiver?.close();
  await xmlReceiver?.close();
});

const env = async () => ({ env: { OUTBOUND_ALLOW: allowLoopbackPorts(receiver.port, xmlReceiver.port, closedPort) } });

describeEachDb(
  'integrations: send a test alarm to the receiver over SIA DC-09 or short-XML',
  (ctx) => {
    let token = '';
    let networkId = 0;

    beforeAll(async () => {
      token = await ctx().tokenOf('clientadmin');
      networkId = await networkOf(ctx(), 2);
    });

    const integrationAt = async (port: number, settings: Record<string, unknown> = { line: '3', uid: '1234AB' }) => {
      const res = await api(
        ctx(),
        'POST',
        `/integrations/${networkId}`,
        token,
        manitouBody({ ip: '127.0.0.1', port, settings }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };
    const send = (id: number, who = token) => api(ctx(), 'POST', `/integrations/${networkId}/${id}/test-alarm`, who);

    it('ACK: the receiver gets one RX frame with line and account; log, status success and one audit row', async () => {
      const id = await integrationAt(receiver.port);
      const before = receiver.frames.length;
      const res = await send(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ outcome: 'ack', status: 'success' });
      expect(res.body.attempts).toHaveLength(1);
      const frames = receiver.frames.slice(before);
      expect(frames).toHaveLength(1);
      const raw = frames[0]!.raw.toString('latin1');
      expect(raw).toMatch(
        /^\n[0-9A-F]{4}0[0-9A-F]{3}"SIA-DCS"\d{4}L3#1234AB\[#1234AB\|NRX\]_\d\d:\d\d:\d\d,\d\d-\d\d-\d{4}\r$/,
      );
      expect(res.body.attempts[0].frame).toBe(raw.replace('\n', '<LF>').replace('\r', '<CR>'));
      expect(res.body.attempts[0].answer).toMatch(/"ACK"/);
      const listed = await api(ctx(), 'GET', `/integrations/${networkId}`, token);
      expect(listed.body.find((i: { id: number }) => i.id === id).status).toBe('success');
      const logs = await api(ctx(), 'GET', `/integrations/logs/${id}`, token);
      expect(logs.body.total).toBe(1);
      expect(logs.body.items[0].log).toMatch(
        /^test alarm RX attempt 1 seq \d{4}: ACK sent <LF>.*"SIA-DCS".* answer <LF>.*"ACK"/,
      );
      const audit = await ctx().db.query<{ payload: any }>(
        "SELECT payload FROM action_logs WHERE entity_type = 'integration' AND entity_id = $1 AND action = 'sendTestAlarm'",
        [id],
      );
      expect(audit.map((a) => a.payload)).toEqual([
        { before: { status: 'pending' }, after: { status: 'success', outcome: 'ack', code: 'RX' } },
      ]);
    });

    it('DUH twice: two attempts, both logged, status error', async () => {
      const id = await integrationAt(receiver.port);
      receiver.next({ kind: 'duh' }, { kind: 'duh' });
      const res = await send(id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ outcome: 'duh', status: 'error' });
      expect(res.body.attempts.map((a: { outcome: string }) => a.outcome)).toEqual(['duh', 'duh']);
      const logs = await api(ctx(), 'GET', `/integrations/logs/${id}`, token);
      expect(logs.body.items.map((l: { log: string }) => l.log)).toEqual([
        expect.stringMatching(/attempt 2 seq \d{4}: DUH/),
        expect.stringMatching(/attempt 1 seq \d{4}: DUH/),
      ]);
    });

    it('nobody listening: connection outcome, status error', async () => {
      const id = await integrationAt(closedPort);
      const res = await send(id);
      expect(res.body).toMatchObject({ outcome: 'connection', status: 'error' });
      expect(res.body.attempts[0].answer).toBeNull();
    });

    const shortXmlAt = async (
      port: number,
      settings: Record<string, unknown> = { pin: 'hxp4x9nnwxjatv8', uid: 'TX-77' },
    ) => {
      const res = await api(ctx(), 'POST', `/integrations/${networkId}`, token, {
        kind: 'shortxml',
        ip: '127.0.0.1',
        port,
        description: 'SOS Alarm',
        settings,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as number;
    };

    it('shortxml OK: one RX alarm request with pin and uid; the pin never shows; log, status success, audit', async () => {
      const id = await shortXmlAt(xmlReceiver.port);
      const before = xmlReceiver.requests.length;
      const res = await send(id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ outcome: 'ack', status: 'success', sequence: 0 });
      // The receivers serve both databases' suites: count from here.
      const mine = () => xmlReceiver.requests.slice(before);
      expect(mine()).toHaveLength(1);
      const request = mine()[0]!;
      expect(request.parsed).toMatchObject({
        ok: true,
        request: {
          authentication: 'hxp4x9nnwxjatv8',
          transmitterCode: 'TX-77',
          eventCode: 'RX',
          alarmType: 'AL',
          additionalInfo: 'Test',
          reference: expect.stringMatching(/^test-[0-9a-f-]{36}$/),
        },
      });
      expect(request.status).toBe(0);
      const raw = request.raw.toString('latin1');
      expect(raw).toMatch(
        /^<\?xml version="1.0" encoding="ISO-8859-1"\?>\n<alarmrequest><reference>test-[0-9a-f-]{36}<\/reference><authentication>hxp4x9nnwxjatv8<\/authentication><receiver>1<\/receiver><transmittertime>\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}<\/transmittertime><alarmtype>AL<\/alarmtype><transmittertype>VAKT1<\/transmittertype><transmittercode>TX-77<\/transmittercode><eventcode>RX<\/eventcode><additionalinfo>Test<\/additionalinfo><\/alarmrequest>$/,
      );
      // What the caller and the log see: the exact bytes with the pin as [secret].
      expect(res.body.attempts).toHaveLength(1);
      expect(res.body.attempts[0].frame).toBe(raw.replace('\n', '<LF>').replace('hxp4x9nnwxjatv8', '[secret]'));
      expect(res.body.attempts[0].answer).toMatch(
        /<alarmresponse><reference>test-.*<status>0<\/status><info>OK<\/info>/,
      );
      expect(JSON.stringify(res.body)).not.toContain('hxp4x9nnwxjatv8');
      const listed = await api(ctx(), 'GET', `/integrations/${networkId}`, token);
      expect(listed.body.find((i: { id: number }) => i.id === id).status).toBe('success');
      const logs = await api(ctx(), 'GET', `/integrations/logs/${id}`, token);
      expect(logs.body.total).toBe(1);
      expect(logs.body.items[0].log).toMatch(
        /^test alarm RX attempt 1: ACK sent <\?xml .*<authentication>\[secret\]<\/authentication>.*<eventcode>RX<\/eventcode>.* answer <\?xml .*<status>0<\/status>.* \d+ ms$/,
      );
      expect(logs.body.items[0].log).not.toContain('hxp4x9nnwxjatv8');
      const audit = await ctx().db.query<{ payload: any }>(
        "SELECT payload FROM action_logs WHERE entity_type = 'integration' AND entity_id = $1 AND action = 'sendTestAlarm'",
        [id],
      );
      expect(audit.map((a) => a.payload)).toEqual([
        { before: { status: 'pending' }, after: { status: 'success', outcome: 'ack', code: 'RX' } },
      ]);
      // A second test is a new alarm: a new reference.
      await send(id);
      expect(mine()).toHaveLength(2);
      const refs = mine().map((r) => r.parsed.ok && r.parsed.request.reference);
      expect(refs[0]).not.toBe(refs[1]);
    });

    it('shortxml refused by status (4 NOT_AUTHORIZED): one attempt, never resent, status error', async () => {
      const id = await shortXmlAt(xmlReceiver.port);
      const before = xmlReceiver.requests.length;
      xmlReceiver.next({ kind: 'status', status: 4 });
      const res = await send(id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ outcome: 'nak', status: 'error' });
      expect(res.body.attempts.map((a: { outcome: string }) => a.outcome)).toEqual(['nak']);
      expect(res.body.attempts[0].answer).toMatch(/<status>4<\/status><info>NOT_AUTHORIZED<\/info>/);
      expect(xmlReceiver.requests.length - before).toBe(1);
      const logs = await api(ctx(), 'GET', `/integrations/logs/${id}`, token);
      expect(logs.body.items.map((l: { log: string }) => l.log)).toEqual([
        expect.stringMatching(/^test alarm RX attempt 1: NAK sent .* \(status 4 NOT_AUTHORIZED\) \d+ ms$/),
      ]);
    });

    it('shortxml garbage answers: retried once, both logged by their size only, status error; back to success on the next OK', async () => {
      const id = await shortXmlAt(xmlReceiver.port);
      const before = xmlReceiver.requests.length;
      xmlReceiver.next({ kind: 'raw', bytes: Buffer.from('ACK\r\n') }, { kind: 'raw', bytes: Buffer.from('ACK\r\n') });
      const res = await send(id);
      expect(res.body).toMatchObject({ outcome: 'invalid', status: 'error' });
      expect(res.body.attempts.map((a: { outcome: string; answer: string }) => [a.outcome, a.answer])).toEqual([
        ['invalid', 'unrecognized answer (5 bytes)'],
        ['invalid', 'unrecognized answer (5 bytes)'],
      ]);
      expect(xmlReceiver.requests.length - before).toBe(2);
      const logs = await api(ctx(), 'GET', `/integrations/logs/${id}`, token);
      expect(logs.body.items.map((l: { log: string }) => l.log)).toEqual([
        expect.stringMatching(
          /^test alarm RX attempt 2: INVALID sent <\?xml.* unrecognized answer \(5 bytes\) \d+ ms$/,
        ),
        expect.stringMatching(/^test alarm RX attempt 1: INVALID /),
      ]);
      const again = await send(id);
      expect(again.body).toMatchObject({ outcome: 'ack', status: 'success' });
    });

    it('shortxml with a pin stored before the 15-character rule: refused with the field, nothing sent', async () => {
      const id = await shortXmlAt(xmlReceiver.port, { pin: 'p'.repeat(12), uid: 'TX-78' });
      await ctx().db.query(
        `UPDATE integrations SET settings = settings || '{"pin": "${'p'.repeat(20)}"}' WHERE id = $1`,
        [id],
      );
      const before = xmlReceiver.requests.length;
      const res = await send(id);
      expect(res.status).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields).toEqual({ 'settings.pin': 'INVALID' });
      await new Promise((r) => setTimeout(r, 50));
      expect(xmlReceiver.requests.length).toBe(before);
    });

    it('refusals: a manitou without account (400), a shortxml without pin (400), another tenant (404)', async () => {
      const before = receiver.frames.length;
      const xmlBefore = xmlReceiver.requests.length;
      const xml = await shortXmlAt(xmlReceiver.port);
      await ctx().db.query(`UPDATE integrations SET settings = settings - 'pin' WHERE id = $1`, [xml]);
      const noPin = await send(xml);
      expect(noPin.status).toBe(400);
      expectErrorShape(noPin.body, 400, 'VALIDATION_FAILED');
      expect(noPin.body.fields).toEqual({ 'settings.pin': 'REQUIRED' });
      expect(xmlReceiver.requests.length).toBe(xmlBefore);
      // saved before the account was required at save: the test alarm still refuses it
      const noAccount = await integrationAt(receiver.port);
      await ctx().db.query(`UPDATE integrations SET settings = settings - 'uid' WHERE id = $1`, [noAccount]);
      const missing = await send(noAccount);
      expect(missing.status).toBe(400);
      expect(missing.body.fields).toEqual({ 'settings.uid': 'REQUIRED' });
      const other = await networkOf(ctx(), 7);
      const foreign = await api(
        ctx(),
        'POST',
        `/integrations/${other}`,
        await ctx().tokenOf('admin'),
        manitouBody({ ip: '127.0.0.1', port: receiver.port, settings: { line: '1', uid: 'ABC' } }),
      );
      const hidden = await api(ctx(), 'POST', `/integrations/${other}/${foreign.body.id}/test-alarm`, token);
      expect(hidden.status).toBe(404);
      expect(receiver.frames.length).toBe(before);
    });
  },
  env,
);
