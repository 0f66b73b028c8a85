import { describe, expect, it } from 'vitest';
import { newIngestKey, parseIngestKey, secretMatches } from './keys.js';

describe('device ingest keys', () => {
  it('a new key parses back to its device and matches only its own hash', () => {
    const { key, hash } = newIngestKey(42);
    const parsed = parseIngestKey(key);
    expect(parsed?.deviceId).toBe(42);
    expect(secretMatches(parsed!.secret, hash)).toBe(true);
    const other = newIngestKey(42);
    expect(secretMatches(parsed!.secret, other.hash)).toBe(false);
    expect(secretMatches(parsed!.secret, null)).toBe(false);
  });

  it('refuses keys that are not shaped like one', () => {
    expect(parseIngestKey('vdk_0_' + 'a'.repeat(43))).toBeNull();
    expect(parseIngestKey('vdk_12_short')).toBeNull();
    expect(parseIngestKey('Bearer abc')).toBeNull();
    expect(parseIngestKey('vdk_9999999999_' + 'a'.repeat(43))).toBeNull();
  });
});
