import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { startReceiver, type Dc09Receiver } from '../../integrations/dc09/index.js';
import { allowLoopbackPorts } from '../../testing.js';
import { api, manitouBody, networkOf } from './testKit.js';

// The receivers start before the platforms: their ports are its OUTBOUND_ALLOW. Keys by account: the
// receiver learns a key when the test has it (from the answer that showed it once).
const keys: Record<string, Uint8Array> = {};
const knownAccounts = ['C0DE', 'E128', 'E256', 'BEE5', '7E57'];
let receiver: Dc09Receiver;
beforeAll(async () => {
  receiver = await startReceiver({ keys, accounts: knownAccounts });
});
afterAll(() => receiver?.close());

const env = async () => ({ env: { OUTBOUND_ALLOW: allowLoopbackPorts(receiver.port) } });

describeEachDb(
  'integrations: DC-09 encryption keys, and a NAK with its reason',
  (ctx) => {
    let token = '';
    let networkId = 0;
    let tag = 0;
    beforeAll(async () => {
      token = await ctx().tokenOf('clientadmin');
      networkId = await networkOf(ctx(), 2);
    });
    const base = `/integrations`;
    const create = (body: Record<string, unknown>) => api(ctx(), 'POST', `${base}/${networkId}`, token, body);
    const encrypted = (uid: string, keyBits?: number) =>
      manitouBody({
        ip: '127.0.0.1',
        port: receiver.port,
        description: `Encrypted ${uid} ${tag++}`,
        settings: { line: '1', uid },
        encryption: { enabled: true, ...(keyBits ? { keyBits } : {}) },
      });
    const keyRequest = (id: number, body: Record<string, unknown>) =>
      api(ctx(), 'POST', `${base}/${networkId}/${id}/encryption-key`, token, body);
    const testAlarm = (id: number) => api(ctx(), 'POST', `${base}/${networkId}/${id}/test-alarm`, token);

    it('a generated key is answered once, in the answer that made it; never by a list, an update, a test alarm, the log or the audit trail', async () => {
      const created = await create(encrypted('E128'));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const key: string = created.body.encryptionKey;
      expect(key).toMatch(/^[0-9A-F]{32}$/);
      expect(created.body.encryption).toEqual({
        enabled: true,
        keySet: true,
        keyBits: 128,
        keySetAt: expect.any(String),
      });
      const id: number = created.body.id;
      keys.E128 = Buffer.from(key, 'hex');

      const answers = [
        await api(ctx(), 'GET', `${base}/${networkId}`, token),
        await api(ctx(), 'PUT', `${base}/${networkId}/${id}`, token, { description: 'Encrypted, renamed' }),
        await api(ctx(), 'PUT', `${base}/${networkId}/${id}`, token, { encryption: { enabled: true, keyBits: 256 } }),
        await testAlarm(id),
        await api(ctx(), 'GET', `${base}/logs/${id}`, token),
      ];
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
        const text = JSON.stringify(answer.body);
        expect(text).not.toContain(key);
        expect(text).not.toContain(key.toLowerCase());
        expect(text).not.toContain('encryptionKey');
      }
      expect(answers[0]!.body.find((i: { id: number }) => i.id === id).encryption).toMatchObject({
        enabled: true,
        keySet: true,
        keyBits: 128,
      });
      // The test alarm went encrypted with that key: the receiver opened it and ACKed encrypted.
      expect(answers[3]!.body).toMatchObject({ outcome: 'ack', status: 'success', statusReason: null });
      expect(answers[3]!.body.attempts[0].frame).toMatch(/^<LF>[0-9A-F]{8}"\*SIA-DCS"\d{4}L1#E128\[[0-9A-F]+<CR>$/);
      expect(receiver.frames.at(-1)!.decrypted).toMatch(/\|#E128\|NRX\]_/);

      const audit = await ctx().db.query<{ payload: unknown }>(
        "SELECT payload FROM action_logs WHERE entity_type = 'integration' AND entity_id = $1",
        [id],
      );
      expect(audit.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(audit)).not.toMatch(new RegExp(key, 'i'));
      const [stored] = await ctx().db.query<{ dc09_key: string }>('SELECT dc09_key FROM integrations WHERE id = $1', [
        id,
      ]);
      expect(stored!.dc09_key).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
      expect(stored!.dc09_key).not.toMatch(new RegExp(key, 'i'));
      expect(Buffer.from(stored!.dc09_key.slice(3), 'base64url').includes(Buffer.from(key, 'hex'))).toBe(false);
    });

    it('rotating answers the new key once (its size as asked); a key from the centre (hex or characters) is never answered; bad keys are 400', async () => {
      const created = await create(encrypted('E256', 256));
      expect(created.body.encryptionKey).toMatch(/^[0-9A-F]{64}$/);
      const id: number = created.body.id;
      const rotated = await keyRequest(id, { keyBits: 192 });
      expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
      expect(rotated.body.encryptionKey).toMatch(/^[0-9A-F]{48}$/);
      expect(rotated.body.encryptionKey).not.toBe(created.body.encryptionKey);
      expect(rotated.body.encryption).toMatchObject({ enabled: true, keySet: true, keyBits: 192 });
      // The old key stops at once: a receiver holding it cannot open the next frame (a NAK, a refusal).
      keys.E256 = Buffer.from(created.body.encryptionKey, 'hex');
      expect((await testAlarm(id)).body).toMatchObject({
        outcome: 'nak',
        status: 'error',
        statusReason: 'account_refused',
      });
      keys.E256 = Buffer.from(rotated.body.encryptionKey, 'hex');
      expect((await testAlarm(id)).body).toMatchObject({ outcome: 'ack', status: 'success', statusReason: null });

      const hex = '00112233445566778899AABBCCDDEEFF0011223344556677';
      const given = await keyRequest(id, { key: hex.toLowerCase() });
      expect(given.status, JSON.stringify(given.body)).toBe(200);
      expect(given.body.encryptionKey).toBeUndefined();
      expect(given.body.encryption).toMatchObject({ keySet: true, keyBits: 192 });
      keys.E256 = Buffer.from(hex, 'hex');
      expect((await testAlarm(id)).body).toMatchObject({ outcome: 'ack' });
      // pysiaalarm and Home Assistant take a key as 16, 24 or 32 characters: their bytes are the key.
      const text = await keyRequest(id, { key: 'AAAAAAAAAAAAAAAA', format: 'text' });
      expect(text.body.encryption).toMatchObject({ keyBits: 128 });
      expect(JSON.stringify(text.body)).not.toContain('AAAAAAAAAAAAAAAA');
      keys.E256 = Buffer.from('AAAAAAAAAAAAAAAA', 'latin1');
      expect((await testAlarm(id)).body).toMatchObject({ outcome: 'ack' });

      for (const bad of [{ key: 'ABC' }, { key: 'ZZ'.repeat(16) }, { key: 'short', format: 'text' }]) {
        const res = await keyRequest(id, bad);
        expect(res.status).toBe(400);
        expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
        expect(res.body.fields).toEqual({ key: 'INVALID' });
      }
      expect((await keyRequest(id, { keyBits: 64 })).status).toBe(400);
      const xml = await create({
        kind: 'shortxml',
        ip: '127.0.0.1',
        port: receiver.port,
        description: 'SOS',
        settings: { pin: '12345678', uid: 'TX-1' },
        encryption: { enabled: true },
      });
      expect(xml.status).toBe(400);
      expect(xml.body.fields).toEqual({ 'encryption.enabled': 'INVALID' });
      const audit = await ctx().db.query<{ action: string; payload: unknown }>(
        "SELECT action, payload FROM action_logs WHERE entity_type = 'integration' AND entity_id = $1 ORDER BY id",
        [id],
      );
      expect(audit.map((a) => a.action).filter((a) => a.endsWith('EncryptionKey'))).toEqual([
        'generateEncryptionKey',
        'setEncryptionKey',
        'setEncryptionKey',
      ]);
      expect(JSON.stringify(audit)).not.toMatch(/00112233445566778899AABB|AAAAAAAAAAAAAAAA/i);
    });

    it('turning encryption off sends in clear and keeps the key; on again uses it; a new integration without it is plain', async () => {
      const created = await create(encrypted('BEE5'));
      const id: number = created.body.id;
      const off = await api(ctx(), 'PUT', `${base}/${networkId}/${id}`, token, { encryption: { enabled: false } });
      expect(off.body.encryption).toMatchObject({ enabled: false, keySet: true, keyBits: 128 });
      expect(off.body.encryptionKey).toBeUndefined();
      const plain = await testAlarm(id);
      expect(plain.body.attempts[0].frame).toMatch(/"SIA-DCS"\d{4}L1#BEE5\[#BEE5\|NRX\]_/);
      const on = await api(ctx(), 'PUT', `${base}/${networkId}/${id}`, token, { encryption: { enabled: true } });
      expect(on.body.encryptionKey).toBeUndefined();
      keys.BEE5 = Buffer.from(created.body.encryptionKey, 'hex');
      expect((await testAlarm(id)).body).toMatchObject({ outcome: 'ack' });
      const clear = await create(
        manitouBody({ ip: '127.0.0.1', port: receiver.port, settings: { line: '1', uid: '7E57' } }),
      );
      expect(clear.body.encryption).toEqual({ enabled: false, keySet: false, keyBits: null, keySetAt: null });
      expect(clear.body.encryptionKey).toBeUndefined();
    });

    it('a bare "NAK" to a test alarm (an account the receiver does not know) is a NAK: status error, reason account_refused, not resent; fixed, the reason goes', async () => {
      const created = await create(
        manitouBody({
          ip: '127.0.0.1',
          port: receiver.port,
          description: 'Unknown account',
          settings: { line: '1', uid: 'FEED' },
        }),
      );
      const id: number = created.body.id;
      const before = receiver.frames.length;
      const res = await testAlarm(id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ outcome: 'nak', status: 'error', statusReason: 'account_refused' });
      expect(res.body.attempts).toEqual([expect.objectContaining({ outcome: 'nak', answer: '"NAK"' })]);
      expect(receiver.frames.length).toBe(before + 1);
      const listed = await api(ctx(), 'GET', `${base}/${networkId}`, token);
      expect(listed.body.find((i: { id: number }) => i.id === id)).toMatchObject({
        status: 'error',
        statusReason: 'account_refused',
      });
      const logs = await api(ctx(), 'GET', `${base}/logs/${id}`, token);
      expect(logs.body.items[0].log).toMatch(
        /^test alarm RX attempt 1 seq \d{4}: NAK sent .* answer "NAK" \(the receiver refused the message: a bare NAK\)/,
      );
      const fixed = await api(ctx(), 'PUT', `${base}/${networkId}/${id}`, token, { settings: { uid: 'C0DE' } });
      expect(fixed.body).toMatchObject({ status: 'pending', statusReason: null });
      expect((await testAlarm(id)).body).toMatchObject({ outcome: 'ack', status: 'success', statusReason: null });
    });
  },
  env,
);
