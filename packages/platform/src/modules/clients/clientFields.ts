import type { FieldErrors } from '../../http/errors.js';
import { phoneError } from '../../validation/phone.js';

/** The editable text fields of a client (organizationId is checked against the database). */
export interface ClientFields {
  name: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  alarmCentralPhone: string | null;
  description: string | null;
}

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 300;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export const isEmail = (value: string) => value.length <= 254 && EMAIL.test(value);

/** Trims every field and turns empty optional fields into null. */
export function normalizeClientFields(input: Partial<Record<keyof ClientFields, string | null>>): ClientFields {
  const opt = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  return {
    name: input.name?.trim() ?? '',
    contactName: opt(input.contactName),
    contactEmail: opt(input.contactEmail),
    contactPhone: opt(input.contactPhone),
    alarmCentralPhone: opt(input.alarmCentralPhone),
    description: opt(input.description),
  };
}

/** `stored`: the client as saved (on update), whose phones are kept while unchanged (src/validation/phone.ts). */
export function validateClientFields(f: ClientFields, stored?: ClientFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!f.name) errors.name = 'REQUIRED';
  else if (f.name.length > NAME_MAX) errors.name = 'TOO_LONG';
  if (f.contactName && f.contactName.length > NAME_MAX) errors.contactName = 'TOO_LONG';
  if (f.description && f.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  if (f.contactEmail && !isEmail(f.contactEmail)) errors.contactEmail = 'INVALID_EMAIL';
  for (const field of ['contactPhone', 'alarmCentralPhone'] as const) {
    const phone = phoneError(f[field], stored?.[field]);
    if (phone) errors[field] = phone;
  }
  return errors;
}
