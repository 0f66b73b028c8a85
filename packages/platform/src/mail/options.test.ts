import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { mailQueueOptionsFromEnv, smtpTransportOptions } from './index.js';

describe('mail options from the environment', () => {
  it('the queued-mail sender: every second by default, off turns it off, each knob read', () => {
    expect(mailQueueOptionsFromEnv({})).toEqual({
      intervalMs: 1000,
      sender: { maxAttempts: 20, maxAgeMs: 86_400_000, backoff: { baseMs: 30_000, factor: 2, maxMs: 1_800_000 } },
    });
    expect(mailQueueOptionsFromEnv({ MAIL_INTERVAL_MS: 'off' })).toBe(false);
    expect(
      mailQueueOptionsFromEnv({
        MAIL_INTERVAL_MS: '250',
        MAIL_MAX_ATTEMPTS: '5',
        MAIL_MAX_AGE_MS: '3600000',
        MAIL_RETRY_BASE_MS: '1000',
        MAIL_RETRY_MAX_MS: '60000',
      }),
    ).toEqual({
      intervalMs: 250,
      sender: { maxAttempts: 5, maxAgeMs: 3_600_000, backoff: { baseMs: 1000, factor: 2, maxMs: 60_000 } },
    });
    expect(() => mailQueueOptionsFromEnv({ MAIL_INTERVAL_MS: '10' })).toThrow(/MAIL_INTERVAL_MS/);
    expect(() => mailQueueOptionsFromEnv({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(() => mailQueueOptionsFromEnv({ MAIL_RETRY_BASE_MS: '5000', MAIL_RETRY_MAX_MS: '1000' })).toThrow(
      /MAIL_RETRY_MAX_MS/,
    );
  });

  it("SMTP_URL is read by nodemailer's own parser: requireTLS, tls.* and timeouts from the query; our timeouts by default", () => {
    expect(smtpTransportOptions('smtp://user:p%40ss@relay.example:587?requireTLS=true')).toMatchObject({
      host: 'relay.example',
      port: 587,
      secure: false,
      requireTLS: true,
      auth: { user: 'user', pass: 'p@ss' },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const smtps = smtpTransportOptions(
      'smtps://relay.example?tls.servername=mail.example&connectionTimeout=5000',
      'PEM',
    );
    expect(smtps).toMatchObject({ secure: true, connectionTimeout: 5000, tls: { servername: 'mail.example' } });
    // The private CA is added to Node's roots, not put in their place.
    expect((smtps.tls!.ca as string[]).at(-1)).toBe('PEM');
    expect((smtps.tls!.ca as string[]).length).toBeGreaterThan(100);
  });

  it('SMTP_CA_FILE needs SMTP_URL', () => {
    const key = new Uint8Array(32);
    expect(() => configFromEnv({ SMTP_CA_FILE: '/etc/vakt/relay-ca.pem' }, key)).toThrow(/SMTP_URL/);
    expect(
      configFromEnv({ SMTP_CA_FILE: '/etc/vakt/relay-ca.pem', SMTP_URL: 'smtp://relay.example:587' }, key).smtpCaFile,
    ).toBe('/etc/vakt/relay-ca.pem');
  });
});
