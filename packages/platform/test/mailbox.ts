import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** It came over TLS (STARTTLS). */
  secure: boolean;
}

/** The 6-digit code from a raw message body (headers skipped: message ids carry digits). */
export function codeOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n');
  const match = /\b(\d{6})\b/.exec(body);
  if (!match) throw new Error(`no code in mail:\n${raw}`);
  return match[1]!;
}

export interface SmtpOptions {
  /** A given port (a server brought back where the platform expects it); default a random one. */
  port?: number;
  /** Offer STARTTLS with this certificate (PEM); default no STARTTLS. */
  tls?: { key: string; cert: string };
  /** An SMTP reply code refusing a recipient at RCPT TO (e.g. 550 for good, 450 for now); undefined accepts. */
  refuseRecipient?: (address: string) => number | undefined;
}

/** A real SMTP server on 127.0.0.1. */
export async function startSmtp(opts: SmtpOptions = {}) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: opts.tls ? ['AUTH'] : ['STARTTLS', 'AUTH'],
    ...(opts.tls && { key: opts.tls.key, cert: opts.tls.cert }),
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = opts.refuseRecipient?.(address.address);
      if (!code) return callback();
      callback(Object.assign(new Error(`${address.address}: refused by the test server`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
        });
        callback();
      });
    },
  });
  // A TLS handshake the client gives up on (a certificate it does not trust) is no failure of the test's.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The newest mail to an address, waiting briefly for delivery. */
    async lastTo(address: string, after = 0): Promise<ReceivedMail> {
      for (let i = 0; i < 50; i++) {
        const found = mails.filter((m) => m.to.includes(address));
        if (found.length > after) return found[found.length - 1]!;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${address}`);
    },
    countTo: (address: string) => mails.filter((m) => m.to.includes(address)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The newest .eml for an address in an outbox folder. */
export async function lastOutboxMail(dir: string, address: string): Promise<string> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(`-${address}.eml`)).sort();
  if (!files.length) throw new Error(`no outbox mail to ${address} in ${dir}`);
  return readFile(join(dir, files[files.length - 1]!), 'utf8');
}

/** A loopback port nothing listens on (a mail server that is down): taken, then closed. */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
