/**
 * Phone numbers against the platform's one phone rule (src/validation/phone.ts): the rule's own table and
 * every endpoint that takes a phone (users, clients, organizations, the user import) use these.
 */
export const VALID_PHONES = [
  '+46 70 123 45 67',
  '+46701234567',
  '+46-8-123 456 00',
  '+46 8 555 100',
  '+1 212-555-0100',
  '+123456', // 6 digits, the fewest
  '+123456789012345', // 15 digits, the most (E.164)
  '  +46 70 123 45 67 ', // surrounding spaces are trimmed
];

export const INVALID_PHONES = [
  '070-123 45 67', // a Swedish number without the country code
  '46701234567', // no +
  '+12345', // 5 digits
  '+1234567890123456', // 16 digits
  '+0701234567', // a country code never starts with 0
  '+ 46 70 123 45 67', // a space after +
  '+46  70 123 45 67', // two separators in a row
  '+46 70 123 45 67-', // a separator at the end
  '+46 (0)70 123 45 67', // brackets
  '+46 70 123 45 67 ext 12',
  '++46701234567',
  '+46\t70 123 45 67', // a tab is not a space
  '+٤٦٧٠١٢٣٤٥٦٧', // digits of another script
];

/** The number the endpoint tests send: the mistake an administrator in Sweden makes most. */
export const NATIONAL_PHONE = INVALID_PHONES[0]!;
