import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../ids.js';
import { defaultPolicyCategory } from '../../../test/support/clientOperations.js';
import { policyFieldName, toPolicy, toPolicyBody } from './policy.js';

const categoryInput = (category: string, extra: Record<string, unknown> = {}) => ({
  ...defaultPolicyCategory(category),
  ...extra,
});

describe('alert policy mapping', () => {
  it('reads the flat REST entity into five categories with enums and ids', () => {
    const policy = toPolicy(
      {
        sosEnforced: true,
        sosSound: 'uan-short',
        sosSelectedUsers: [7, 8],
        sosDeviceOutputControl: { '3': ['R1'] },
        amcCreatePublicAlert: true,
        networkAlertAllAvailableUsers: true,
        summonMeetingLink: 'https://meet.jit.si/x',
      },
      '5',
    );
    const [sos, amc, network, , summon] = policy.categories;
    expect(policy.categories.map((category) => category.category)).toEqual([
      'SOS_EMERGENCY',
      'PUBLIC_ALERT',
      'NETWORK_ALERT',
      'SAFE_ASSIST',
      'SUMMON',
    ]);
    expect(sos).toMatchObject({
      enforced: true,
      sound: 'UAN_SHORT',
      selectedUserIds: ['7', '8'],
      deviceOutputControl: [{ deviceId: '3', outputCodes: ['R1'] }],
    });
    expect(amc).toMatchObject({ createPublicAlert: true, sound: 'UAN', publicRadius: 100, meetingLink: null });
    expect(network.alertAllAvailableUsers).toBeNull();
    expect(summon).toMatchObject({
      meetingLink: 'https://meet.jit.si/x',
      enableDeviceOutputControl: null,
      deviceOutputControl: null,
    });
  });

  it('writes categories back to the flat entity, keeping categories the input leaves out', () => {
    const body = toPolicyBody(
      {
        categories: [
          categoryInput('SOS_EMERGENCY', {
            enforced: true,
            sound: 'UAN_SHORT',
            selectedUserIds: [toGlobalId('User', 7)],
            deviceOutputControl: [{ deviceId: toGlobalId('Device', 3), outputCodes: ['R1'] }],
          }),
          categoryInput('NETWORK_ALERT', { alertAllAvailableUsers: true }),
          categoryInput('SUMMON', { meetingLink: 'https://zoom.us/j/1' }),
        ] as never,
      },
      { amcEnforced: true },
    );
    expect(body).toMatchObject({
      sosEnforced: true,
      sosSound: 'uan-short',
      sosSelectedUsers: [7],
      sosDeviceOutputControl: { '3': ['R1'] },
      amcEnforced: true,
      summonMeetingLink: 'https://zoom.us/j/1',
    });
    expect(body).not.toHaveProperty('networkAlertAllAvailableUsers');
    expect(body).not.toHaveProperty('summonDeviceOutputControl');
  });

  it('names platform fields by their input path', () => {
    expect(policyFieldName('sosPublicRadius')).toBe('categories.SOS_EMERGENCY.publicRadius');
    expect(policyFieldName('safeAssistSelectedUsers')).toBe('categories.SAFE_ASSIST.selectedUserIds');
    expect(policyFieldName('amcDocument')).toBe('categories.PUBLIC_ALERT.documentId');
    expect(policyFieldName('summonMeetingLink')).toBe('categories.SUMMON.meetingLink');
    expect(policyFieldName('policy')).toBe('categories');
    expect(policyFieldName('sosDeviceOutputControl.12')).toBe('categories.SOS_EMERGENCY.deviceOutputControl.12');
  });
});
