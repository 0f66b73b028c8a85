import { describe, expect, it } from 'vitest';
import { parseVersion, versionStatus, VERSION_PALETTE } from './appVersion';

describe('the app-version indicator', () => {
  it('an older major or minor is red', () => {
    expect(versionStatus('1.9.9', '2.0.0')).toBe('outdated');
    expect(versionStatus('2.3.9', '2.4.0')).toBe('outdated');
    expect(versionStatus('2.3.0', '2.10.0')).toBe('outdated'); // numbers, not text: 3 < 10
    expect(VERSION_PALETTE[versionStatus('2.3.0', '2.4.0')]).toBe('red');
  });

  it('an older patch of the same minor is orange', () => {
    expect(versionStatus('2.4.0', '2.4.1')).toBe('patchBehind');
    expect(versionStatus('2.4.9', '2.4.10')).toBe('patchBehind');
    expect(VERSION_PALETTE[versionStatus('2.4.0', '2.4.1')]).toBe('orange');
  });

  it('the latest or a newer version is green', () => {
    expect(versionStatus('2.4.1', '2.4.1')).toBe('current');
    expect(versionStatus('2.5.0', '2.4.9')).toBe('current');
    expect(versionStatus('3.0.0', '2.9.9')).toBe('current');
    expect(versionStatus('2.4.2', '2.4.1')).toBe('current');
    expect(VERSION_PALETTE[versionStatus('2.4.1', '2.4.1')]).toBe('green');
  });

  it('reads the forms apps report: a v prefix, missing parts, build numbers and pre-release tags', () => {
    expect(parseVersion('v2.4')).toEqual([2, 4, 0]);
    expect(parseVersion('2.4.1 (312)')).toEqual([2, 4, 1]);
    expect(parseVersion(' 2.4.1-beta.2')).toEqual([2, 4, 1]);
    expect(versionStatus('2.4', '2.4.0')).toBe('current');
    expect(versionStatus('2', '2.0.1')).toBe('patchBehind');
    expect(versionStatus('V1.2.3', '1.3')).toBe('outdated');
  });

  it('gives no verdict without both versions or with text that is no version', () => {
    expect(versionStatus(null, '2.4.1')).toBe('unknown');
    expect(versionStatus('2.4.1', undefined)).toBe('unknown');
    expect(versionStatus('', '2.4.1')).toBe('unknown');
    expect(versionStatus('beta', '2.4.1')).toBe('unknown');
    expect(versionStatus('2.4.1', 'latest')).toBe('unknown');
    expect(VERSION_PALETTE.unknown).toBe('gray');
  });
});
