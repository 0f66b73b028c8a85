import { describe, expect, it } from 'vitest';
import {
  defaultPolicy,
  normalizePolicy,
  POLICY_FIELDS,
  policyReferences,
  validatePolicy,
  withoutReference,
  type Policy,
} from './alertPolicy.js';
import { referenceErrors } from './references.js';

const enforced = (...prefixes: string[]): Policy =>
  normalizePolicy(Object.fromEntries(prefixes.map((p) => [`${p}Enforced`, true])));

describe('alert policy', () => {
  it('the default policy is valid: nothing enforced, sound uan, radii 100', () => {
    const p = defaultPolicy();
    expect(validatePolicy(p)).toEqual({});
    expect(p).toMatchObject({
      sosEnforced: false,
      sosSound: 'uan',
      amcPublicRadius: 100,
      summonMeetingLink: null,
      networkSelectedUsers: [],
    });
  });

  it('has the prefix-specific gaps of the spec', () => {
    const names = POLICY_FIELDS.map((f) => f.name);
    expect(names).toContain('sosAlertAllAvailableUsers');
    expect(names).not.toContain('networkAlertAllAvailableUsers');
    expect(names).toContain('networkDeviceOutputControl');
    expect(names).not.toContain('summonDeviceOutputControl');
    expect(names).not.toContain('summonEnableDeviceOutputControl');
    expect(names).toContain('summonMeetingLink');
  });

  it('at least two categories stay enabled', () => {
    const p = {
      ...enforced('sos', 'amc', 'network', 'safeAssist'),
      sosDisabled: true,
      amcDisabled: true,
      networkDisabled: true,
    };
    expect(validatePolicy(p)).toEqual({});
    expect(validatePolicy({ ...p, safeAssistDisabled: true })).toEqual({ policy: 'TOO_FEW_ENABLED' });
  });

  it('nothing else in a category changes while it is not enforced', () => {
    expect(
      validatePolicy({
        ...defaultPolicy(),
        sosTitle: 'Help',
        sosDisabled: true,
        summonMeetingLink: 'https://zoom.us/j/1',
      }),
    ).toEqual({
      sosTitle: 'NOT_ENFORCED',
      sosDisabled: 'NOT_ENFORCED',
      summonMeetingLink: 'NOT_ENFORCED',
    });
    expect(validatePolicy({ ...enforced('sos'), sosTitle: 'Help', sosDisabled: true })).toEqual({});
  });

  it('public sub-options need create-public-alert', () => {
    const p = {
      ...enforced('amc'),
      amcAlertAllAvailableNetworks: true,
      amcAlertAllAvailableUsers: true,
      amcPublicRadiusEnabled: true,
      amcPublicRadius: 500,
    };
    expect(validatePolicy(p)).toEqual({
      amcAlertAllAvailableNetworks: 'NEEDS_CREATE_PUBLIC_ALERT',
      amcAlertAllAvailableUsers: 'NEEDS_CREATE_PUBLIC_ALERT',
      amcPublicRadiusEnabled: 'NEEDS_CREATE_PUBLIC_ALERT',
      amcPublicRadius: 'NEEDS_CREATE_PUBLIC_ALERT',
    });
    expect(validatePolicy({ ...p, amcCreatePublicAlert: true })).toEqual({});
  });

  it('a radius needs its enabled flag and stays within 10..100000', () => {
    const p = { ...enforced('sos'), sosCreatePublicAlert: true, sosPublicRadius: 500, sosSelectedNetworksRadius: 300 };
    expect(validatePolicy(p)).toEqual({
      sosPublicRadius: 'NEEDS_RADIUS_ENABLED',
      sosSelectedNetworksRadius: 'NEEDS_RADIUS_ENABLED',
    });
    const on = { ...p, sosPublicRadiusEnabled: true, sosSelectedNetworksRadiusEnabled: true };
    expect(validatePolicy(on)).toEqual({});
    expect(validatePolicy({ ...on, sosPublicRadius: 10, sosSelectedNetworksRadius: 100000 })).toEqual({});
    expect(validatePolicy({ ...on, sosPublicRadius: 9, sosSelectedNetworksRadius: 100001 })).toEqual({
      sosPublicRadius: 'OUT_OF_RANGE',
      sosSelectedNetworksRadius: 'OUT_OF_RANGE',
    });
  });

  it('meeting link: https and an allowed host, subdomains included', () => {
    const p = enforced('summon');
    expect(validatePolicy({ ...p, summonMeetingLink: 'https://company.zoom.us/j/1' })).toEqual({});
    expect(validatePolicy({ ...p, summonMeetingLink: 'http://zoom.us/j/1' })).toEqual({
      summonMeetingLink: 'INSECURE_LINK',
    });
    expect(validatePolicy({ ...p, summonMeetingLink: 'https://meet.example.com/x' })).toEqual({
      summonMeetingLink: 'INVALID_MEETING_LINK',
    });
  });

  it('normalizes: unknown fields dropped, empty texts null', () => {
    const p = normalizePolicy({ sosTitle: '  ', bogus: 1 });
    expect(p.sosTitle).toBeNull();
    expect(p).not.toHaveProperty('bogus');
  });

  it('references must belong to the client', () => {
    const p = {
      ...enforced('sos'),
      sosSelectedUsers: [1, 2],
      sosSelectedNetworks: [9],
      sosDocument: 4,
      sosDeviceOutputControl: { '7': ['r1', 'r9'] },
    };
    const owned = {
      userIds: new Set([1]),
      networkIds: new Set([9]),
      documentIds: new Set<number>(),
      outputsByDevice: new Map([[7, new Set(['r1'])]]),
    };
    expect(referenceErrors(policyReferences(p), owned)).toEqual({
      sosSelectedUsers: 'NOT_IN_CLIENT',
      sosDocument: 'NOT_IN_CLIENT',
      sosDeviceOutputControl: 'INVALID_OUTPUT',
    });
    expect(withoutReference(p, 'userIds', 2).sosSelectedUsers).toEqual([1]);
  });
});
