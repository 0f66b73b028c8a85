import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_OPTIONS, deliveryOptionsFromEnv } from './options.js';

describe('delivery options from the environment', () => {
  it('on by default with the defaults: 15 min max age, 300 s link tests, 10 s answers, 1 s poll', () => {
    expect(deliveryOptionsFromEnv({})).toEqual(DEFAULT_DELIVERY_OPTIONS);
    expect(DEFAULT_DELIVERY_OPTIONS).toMatchObject({
      maxAgeMs: 900_000,
      linkTestIntervalMs: 300_000,
      timeoutMs: 10_000,
      pollMs: 1000,
    });
    expect(deliveryOptionsFromEnv({}, 'postgres://db/x')).toMatchObject({ listenUrl: 'postgres://db/x' });
  });

  it('DELIVERY_WORKER=off (or false, 0, no) turns the sender off; anything else unknown is refused', () => {
    for (const off of ['off', 'OFF', 'false', '0', 'no'])
      expect(deliveryOptionsFromEnv({ DELIVERY_WORKER: off })).toBe(false);
    expect(deliveryOptionsFromEnv({ DELIVERY_WORKER: 'on' })).not.toBe(false);
    expect(() => deliveryOptionsFromEnv({ DELIVERY_WORKER: 'sometimes' })).toThrow(/DELIVERY_WORKER/);
  });

  it('reads the seconds and milliseconds settings; LINK_TEST_INTERVAL_S=0 turns link tests off; bad numbers are refused', () => {
    expect(
      deliveryOptionsFromEnv({
        DELIVERY_MAX_AGE_S: '60',
        LINK_TEST_INTERVAL_S: '0',
        DELIVERY_TIMEOUT_MS: '2500',
        DELIVERY_POLL_MS: '250',
        DELIVERY_BACKOFF_MS: '500',
        DELIVERY_BACKOFF_MAX_MS: '8000',
      }),
    ).toMatchObject({
      maxAgeMs: 60_000,
      linkTestIntervalMs: 0,
      timeoutMs: 2500,
      pollMs: 250,
      backoff: { baseMs: 500, factor: 2, maxMs: 8000 },
    });
    // A long answer timeout stretches the claim's lease with it (12 timeouts, at least 120 s).
    expect(deliveryOptionsFromEnv({ DELIVERY_TIMEOUT_MS: '30000' })).toMatchObject({ leaseMs: 360_000 });
    expect(deliveryOptionsFromEnv({})).toMatchObject({ leaseMs: 120_000 });
    expect(() => deliveryOptionsFromEnv({ DELIVERY_MAX_AGE_S: 'soon' })).toThrow(/DELIVERY_MAX_AGE_S/);
    expect(() => deliveryOptionsFromEnv({ LINK_TEST_INTERVAL_S: '-1' })).toThrow(/LINK_TEST_INTERVAL_S/);
  });
});
