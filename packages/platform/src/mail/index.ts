import { access, mkdir, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

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

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    description: `SMTP ${new URL(smtpUrl).host}`,
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

export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; log?: Log }): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl, opts.from) : outboxMailer(opts.outboxDir, opts.from, opts.log);
}
