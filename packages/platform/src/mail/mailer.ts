import { access, mkdir, writeFile } from 'node:fs/promises';
import { constants, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Throws when mail cannot be delivered (heartbeat). */
  verify(): Promise<void>;
  readonly description: string;
}

type Log = (line: string) => void;

/**
 * Waits shorter than nodemailer's own defaults (2 min to connect, 10 min of silence): a person waits for a
 * sign-in code, and a user creation holds its transaction while the welcome mail is handed over. The URL's
 * own `?connectionTimeout=`, `?greetingTimeout=`, `?socketTimeout=` win.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The transport options of SMTP_URL, parsed by nodemailer itself (so every query option nodemailer reads from a
 * URL works, e.g. `?requireTLS=true`, `?tls.servername=`), with our timeouts as defaults and `extraCa` (PEM) trusted
 * in addition to Node's bundled roots for the TLS of STARTTLS or smtps.
 */
export function smtpTransportOptions(smtpUrl: string, extraCa?: string): SMTPTransport.Options {
  const fromUrl = parseConnectionUrl(smtpUrl);
  const options: SMTPTransport.Options = { ...SMTP_TIMEOUTS, ...fromUrl };
  if (extraCa) options.tls = { ...fromUrl.tls, ca: [...rootCertificates, extraCa] };
  return options;
}

/** SMTP_CA_FILE's PEM bundle; an unreadable file or one without a certificate stops the start. */
export function readCaFile(file: string): string {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`SMTP_CA_FILE ${file} cannot be read: ${(err as Error).message}`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----'))
    throw new Error(`SMTP_CA_FILE ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  return pem;
}

export function smtpMailer(smtpUrl: string, from: string, opts: { ca?: string } = {}): Mailer {
  const options = smtpTransportOptions(smtpUrl, opts.ca);
  const transport = nodemailer.createTransport(options);
  const tls = [options.requireTLS && 'STARTTLS required', opts.ca && 'private CA'].filter(Boolean).join(', ');
  return {
    description: `SMTP ${new URL(smtpUrl).host}${tls ? ` (${tls})` : ''}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async verify() {
      await transport.verify();
    },
  };
}

/** Without SMTP, each message becomes <dir>/<timestamp>-<to>.eml and one log line says where. */
export function outboxMailer(dir: string, from: string, log: Log = () => {}): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `outbox ${dir}`,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(dir, { recursive: true });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log(`mail to ${message.to} ("${message.subject}") written to ${file}`);
    },
    async verify() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}

export function createMailer(opts: {
  smtpUrl?: string;
  /** SMTP_CA_FILE: extra CAs (PEM) for the SMTP server's certificate. */
  smtpCaFile?: string;
  outboxDir: string;
  from: string;
  log?: Log;
}): Mailer {
  if (!opts.smtpUrl) return outboxMailer(opts.outboxDir, opts.from, opts.log);
  return smtpMailer(opts.smtpUrl, opts.from, { ca: opts.smtpCaFile ? readCaFile(opts.smtpCaFile) : undefined });
}
