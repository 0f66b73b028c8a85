import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import { createSecureContext } from 'node:tls';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DestinationNotAllowed,
  OutboundHttpError,
  OutboundPolicy,
  connectTcp,
  getText,
  parseAllowList,
  systemLookup,
} from './index.js';

const listen = async <S extends Server>(server: S): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** Counts the TCP connections a server accepts (every one, whatever comes over it). */
const counted = <S extends Server>(server: S) => {
  const seen = { connections: 0 };
  server.on('connection', () => seen.connections++);
  return seen;
};

const OPTIONS = { timeoutMs: 2000, maxBytes: 1000 };

describe('outbound connections go to the checked address', () => {
  let web: ReturnType<typeof createHttpServer>;
  let webPort = 0;
  let webSeen: { connections: number };
  const requests: { url: string; host: string }[] = [];
  let stranger: Server;
  let strangerPort = 0;
  let strangerSeen: { connections: number };
  let lookups: string[] = [];
  let policy: OutboundPolicy;

  beforeAll(async () => {
    web = createHttpServer((req: IncomingMessage, res: ServerResponse) => {
      requests.push({ url: req.url ?? '', host: req.headers.host ?? '' });
      if (req.url === '/redirect') res.writeHead(302, { location: '/metadata' }).end();
      else if (req.url === '/big') {
        res.writeHead(200);
        for (let i = 0; i < 20; i++) res.write('x'.repeat(100));
        res.end();
      } else if (req.url === '/silent') {
        // never answers
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('metadata');
    });
    webSeen = counted(web);
    webPort = await listen(web);
    stranger = createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.2\r\n'));
    strangerSeen = counted(stranger);
    strangerPort = await listen(stranger);
    policy = new OutboundPolicy({
      allow: parseAllowList(`127.0.0.1/32:${webPort}`),
      // Names only this resolver knows: were the name resolved again at connect time, it would not be found.
      lookup: async (host) => {
        lookups.push(host);
        if (host === 'idp.test') return [{ address: '127.0.0.1', family: 4 }];
        if (host === 'rebound.test')
          return [
            { address: '198.51.100.1', family: 4 },
            { address: '127.0.0.1', family: 4 },
          ];
        return systemLookup(host);
      },
    });
  });
  afterAll(async () => {
    web.closeAllConnections();
    await close(web);
    await close(stranger);
  });

  it('HTTP: the name resolved once, the checked address connected to, the name kept as Host', async () => {
    lookups = [];
    expect(await getText(policy, `http://idp.test:${webPort}/metadata?x=1`, OPTIONS)).toBe('metadata');
    expect(lookups).toEqual(['idp.test']);
    expect(requests.at(-1)).toEqual({ url: '/metadata?x=1', host: `idp.test:${webPort}` });
  });

  it('HTTP: a redirect is a failure, not followed (one request)', async () => {
    const before = requests.length;
    await expect(getText(policy, `http://127.0.0.1:${webPort}/redirect`, OPTIONS)).rejects.toThrow(
      /answered 302: redirects are not followed/,
    );
    expect(requests.slice(before).map((r) => r.url)).toEqual(['/redirect']);
  });

  it('HTTP: a body over the cap, a silent server, other schemes and credentials are failures', async () => {
    await expect(getText(policy, `http://127.0.0.1:${webPort}/big`, OPTIONS)).rejects.toThrow(/larger than 1000 bytes/);
    await expect(getText(policy, `http://127.0.0.1:${webPort}/silent`, { ...OPTIONS, timeoutMs: 300 })).rejects.toThrow(
      /no answer in 300 ms/,
    );
    for (const url of ['ftp://127.0.0.1/x', 'file:///etc/passwd', `http://u:p@127.0.0.1:${webPort}/`, 'nonsense'])
      await expect(getText(policy, url, OPTIONS), url).rejects.toBeInstanceOf(OutboundHttpError);
  });

  it('a destination the policy refuses is never connected to (another loopback port, a name with one loopback address)', async () => {
    const before = strangerSeen.connections;
    const webBefore = webSeen.connections;
    for (const url of [
      `http://127.0.0.1:${strangerPort}/`,
      `http://localhost:${strangerPort}/`,
      `http://[::1]:${webPort}/`,
      `http://2130706433:${strangerPort}/`,
      `http://rebound.test:${strangerPort}/`,
      'http://169.254.169.254/latest/meta-data/',
    ])
      await expect(getText(policy, url, OPTIONS), url).rejects.toBeInstanceOf(DestinationNotAllowed);
    await expect(policy.check('127.0.0.1', strangerPort)).rejects.toBeInstanceOf(DestinationNotAllowed);
    await new Promise((r) => setTimeout(r, 50));
    expect(strangerSeen.connections).toBe(before);
    expect(webSeen.connections).toBe(webBefore);
  });

  it('TCP: connectTcp reaches the address the check answered for a name', async () => {
    const destination = await policy.check('idp.test', webPort);
    const socket = connectTcp(destination);
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    expect(socket.remoteAddress).toBe('127.0.0.1');
    expect(socket.remotePort).toBe(webPort);
    socket.destroy();
  });

  it('HTTPS: the TLS server name is the host typed (certificate checked against it), the address the checked one', async () => {
    const pems = await generate([{ name: 'commonName', value: 'idp.test' }], { keySize: 2048, algorithm: 'sha256' });
    const context = createSecureContext({ key: pems.private, cert: pems.cert });
    const serverNames: string[] = [];
    const server = createHttpsServer(
      {
        key: pems.private,
        cert: pems.cert,
        SNICallback: (name, done) => {
          serverNames.push(name);
          done(null, context);
        },
      },
      (_req, res) => res.end('secure'),
    );
    const port = await listen(server);
    try {
      const secure = new OutboundPolicy({
        allow: parseAllowList(`127.0.0.1/32:${port}`),
        lookup: async () => [{ address: '127.0.0.1', family: 4 }],
      });
      // The self-signed certificate is not trusted: the GET fails after the handshake named the server.
      await expect(getText(secure, `https://idp.test:${port}/`, OPTIONS)).rejects.toThrow(/self-signed|SELF_SIGNED/i);
      expect(serverNames).toEqual(['idp.test']);
    } finally {
      await close(server);
    }
  });
});
