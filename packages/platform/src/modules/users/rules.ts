import type { FieldErrors } from '../../http/errors.js';
import { Role, assignableRoles, holdsOnlyGivableRoles, type Caller } from '../../policy/index.js';
import { phoneError } from '../../validation/phone.js';
import { isEmail } from '../clients/clientFields.js';

/**
 * The user form's rules (docs/rest-contract.md "Backoffice: users", spec section 5), shared by the
 * user form's routes and the import (src/modules/users/import*.ts).
 */

export const DESCRIPTION_MAX = 300;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const LANGUAGES = ['en', 'sv', 'es'] as const;
/** 'none' is stored for "no subscription"; the API shows it as null. */
export const SUBSCRIPTIONS = ['none', 'micro', 'mini', 'medi', 'maxi', 'mega', 'macro'] as const;
export const DEFAULT_SUBSCRIPTION = 'maxi';
export const STATUSES = ['active', 'awaiting-activation'] as const;
export type UserStatus = (typeof STATUSES)[number];

/** Roles that need no client affiliation. */
export const ROLES_WITHOUT_CLIENT: number[] = [Role.admin, Role.organizationAdmin];
/** Roles whose client membership is an admin membership (client_users.is_admin). */
export const CLIENT_ADMIN_ROLES: number[] = [Role.clientAdmin, Role.multiClientAdmin];

/** `REQUIRED`, `INVALID_EMAIL` or null. The value is trimmed first. */
export function validateEmail(value: string | null | undefined): 'REQUIRED' | 'INVALID_EMAIL' | null {
  const v = value?.trim() ?? '';
  if (!v) return 'REQUIRED';
  return v.length <= EMAIL_MAX && isEmail(v) ? null : 'INVALID_EMAIL';
}

export const isValidEmail = (value: string | null | undefined) => validateEmail(value) === null;

export function validatePassword(value: string | null | undefined): 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | null {
  if (!value) return 'REQUIRED';
  if (value.length < PASSWORD_MIN) return 'TOO_SHORT';
  return value.length > PASSWORD_MAX ? 'TOO_LONG' : null;
}

/** The user's own fields as the rules see them (after trimming; empty optional text is null). */
export interface UserFields {
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  description: string | null;
  phoneNumber: string | null;
  roles: number[];
  clientId: number | null;
  lat: number | null;
  lng: number | null;
}

/** Trims text; empty optional text becomes null. */
export const cleanText = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * Field rules that need no database: required fields, formats, lengths, client affiliation. The client may be
 * left empty for an admin or organization-admin user, and by an actor who is one (`clientOptional`).
 * `storedPhone`: the user's phone as saved (on update), kept while unchanged (src/validation/phone.ts).
 */
export function validateUserFields(f: UserFields, clientOptional = false, storedPhone?: string | null): FieldErrors {
  const errors: FieldErrors = {};
  const email = validateEmail(f.email);
  if (email) errors.email = email;
  if (!f.username) errors.username = 'REQUIRED';
  else if (f.username.length > NAME_MAX) errors.username = 'TOO_LONG';
  if (f.firstName && f.firstName.length > NAME_MAX) errors.firstName = 'TOO_LONG';
  if (f.lastName && f.lastName.length > NAME_MAX) errors.lastName = 'TOO_LONG';
  if (f.description && f.description.length > DESCRIPTION_MAX) errors.description = 'TOO_LONG';
  const phone = phoneError(f.phoneNumber, storedPhone);
  if (phone) errors.phoneNumber = phone;
  if (f.clientId === null && !clientOptional && !f.roles.some((r) => ROLES_WITHOUT_CLIENT.includes(r)))
    errors.clientId = 'REQUIRED';
  if ((f.lat === null) !== (f.lng === null)) errors[f.lat === null ? 'lat' : 'lng'] = 'REQUIRED';
  return errors;
}

/**
 * Role grants: every new role must be one the caller may give, and a user holding a role the caller may
 * not give keeps its roles untouched. `current` is null on create.
 */
export function roleGrantError(
  caller: Pick<Caller, 'roles'>,
  current: number[] | null,
  next: number[],
): 'ROLE_NOT_ALLOWED' | null {
  const same = current !== null && sameSet(current, next);
  if (same) return null;
  if (current !== null && !holdsOnlyGivableRoles(caller, current)) return 'ROLE_NOT_ALLOWED';
  const givable = assignableRoles(caller);
  return next.every((r) => givable.includes(r)) ? null : 'ROLE_NOT_ALLOWED';
}

export const sameSet = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/** A unique violation of the e-mail index (two saves racing for one address). */
export function isEmailUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string } | null;
  if (!e || e.code !== '23505') return false;
  return (e.constraint ?? e.message ?? '').includes('users_email_lower_idx');
}
