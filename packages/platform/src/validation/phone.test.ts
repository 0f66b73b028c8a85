import { describe, expect, it } from 'vitest';
import { INVALID_PHONES, VALID_PHONES } from '../../test/phones.js';
import { isPhone, phoneError } from './phone.js';

describe('the phone rule', () => {
  it.each(VALID_PHONES)('%j is a phone number', (phone) => {
    expect(isPhone(phone)).toBe(true);
    expect(phoneError(phone)).toBeNull();
  });

  it.each(INVALID_PHONES)('%j is not', (phone) => {
    expect(isPhone(phone)).toBe(false);
    expect(phoneError(phone)).toBe('INVALID_PHONE');
  });

  it('takes no phone (empty or blank) as none', () => {
    for (const phone of [null, undefined, '', '   ']) expect(phoneError(phone)).toBeNull();
  });

  it('keeps a stored number that breaks the rule while it is unchanged, and only then', () => {
    expect(phoneError('070-123 45 67', '070-123 45 67')).toBeNull();
    expect(phoneError(' 070-123 45 67 ', '070-123 45 67')).toBeNull();
    expect(phoneError('070-123 45 68', '070-123 45 67')).toBe('INVALID_PHONE');
    expect(phoneError('070-123 45 67', null)).toBe('INVALID_PHONE');
  });
});
