import { isPhone } from '../../validation/phone.js';
import { LANGUAGES, NAME_MAX, validateEmail } from './rules.js';

/**
 * The import wizard's row rules (spec 001 section 5 "Import file"), checked again on the server: the
 * browser's checks are a convenience, these decide. Pure functions; the service supplies the client's
 * networks and the users that already exist.
 */

export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_LANGUAGES = LANGUAGES;
/** Subscriptions an import may give (spec section 9); MAXI when the column is empty. */
export const IMPORT_SUBSCRIPTIONS = ['maxi', 'mega', 'macro'] as const;

/** A row as the wizard sends it (POST /clients/{id}/import-users). */
export interface ImportRowInput {
  row: number;
  email?: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
  language?: string;
  isAdmin?: boolean;
  subscription?: string;
  twoFaEnabled?: boolean;
  isStreamingEnabled?: boolean;
  isListeningEnabled?: boolean;
  subscribeToReleaseNotes?: boolean;
  networks?: number[];
  active?: boolean;
}

/** A row with its text trimmed, empty optional text as null, and the spec's defaults filled in. */
export interface ImportRow {
  row: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  language: string;
  isAdmin: boolean;
  subscription: string;
  twoFaEnabled: boolean;
  streamingEnabled: boolean;
  listeningEnabled: boolean;
  subscribeToReleaseNotes: boolean;
  networks: number[];
  active: boolean;
}

export type RowErrorCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_EMAIL'
  | 'DUPLICATE_EMAIL'
  | 'DUPLICATE_USERNAME'
  | 'INVALID_PHONE'
  | 'INVALID_LANGUAGE'
  | 'INVALID_SUBSCRIPTION'
  | 'NETWORK_NOT_FOUND';

export interface RowError {
  row: number;
  field: string;
  code: RowErrorCode;
}

/** `*_UNAVAILABLE`: held by a user outside the caller's scope (nothing more is said of it). */
export type RowWarning =
  | 'EMAIL_EXISTS_IN_CLIENT'
  | 'EMAIL_EXISTS'
  | 'EMAIL_UNAVAILABLE'
  | 'USERNAME_EXISTS_IN_CLIENT'
  | 'USERNAME_EXISTS'
  | 'USERNAME_UNAVAILABLE';

/**
 * Trimmed, with lone UTF-16 surrogates as U+FFFD: the rows travel to the database as one jsonb document,
 * which refuses them (a plain text parameter would get the same U+FFFD from Node's UTF-8 encoding).
 */
const text = (v: string | null | undefined) =>
  typeof v === 'string'
    ? v.trim().replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    : '';

/** The key e-mails and usernames are compared by (the platform's uniqueness is case-insensitive). */
export const identityKey = (v: string) => v.trim().toLowerCase();

export function normalizeRow(input: ImportRowInput): ImportRow {
  const phone = text(input.phoneNumber);
  return {
    row: input.row,
    email: text(input.email),
    username: text(input.username),
    firstName: text(input.firstName),
    lastName: text(input.lastName),
    phoneNumber: phone ? phone : null,
    language: text(input.language).toLowerCase() || 'en',
    isAdmin: input.isAdmin ?? false,
    subscription: text(input.subscription).toLowerCase() || 'maxi',
    twoFaEnabled: input.twoFaEnabled ?? false,
    streamingEnabled: input.isStreamingEnabled ?? false,
    listeningEnabled: input.isListeningEnabled ?? false,
    subscribeToReleaseNotes: input.subscribeToReleaseNotes ?? false,
    networks: [...new Set(input.networks ?? [])],
    active: input.active ?? false,
  };
}

function fault(row: number, field: string, code: RowErrorCode): RowError {
  return { row, field, code };
}

/**
 * Every error of every row, in row order. `clientNetworkIds`: the importing client's networks among
 * those the rows name. A repeated e-mail or username is reported on each row after the first.
 */
export function validateRows(rows: readonly ImportRow[], clientNetworkIds: ReadonlySet<number>): RowError[] {
  const errors: RowError[] = [];
  const emails = new Set<string>();
  const usernames = new Set<string>();
  for (const r of rows) {
    // The user form's e-mail rule (rules.ts), so an imported user can be saved in the form unchanged.
    const email = validateEmail(r.email);
    if (email) errors.push(fault(r.row, 'email', email));
    else if (emails.has(identityKey(r.email))) errors.push(fault(r.row, 'email', 'DUPLICATE_EMAIL'));
    else emails.add(identityKey(r.email));

    if (!r.username) errors.push(fault(r.row, 'username', 'REQUIRED'));
    else if (r.username.length > NAME_MAX) errors.push(fault(r.row, 'username', 'TOO_LONG'));
    else if (usernames.has(identityKey(r.username))) errors.push(fault(r.row, 'username', 'DUPLICATE_USERNAME'));
    else usernames.add(identityKey(r.username));

    for (const field of ['firstName', 'lastName'] as const) {
      if (!r[field]) errors.push(fault(r.row, field, 'REQUIRED'));
      else if (r[field].length > NAME_MAX) errors.push(fault(r.row, field, 'TOO_LONG'));
    }
    if (r.phoneNumber !== null && !isPhone(r.phoneNumber)) errors.push(fault(r.row, 'phoneNumber', 'INVALID_PHONE'));
    if (!(IMPORT_LANGUAGES as readonly string[]).includes(r.language))
      errors.push(fault(r.row, 'language', 'INVALID_LANGUAGE'));
    if (!(IMPORT_SUBSCRIPTIONS as readonly string[]).includes(r.subscription))
      errors.push(fault(r.row, 'subscription', 'INVALID_SUBSCRIPTION'));
    if (r.networks.some((id) => !clientNetworkIds.has(id))) errors.push(fault(r.row, 'networks', 'NETWORK_NOT_FOUND'));
  }
  return errors;
}

/** An existing user matched by e-mail or username (keys lower-cased). */
export interface ExistingIdentity {
  emailKey: string | null;
  usernameKey: string | null;
  inClient: boolean;
  /** The user is in the caller's scope (always, for an admin). */
  inScope: boolean;
}

/**
 * Why each row is skipped (empty: imported): its e-mail or username exists in the client or elsewhere in
 * the caller's scope, or is unavailable (held outside it).
 */
export function warningsOf(
  rows: readonly ImportRow[],
  existing: readonly ExistingIdentity[],
): Map<number, RowWarning[]> {
  type Where = 'client' | 'scope' | 'outside';
  const where = (e: ExistingIdentity): Where => (e.inClient ? 'client' : e.inScope ? 'scope' : 'outside');
  const nearer = (a: Where | undefined, b: Where): Where =>
    a === 'client' || b === 'client' ? 'client' : a === 'scope' || b === 'scope' ? 'scope' : 'outside';
  const byEmail = new Map<string, Where>();
  const byUsername = new Map<string, Where>();
  for (const e of existing) {
    if (e.emailKey !== null) byEmail.set(e.emailKey, nearer(byEmail.get(e.emailKey), where(e)));
    if (e.usernameKey !== null) byUsername.set(e.usernameKey, nearer(byUsername.get(e.usernameKey), where(e)));
  }
  const EMAIL: Record<Where, RowWarning> = {
    client: 'EMAIL_EXISTS_IN_CLIENT',
    scope: 'EMAIL_EXISTS',
    outside: 'EMAIL_UNAVAILABLE',
  };
  const USERNAME: Record<Where, RowWarning> = {
    client: 'USERNAME_EXISTS_IN_CLIENT',
    scope: 'USERNAME_EXISTS',
    outside: 'USERNAME_UNAVAILABLE',
  };
  const out = new Map<number, RowWarning[]>();
  rows.forEach((r, index) => {
    const reasons: RowWarning[] = [];
    const email = byEmail.get(identityKey(r.email));
    if (email !== undefined) reasons.push(EMAIL[email]);
    const username = byUsername.get(identityKey(r.username));
    if (username !== undefined) reasons.push(USERNAME[username]);
    if (reasons.length) out.set(index, reasons);
  });
  return out;
}
