import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { startReceiver, type Dc09Receiver } from '../../integrations/dc09/index.js';
import { api, manitouBody, networkOf } from './testKit.js';

describeEachDb('integrations: send a test alarm to the receiver over SIA DC-09', (ctx) => {
  let receiver: Dc09Receiver;
  let token = '';
  let networkId = 0;

  beforeAll(async () => {
    receiver = await startReceiver();
    token = await ctx().tokenOf('clientadmin');
    networkId = await networkOf(ctx(), 2);
  });
  afterAll(() => receiver.close());

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
    const closed = await startReceiver();
    const port = closed.port;
    await closed.close();
    const id = await integrationAt(port);
    const res = await send(id);
    expect(res.body).toMatchObject({ outcome: 'connection', status: 'error' });
    expect(res.body.attempts[0].answer).toBeNull();
  });

  it('refusals: shortxml is not DC-09 (409), a manitou without account (400), another tenant (404)', async () => {
    const xml = await api(ctx(), 'POST', `/integrations/${networkId}`, token, {
      kind: 'shortxml',
      ip: '127.0.0.1',
      port: receiver.port,
      description: 'SOS',
      settings: { pin: '1234', uid: 'T1' },
    });
    const before = receiver.frames.length;
    const conflict = await send(xml.body.id);
    expect(conflict.status).toBe(409);
    expectErrorShape(conflict.body, 409, 'CONFLICT');
    const noAccount = await integrationAt(receiver.port, { line: '1' });
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
});
