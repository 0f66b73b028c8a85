import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../test/harness.js';
import { closedPort, codeOf, startSmtp } from '../../test/mailbox.js';
import { issueServerCert, makeCa, type TestCa } from '../../test/tlsCerts.js';
import { newUserBody, writeCounts } from '../modules/users/usersTestKit.js';
import { DEMO_PASSWORD, demoAccount } from '../seed/demoAccounts.js';
import { createMailer, smtpMailer } from './mailer.js';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;
const message = (to: string) => ({ to, subject: 'TLS check', text: 'Over TLS only.\n' });

/** The company's own CA (given as SMTP_CA_FILE) and another one nobody configured. */
let privateCa: TestCa;
let strangerCa: TestCa;
let dir: string;
let caFile: string;
const servers: Smtp[] = [];
const start = async (opts: Parameters<typeof startSmtp>[0]) => {
  const s = await startSmtp(opts);
  servers.push(s);
  return s;
};

async function setUp() {
  if (caFile) return;
  privateCa = await makeCa('Vakt test relay CA');
  strangerCa = await makeCa('Somebody else');
  dir = await mkdtemp(join(tmpdir(), 'vakt-smtp-tls-'));
  caFile = join(dir, 'relay-ca.pem');
  await writeFile(caFile, privateCa.cert);
}

beforeAll(setUp);
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('SMTP with STARTTLS and a private CA (a real SMTP server on loopback)', () => {
  it('with SMTP_CA_FILE the mail arrives over STARTTLS; the heartbeat check passes', async () => {
    const smtp = await start({ tls: await issueServerCert(privateCa) });
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?requireTLS=true`,
      smtpCaFile: caFile,
      outboxDir: dir,
      from: 'no-reply@vakt.test',
    });
    expect(mailer.description).toBe(`SMTP 127.0.0.1:${smtp.port} (STARTTLS required, private CA)`);
    await mailer.send(message('tls@vakt.test'));
    const mail = await smtp.lastTo('tls@vakt.test');
    expect(mail.secure).toBe(true);
    expect(mail.raw).toContain('Over TLS only.');
    await expect(mailer.verify()).resolves.toBeUndefined();
  });

  it('without the CA the certificate is not trusted: the send is refused and nothing arrives', async () => {
    const smtp = await start({ tls: await issueServerCert(privateCa) });
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@vakt.test');
    await expect(mailer.send(message('untrusted@vakt.test'))).rejects.toThrow(/certificate/i);
    await expect(mailer.verify()).rejects.toThrow(/certificate/i);
    expect(smtp.countTo('untrusted@vakt.test')).toBe(0);
  });

  it('a certificate of another CA is refused even with SMTP_CA_FILE (the file adds trust, it does not switch checks off)', async () => {
    const smtp = await start({ tls: await issueServerCert(strangerCa) });
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@vakt.test', { ca: privateCa.cert });
    await expect(mailer.send(message('stranger@vakt.test'))).rejects.toThrow(/certificate/i);
    expect(smtp.countTo('stranger@vakt.test')).toBe(0);
  });

  it('?requireTLS=true refuses a server that offers no STARTTLS; without it the mail goes in plain text', async () => {
    const smtp = await start({});
    const required = smtpMailer(`smtp://127.0.0.1:${smtp.port}?requireTLS=true`, 'no-reply@vakt.test');
    await expect(required.send(message('plain@vakt.test'))).rejects.toThrow(/STARTTLS/);
    expect(smtp.countTo('plain@vakt.test')).toBe(0);
    await smtpMailer(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@vakt.test').send(message('plain@vakt.test'));
    expect((await smtp.lastTo('plain@vakt.test')).secure).toBe(false);
  });

  it('SMTP_CA_FILE must be a readable PEM certificate', async () => {
    const base = { smtpUrl: 'smtp://127.0.0.1:25', outboxDir: dir, from: 'x@vakt.test' };
    expect(() => createMailer({ ...base, smtpCaFile: join(dir, 'missing.pem') })).toThrow(/cannot be read/);
    const notPem = join(dir, 'not.pem');
    await writeFile(notPem, 'hello');
    expect(() => createMailer({ ...base, smtpCaFile: notPem })).toThrow(/no PEM certificate/);
  });
});

let port = 0;

describeEachDb(
  'the API over SMTP with STARTTLS required and a private CA',
  (ctx) => {
    it('a trusted relay: the sign-in code comes over TLS and signs in; the heartbeat says OK', async () => {
      const t = ctx();
      const smtp = await start({ port, tls: await issueServerCert(privateCa) });
      const account = demoAccount('twofa');
      expect((await t.login(account.email, DEMO_PASSWORD)).body).toMatchObject({ twoFaRequired: true });
      const mail = await smtp.lastTo(account.email);
      expect(mail.secure).toBe(true);
      const ok = await t.post('/v2/auth/2fa', {
        email: account.email,
        password: DEMO_PASSWORD,
        userId: account.id,
        otp: codeOf(mail.raw),
      });
      expect(ok.status).toBe(200);
      const beats = await t.get('/backoffice/heartbeats', await t.tokenOf('admin'));
      expect(beats.body).toContainEqual({ name: 'mail', status: 'OK' });
    });

    it('a relay whose certificate is not trusted: 503 MAIL_UNAVAILABLE, nothing written; the heartbeat names the certificate', async () => {
      const t = ctx();
      const token = await t.tokenOf('admin');
      const smtp = await start({ port, tls: await issueServerCert(strangerCa) });
      const account = demoAccount('twofa');
      const login = await t.login(account.email, DEMO_PASSWORD);
      expect(login.status).toBe(503);
      expectErrorShape(login.body, 503, 'MAIL_UNAVAILABLE');
      const before = await writeCounts(t.db);
      const body = newUserBody(2);
      const created = await t.request('POST', '/backoffice/users', { token, body });
      expect(created.status).toBe(503);
      expectErrorShape(created.body, 503, 'MAIL_UNAVAILABLE');
      expect(await writeCounts(t.db)).toEqual(before);
      expect(smtp.mails).toEqual([]);
      const beats = await t.get('/backoffice/heartbeats', token);
      expect(beats.body.find((b: { name: string }) => b.name === 'mail').status).toMatch(/certificate/i);
    });
  },
  async () => {
    await setUp();
    port = await closedPort();
    return { mail: { smtpUrl: `smtp://127.0.0.1:${port}?requireTLS=true`, smtpCaFile: caFile } };
  },
);
