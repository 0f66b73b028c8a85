import { describe, expect, it } from 'vitest';
import { isEmail, normalizeClientFields, validateClientFields } from './clientFields.js';

describe('client fields', () => {
  const valid = normalizeClientFields({
    name: 'Acme',
    contactEmail: 'a@b.se',
    contactPhone: '+46 70-123 45 67',
    description: 'x',
  });

  it('accepts a valid client and trims empty optionals to null', () => {
    expect(validateClientFields(valid)).toEqual({});
    expect(normalizeClientFields({ name: ' A ', contactName: '  ' })).toMatchObject({
      name: 'A',
      contactName: null,
      contactEmail: null,
    });
  });

  it('name is required and at most 100', () => {
    expect(validateClientFields({ ...valid, name: '' })).toEqual({ name: 'REQUIRED' });
    expect(validateClientFields({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: 'TOO_LONG' });
  });

  it('description is at most 300', () => {
    expect(validateClientFields({ ...valid, description: 'x'.repeat(300) })).toEqual({});
    expect(validateClientFields({ ...valid, description: 'x'.repeat(301) })).toEqual({ description: 'TOO_LONG' });
  });

  it.each(['a@b.se', 'first.last+tag@sub.example.com'])('e-mail %s is valid', (e) => expect(isEmail(e)).toBe(true));
  it.each(['a@b', 'a b@c.se', '@c.se', 'a@.se', 'a@@b.se'])('e-mail %s is invalid', (e) =>
    expect(isEmail(e)).toBe(false),
  );

  it('both phones follow the platform phone rule; a stored one is kept while unchanged', () => {
    const legacy = { ...valid, contactPhone: '08-123 456 00', alarmCentralPhone: '08-123 456 01' };
    expect(validateClientFields(legacy)).toEqual({ contactPhone: 'INVALID_PHONE', alarmCentralPhone: 'INVALID_PHONE' });
    expect(validateClientFields(legacy, legacy)).toEqual({});
    expect(validateClientFields({ ...legacy, alarmCentralPhone: '08-123 456 02' }, legacy)).toEqual({
      alarmCentralPhone: 'INVALID_PHONE',
    });
  });

  it('reports every faulty field at once', () => {
    expect(
      validateClientFields({ ...valid, contactEmail: 'nope', contactPhone: '12', alarmCentralPhone: 'x' }),
    ).toEqual({
      contactEmail: 'INVALID_EMAIL',
      contactPhone: 'INVALID_PHONE',
      alarmCentralPhone: 'INVALID_PHONE',
    });
  });
});
