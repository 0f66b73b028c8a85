import { describe, expect, it } from 'vitest';
import { validateAlertScreen } from './alertScreen.js';
import {
  completeNotificationSettings,
  normalizeNotificationSetting,
  validateNotificationSettings,
  WARNING_TYPES,
} from './notificationSettings.js';

describe('alert screen settings', () => {
  it('caption at most 20 characters (counted as characters, not bytes)', () => {
    expect(validateAlertScreen({ SOS_Emergency: { caption: 'å'.repeat(20) } })).toEqual({});
    expect(validateAlertScreen({ SOS_Emergency: { caption: 'x'.repeat(21) } })).toEqual({
      'SOS_Emergency.caption': 'TOO_LONG',
    });
  });

  it('colour is #RRGGBB', () => {
    expect(validateAlertScreen({ Summon: { color: '#a0B1c2' } })).toEqual({});
    expect(validateAlertScreen({ Summon: { color: 'red' }, Safe_Assist: { color: '#FFF' } })).toEqual({
      'Summon.color': 'INVALID_COLOR',
      'Safe_Assist.color': 'INVALID_COLOR',
    });
  });
});

describe('notification settings', () => {
  it('push off forces sound off', () => {
    const s = { ...completeNotificationSettings([])[0]!, push: false, sound: true };
    expect(normalizeNotificationSetting(s).sound).toBe(false);
  });

  it('answers every type in a fixed order and refuses duplicates', () => {
    expect(completeNotificationSettings([]).map((s) => s.type)).toEqual([...WARNING_TYPES]);
    const one = completeNotificationSettings([])[0]!;
    expect(validateNotificationSettings([one, one])).toEqual({ '1.type': 'DUPLICATE' });
  });
});
