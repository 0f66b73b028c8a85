import { describe, expect, it } from 'vitest';
import { meetingLinkError } from '../validation';
import {
  CATEGORIES,
  defaultCategory,
  disableLocked,
  limitReached,
  setCreatePublicAlert,
  setDisabled,
  setEnforced,
  setRadiusEnabled,
  toCategoryInput,
} from './rules';
import { inRange } from '../../../ui/NumberField';
import { RADIUS_RANGE } from '../validation';

const all = () => CATEGORIES.map((category) => ({ ...defaultCategory(category), enforced: true }));

describe('policy rules', () => {
  it('defaults: sound uan, radii 100, no all-users option for network, no outputs for summon, meeting link for summon', () => {
    const network = defaultCategory('NETWORK_ALERT');
    expect(network.sound).toBe('UAN');
    expect(network.publicRadius).toBe(100);
    expect(network.alertAllAvailableUsers).toBeNull();
    expect(defaultCategory('SUMMON').enableDeviceOutputControl).toBeNull();
    expect(defaultCategory('SUMMON').meetingLink).toBe('');
    expect(toCategoryInput(defaultCategory('SOS_EMERGENCY')).meetingLink).toBeNull();
  });

  it('turning Enforced off puts the category back to its defaults', () => {
    const changed = {
      ...defaultCategory('SOS_EMERGENCY'),
      enforced: true,
      title: 'Fire',
      streamingEnabled: true,
      disabled: true,
    };
    expect(setEnforced(changed, false)).toEqual(defaultCategory('SOS_EMERGENCY'));
  });

  it('turning Create public alert off resets its sub-options; a radius off goes back to 100', () => {
    const on = {
      ...defaultCategory('PUBLIC_ALERT'),
      enforced: true,
      createPublicAlert: true,
      alertAllAvailableNetworks: true,
      alertAllAvailableUsers: true,
      publicRadiusEnabled: true,
      publicRadius: 5000,
    };
    const off = setCreatePublicAlert(on, false);
    expect(off).toMatchObject({
      alertAllAvailableNetworks: false,
      alertAllAvailableUsers: false,
      publicRadiusEnabled: false,
      publicRadius: 100,
    });
    expect(
      setRadiusEnabled(
        { ...on, selectedNetworksRadiusEnabled: true, selectedNetworksRadius: 900 },
        'selectedNetworks',
        false,
      ).selectedNetworksRadius,
    ).toBe(100);
  });

  it('accepts whole radii from 10 to 100000 and nothing else (the form refuses, it never clamps)', () => {
    expect(inRange(5, RADIUS_RANGE)).toBe(false);
    expect(inRange(250000, RADIUS_RANGE)).toBe(false);
    expect(inRange(500, RADIUS_RANGE)).toBe(true);
    expect(inRange(10.5, RADIUS_RANGE)).toBe(false);
    expect(inRange(Number.NaN, RADIUS_RANGE)).toBe(false);
  });

  it('keeps at least two categories enabled: the last two Disabled boxes lock', () => {
    let categories = all();
    categories = setDisabled(categories, 0, true);
    categories = setDisabled(categories, 1, true);
    expect(limitReached(categories)).toBe(false);
    categories = setDisabled(categories, 2, true);
    expect(limitReached(categories)).toBe(true);
    expect(disableLocked(categories, 3)).toBe(true);
    expect(disableLocked(categories, 4)).toBe(true);
    expect(disableLocked(categories, 0)).toBe(false); // a disabled one may be enabled again
    expect(setDisabled(categories, 3, true)[3]!.disabled).toBe(false);
  });

  it('meeting links: http is not secure, only the allowed hosts', () => {
    expect(meetingLinkError('')).toBeNull();
    expect(meetingLinkError('http://zoom.us/j/1')).toBe('INSECURE_LINK');
    expect(meetingLinkError('https://us02web.zoom.us/j/1')).toBeNull();
    expect(meetingLinkError('https://meet.jit.si/vakt')).toBeNull();
    expect(meetingLinkError('https://example.com/meet')).toBe('INVALID_MEETING_LINK');
    expect(meetingLinkError('ftp://zoom.us/x')).toBe('INVALID_MEETING_LINK');
  });
});
