/**
 * The outbound policy on integrations (docs/security.md "Outbound connections"): a receiver's address that is loopback,
 * private, link-local, cloud metadata or a name resolving there is refused when it is saved and, planted
 * straight in the database, when a test alarm is sent (no connection made); the allow-listed test
 * receiver still works; what a service that is not a receiver answers is shown by its size only.
 */
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { startReceiver, type Dc09Receiver } from '../../integrations/dc09/index.js';
import { allowLoopbackPorts } from '../../testing.js';
import { api, manitouBody, networkOf } from './testKit.js';

let receiver: Dc09Receiver;
/** A loopback service that is not allow-listed: it must never see a connection. */
let stranger: Server;
let strangerPort = 0;
let strangerConnections = 0;

beforeAll(async () => {
  receiver = await startReceiver();
  stranger = createServer((socket) => socket.end('SSH-2.0-OpenSSH_9.2\r\n'));
  stranger.on('connection', () => strangerConnections++);
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
  strangerPort = (stranger.address() as AddressInfo).port;
});
afterAll(async () => {
  await receiver?.close();
  await new Promise<void>((resolve) => (stranger ? stranger.close(() => resolve()) : resolve()));
});

/** Refused addresses as an admin might type them, with the port they would use. */
const REFUSED: [string, () => number][] = [
  ['127.0.0.1', () => strangerPort],
  ['::1', () => strangerPort],
  ['localhost', () => strangerPort],
  ['0x7f.1', () => strangerPort],
  ['::ffff:127.0.0.1', () => strangerPort],
  ['169.254.169.254', () => 80],
  ['fd00:ec2::254', () => 80],
  ['10.1.2.3', () => 9000],
  ['192.168.1.20', () => 9000],
  ['127.0.0.1', () => receiver.port + 1],
];

describeEachDb(
  'integrations: receivers the outbound policy refuses',
  (ctx) => {
    let token = '';
    let networkId = 0;

    beforeAll(async () => {
      token = await ctx().tokenOf('clientadmin');
      networkId = await networkOf(ctx(), 2);
    });

    const create = (body: Record<string, unknown>) => api(ctx(), 'POST', `/integrations/${networkId}`, token, body);
    const send = (id: number) => api(ctx(), 'POST', `/integrations/${networkId}/${id}/test-alarm`, token);
    const logsOf = async (id: number) => (await api(ctx(), 'GET', `/integrations/logs/${id}`, token)).body;
    const expectNotAllowed = (res: { status: number; body: any }, what: string) => {
      expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(400);
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields, what).toEqual({ ip: 'NOT_ALLOWED' });
      expect(res.body.errorMessage, what).toMatch(/^The receiver's address is not allowed: .* is not allowed: /);
    };

    it('save: every refused address answers ip NOT_ALLOWED with a message, on create and on update', async () => {
      for (const [ip, port] of REFUSED)
        expectNotAllowed(await create(manitouBody({ ip, port: port(), settings: { line: '1', uid: 'ABC' } })), ip);
      const saved = await create(manitouBody({ settings: { line: '1', uid: 'ABC' } }));
      expect(saved.status).toBe(201);
      for (const [ip, port] of REFUSED)
        expectNotAllowed(
          await api(ctx(), 'PUT', `/integrations/${networkId}/${saved.body.id}`, token, { ip, port: port() }),
          ip,
        );
      // The message names the address typed, never what a name resolved to.
      const named = await create(manitouBody({ ip: 'localhost', port: strangerPort }));
      expect(named.body.errorMessage).toContain(
        `localhost:${strangerPort} is not allowed: localhost resolves to a private, loopback, link-local or otherwise reserved address.`,
      );
      expect(named.body.errorMessage).not.toContain('127.0.0.1');
      const literal = await create(manitouBody({ ip: '169.254.169.254', port: 80 }));
      expect(literal.body.errorMessage).toContain(
        '169.254.169.254:80 is not allowed: 169.254.169.254 is a cloud metadata address.',
      );
      expect(strangerConnections).toBe(0);
    });

    it('save: the allow-listed receiver, a public (documentation) address and a name that does not resolve (yet) are saved', async () => {
      for (const ip of ['127.0.0.1', '198.51.100.7', 'arc.larmcentral.example.se']) {
        const port = ip === '127.0.0.1' ? receiver.port : 9000;
        const res = await create(manitouBody({ ip, port, settings: { line: '1', uid: 'ABC' } }));
        expect(res.status, `${ip}: ${JSON.stringify(res.body)}`).toBe(201);
      }
    });

    it('an integration already stored with a refused address cannot be saved unchanged either', async () => {
      const saved = await create(manitouBody({ settings: { line: '1', uid: 'ABC' } }));
      await ctx().db.query("UPDATE integrations SET ip = '127.0.0.1', port = $2 WHERE id = $1", [
        saved.body.id,
        strangerPort,
      ]);
      expectNotAllowed(
        await api(ctx(), 'PUT', `/integrations/${networkId}/${saved.body.id}`, token, { description: 'Renamed' }),
        'description only',
      );
    });

    it('test alarm to an address planted in the database: 400 ip NOT_ALLOWED, nothing sent, nothing recorded', async () => {
      const saved = await create(manitouBody({ settings: { line: '1', uid: 'ABC' } }));
      const id = saved.body.id as number;
      const framesBefore = receiver.frames.length;
      for (const [ip, port] of REFUSED) {
        await ctx().db.query('UPDATE integrations SET ip = $2, port = $3 WHERE id = $1', [id, ip, port()]);
        expectNotAllowed(await send(id), ip);
      }
      expect((await logsOf(id)).total).toBe(0);
      const [row] = await ctx().db.query<{ status: string }>('SELECT status FROM integrations WHERE id = $1', [id]);
      expect(row!.status).toBe('pending');
      const audit = await ctx().db.query(
        "SELECT 1 FROM action_logs WHERE entity_type = 'integration' AND entity_id = $1 AND action = 'sendTestAlarm'",
        [id],
      );
      expect(audit).toEqual([]);
      expect(strangerConnections).toBe(0);
      expect(receiver.frames.length).toBe(framesBefore);
    });

    it('the allow-listed receiver: ACK; an answer that is not DC-09 is shown and logged by its size only', async () => {
      const saved = await create(
        manitouBody({ ip: '127.0.0.1', port: receiver.port, settings: { line: '2', uid: 'BEEF' } }),
      );
      const id = saved.body.id as number;
      const ok = await send(id);
      expect(ok.body).toMatchObject({ outcome: 'ack', status: 'success' });
      expect(ok.body.attempts[0].answer).toMatch(/^<LF>[0-9A-F]{8}"ACK"\d{4}L2#BEEF\[\]<CR>$/);

      const banner = Buffer.from('HTTP/1.1 400 Bad Request\r\nServer: internal-admin\r\nX-Token: hunter2\r\n\r\n');
      receiver.next({ kind: 'raw', bytes: banner }, { kind: 'raw', bytes: banner });
      const res = await send(id);
      expect(res.body).toMatchObject({ outcome: 'invalid', status: 'error' });
      expect(res.body.attempts.map((a: { answer: string }) => a.answer)).toEqual([
        `unrecognized answer (${banner.length} bytes)`,
        `unrecognized answer (${banner.length} bytes)`,
      ]);
      const logs = await logsOf(id);
      expect(logs.items[0].log).toMatch(
        new RegExp(
          `^test alarm RX attempt 2 seq \\d{4}: INVALID sent <LF>.*<CR> unrecognized answer \\(${banner.length} bytes\\) \\d+ ms$`,
        ),
      );
      const shown = JSON.stringify([res.body, logs]);
      for (const secret of ['hunter2', 'internal-admin', 'HTTP/1.1']) expect(shown).not.toContain(secret);
    });
  },
  async () => ({ env: { OUTBOUND_ALLOW: allowLoopbackPorts(receiver.port) } }),
);
