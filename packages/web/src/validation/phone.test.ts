import { describe, expect, it } from 'vitest';
import { isPhone, phoneError } from './phone';

// The platform's table (packages/platform/test/phones.ts): the console must answer each number the same.
const VALID = [
  '+46 70 123 45 67',
  '+46701234567',
  '+46-8-123 456 00',
  '+46 8 555 100',
  '+1 212-555-0100',
  '+123456',
  '+123456789012345',
  '  +46 70 123 45 67 ',
];
const INVALID = [
  '070-123 45 67',
  '46701234567',
  '+12345',
  '+1234567890123456',
  '+0701234567',
  '+ 46 70 123 45 67',
  '+46  70 123 45 67',
  '+46 70 123 45 67-',
  '+46 (0)70 123 45 67',
  '+46 70 123 45 67 ext 12',
  '++46701234567',
  '+46\t70 123 45 67',
  '+٤٦٧٠١٢٣٤٥٦٧',
];

describe('the phone rule', () => {
  it.each(VALID)('%j is a phone number', (phone) => {
    expect(isPhone(phone)).toBe(true);
    expect(phoneError(phone)).toBeNull();
  });

  it.each(INVALID)('%j is not', (phone) => {
    expect(isPhone(phone)).toBe(false);
    expect(phoneError(phone)).toBe('INVALID_PHONE');
  });

  it('takes a blank field as no phone, and keeps a saved number while unchanged', () => {
    expect(phoneError('  ')).toBeNull();
    expect(phoneError('070-123 45 67', '070-123 45 67')).toBeNull();
    expect(phoneError('070-123 45 68', '070-123 45 67')).toBe('INVALID_PHONE');
  });
});
