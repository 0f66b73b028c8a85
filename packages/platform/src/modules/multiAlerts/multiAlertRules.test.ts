import { describe, expect, it } from 'vitest';
import {
  asDraft,
  defaultMultiAlert,
  normalizeMultiAlert,
  validateMultiAlert,
  type MultiAlertFields,
} from './multiAlertRules.js';

const base = (over: Partial<MultiAlertFields> = {}): MultiAlertFields =>
  normalizeMultiAlert({ ...defaultMultiAlert('Summon'), name: 'Fire drill', title: 'Drill', ...over });

describe('multi-alert rules', () => {
  it('a new draft is valid with the category colour and the default sound uan', () => {
    expect(validateMultiAlert(base())).toEqual({});
    expect(base().color).toBe('#F0F0F0');
    expect(base().sound).toBe('uan');
    expect(validateMultiAlert(base({ sound: 'default' }))).toEqual({ sound: 'DRAFT_LOCKED' });
  });

  it('name and title required, lengths bounded', () => {
    expect(validateMultiAlert(base({ name: ' ', title: '' }))).toEqual({ name: 'REQUIRED', title: 'REQUIRED' });
    expect(validateMultiAlert(base({ name: 'x'.repeat(101), description: 'x'.repeat(301) }))).toEqual({
      name: 'TOO_LONG',
      description: 'TOO_LONG',
    });
  });

  it('draft locks visible-to-all, streaming, confirmation, two-step and sound', () => {
    const live = {
      streamingEnabled: true,
      enableConfirmationComment: true,
      enableTwoStepConfirmation: true,
      sound: 'siren' as const,
    };
    expect(validateMultiAlert(base({ draft: false, ...live }))).toEqual({});
    expect(validateMultiAlert(base({ draft: true, ...live }))).toEqual({
      streamingEnabled: 'DRAFT_LOCKED',
      enableConfirmationComment: 'DRAFT_LOCKED',
      enableTwoStepConfirmation: 'DRAFT_LOCKED',
      sound: 'DRAFT_LOCKED',
    });
    expect(validateMultiAlert(base({ draft: true, createPublicAlert: true, alertAllAvailableUsers: true }))).toEqual({
      alertAllAvailableUsers: 'DRAFT_LOCKED',
    });
    expect(validateMultiAlert(asDraft(base({ draft: false, ...live })))).toEqual({});
  });

  it('radius, public sub-options, colour and meeting link', () => {
    expect(
      validateMultiAlert(
        base({ publicRadius: 5, selectedNetworksRadius: 500, color: 'blue', meetingLink: 'http://zoom.us/j/1' }),
      ),
    ).toEqual({
      publicRadius: 'OUT_OF_RANGE',
      selectedNetworksRadius: 'NEEDS_RADIUS_ENABLED',
      color: 'INVALID_COLOR',
      meetingLink: 'INSECURE_LINK',
    });
    expect(validateMultiAlert(base({ alertAllAvailableNetworks: true }))).toEqual({
      alertAllAvailableNetworks: 'NEEDS_CREATE_PUBLIC_ALERT',
    });
  });
});
