// The rules of spec 001 section 5 "Import file" over parsed records, with the answer of ONE
// userImportCheck call (existing users, the client's networks the file names). Pure module: the wizard
// and bench:import run it; the platform checks every row again on import.
import { isPhone } from '../../../validation/phone';
import type { ImportField } from './columns';
import type { ImportRecord } from './parseFile';

export type Severity = 'error' | 'warning';

export type IssueCode =
  | 'REQUIRED'
  | 'INVALID_EMAIL'
  | 'DUPLICATE_EMAIL'
  | 'DUPLICATE_USERNAME'
  | 'INVALID_PHONE'
  | 'INVALID_LANGUAGE'
  | 'INVALID_ROLE'
  | 'INVALID_YES_NO'
  | 'INVALID_RELEASE_NOTES'
  | 'INVALID_SUBSCRIPTION'
  | 'NETWORK_NOT_FOUND'
  | 'EMAIL_EXISTS_IN_CLIENT'
  | 'EMAIL_EXISTS'
  | 'EMAIL_UNAVAILABLE'
  | 'USERNAME_EXISTS_IN_CLIENT'
  | 'USERNAME_EXISTS'
  | 'USERNAME_UNAVAILABLE'
  // a code the platform answered that the wizard does not know
  | 'SERVER_REFUSED';

export interface CellIssue {
  field: ImportField;
  code: IssueCode;
  severity: Severity;
  /** Values for the message: the first row of a duplicate, the missing network names. */
  params?: Record<string, string | number>;
}

export type Language = 'EN' | 'SV' | 'ES';
export type ImportSubscription = 'MAXI' | 'MEGA' | 'MACRO';

/** A row as importUsers takes it (UserImportRowInput). */
export interface ImportUserInput {
  row: number;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  language: Language;
  isAdmin: boolean;
  subscription: ImportSubscription;
  twoFaEnabled: boolean;
  streamingEnabled: boolean;
  listeningEnabled: boolean;
  subscribeToReleaseNotes: boolean;
  networkIds: string[];
  active: boolean;
}

export interface ValidatedRow {
  row: number;
  values: Record<ImportField, string>;
  issues: CellIssue[];
  /** valid: imported; skipped: a warning (exists already); error: blocks the import. */
  status: 'valid' | 'skipped' | 'error';
  user: ImportUserInput;
}

export interface CheckNetwork {
  id: string;
  name: string;
}

/** What userImportCheck (and, for ALL, the client's network list) answered. */
export interface ImportCheck {
  /** unavailable: held outside the viewer's scope (only that value is named). */
  existingUsers: readonly {
    email?: string | null;
    username?: string | null;
    inClient: boolean;
    unavailable?: boolean;
  }[];
  existingNetworks: readonly CheckNetwork[];
  /** Every network of the client; needed only when a row says ALL. */
  allNetworks?: readonly CheckNetwork[] | null;
}

export interface NetworkUse {
  /** The name as first written in the file. */
  name: string;
  network: CheckNetwork | null;
  rows: number[];
}

export interface ImportCounts {
  rows: number;
  valid: number;
  errors: number;
  skipped: number;
}

export interface ValidationResult {
  rows: ValidatedRow[];
  networks: NetworkUse[];
  /** Rows that said ALL. */
  allRows: number[];
  counts: ImportCounts;
}

// the same e-mail shape as the user form's (one @, a dot in the domain, no spaces)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LANGUAGES: Readonly<Record<string, Language>> = { english: 'EN', swedish: 'SV', spanish: 'ES' };
const SUBSCRIPTIONS: readonly ImportSubscription[] = ['MAXI', 'MEGA', 'MACRO'];

/** The Networks cell as names: ALL, or names separated by ; , | or a line break. */
export function splitNetworks(cell: string): { all: boolean; names: string[] } {
  const names = cell
    .split(/[;,|\r\n]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  return names.some((name) => name.toUpperCase() === 'ALL') ? { all: true, names: [] } : { all: false, names };
}

/** The arguments of the one userImportCheck call for the whole file. */
export function checkRequest(records: readonly ImportRecord[]) {
  const emails = new Map<string, string>();
  const usernames = new Map<string, string>();
  const networkNames = new Map<string, string>();
  let needsAll = false;
  for (const { values } of records) {
    const email = values.email.trim();
    if (email && EMAIL.test(email)) emails.set(email.toLowerCase(), email);
    const username = values.username.trim();
    if (username) usernames.set(username.toLowerCase(), username);
    const { all, names } = splitNetworks(values.networks);
    needsAll ||= all;
    for (const name of names) if (!networkNames.has(name.toLowerCase())) networkNames.set(name.toLowerCase(), name);
  }
  return {
    emails: [...emails.values()],
    usernames: [...usernames.values()],
    networkNames: [...networkNames.values()],
    needsAll,
  };
}

function yesNo(cell: string): boolean | null {
  const value = cell.trim().toLowerCase();
  if (value === '' || value === 'no') return false;
  if (value === 'yes') return true;
  return null;
}

/** Who holds an existing e-mail or username: the client, another user the viewer sees, or someone outside. */
type Holder = 'client' | 'scope' | 'outside';
const holderOf = (user: ImportCheck['existingUsers'][number]): Holder =>
  user.inClient ? 'client' : user.unavailable ? 'outside' : 'scope';
const nearer = (a: Holder | undefined, b: Holder): Holder =>
  a === 'client' || b === 'client' ? 'client' : a === 'scope' || b === 'scope' ? 'scope' : 'outside';
const EMAIL_WARNINGS: Record<Holder, IssueCode> = {
  client: 'EMAIL_EXISTS_IN_CLIENT',
  scope: 'EMAIL_EXISTS',
  outside: 'EMAIL_UNAVAILABLE',
};
const USERNAME_WARNINGS: Record<Holder, IssueCode> = {
  client: 'USERNAME_EXISTS_IN_CLIENT',
  scope: 'USERNAME_EXISTS',
  outside: 'USERNAME_UNAVAILABLE',
};

/** Applies every rule to every record. */
export function validateRecords(records: readonly ImportRecord[], check: ImportCheck): ValidationResult {
  const byName = new Map<string, CheckNetwork>();
  for (const network of check.existingNetworks) byName.set(network.name.trim().toLowerCase(), network);
  const existingEmail = new Map<string, Holder>();
  const existingUsername = new Map<string, Holder>();
  for (const user of check.existingUsers) {
    const holder = holderOf(user);
    if (user.email) {
      const key = user.email.toLowerCase();
      existingEmail.set(key, nearer(existingEmail.get(key), holder));
    }
    if (user.username) {
      const key = user.username.toLowerCase();
      existingUsername.set(key, nearer(existingUsername.get(key), holder));
    }
  }
  const firstEmailRow = new Map<string, number>();
  const firstUsernameRow = new Map<string, number>();
  const networkUses = new Map<string, NetworkUse>();
  const allRows: number[] = [];
  const allIds = (check.allNetworks ?? []).map((network) => network.id);

  const rows = records.map(({ row, values }): ValidatedRow => {
    const issues: CellIssue[] = [];
    const error = (field: ImportField, code: IssueCode, params?: CellIssue['params']) =>
      issues.push({ field, code, severity: 'error', params });
    const warn = (field: ImportField, code: IssueCode) => issues.push({ field, code, severity: 'warning' });

    const email = values.email.trim();
    if (!email) error('email', 'REQUIRED');
    else if (!EMAIL.test(email)) error('email', 'INVALID_EMAIL');
    else {
      const key = email.toLowerCase();
      const first = firstEmailRow.get(key);
      if (first !== undefined) error('email', 'DUPLICATE_EMAIL', { row: first });
      else firstEmailRow.set(key, row);
      const holder = existingEmail.get(key);
      if (holder !== undefined) warn('email', EMAIL_WARNINGS[holder]);
    }

    const username = values.username.trim();
    if (!username) error('username', 'REQUIRED');
    else {
      const key = username.toLowerCase();
      const first = firstUsernameRow.get(key);
      if (first !== undefined) error('username', 'DUPLICATE_USERNAME', { row: first });
      else firstUsernameRow.set(key, row);
      const holder = existingUsername.get(key);
      if (holder !== undefined) warn('username', USERNAME_WARNINGS[holder]);
    }

    const firstName = values.firstName.trim();
    if (!firstName) error('firstName', 'REQUIRED');
    const lastName = values.lastName.trim();
    if (!lastName) error('lastName', 'REQUIRED');

    // the form's rule; sent as typed, trimmed ("+46 70 123 45 67" stays readable)
    const phone = values.phone.trim();
    if (phone && !isPhone(phone)) error('phone', 'INVALID_PHONE');

    const languageCell = values.language.trim().toLowerCase();
    const language = languageCell === '' ? 'EN' : LANGUAGES[languageCell];
    if (!language) error('language', 'INVALID_LANGUAGE');

    const roleCell = values.role.trim().toLowerCase();
    if (roleCell !== '' && roleCell !== 'admin' && roleCell !== 'user') error('role', 'INVALID_ROLE');

    const flags = { twoFa: yesNo(values.twoFa), broadcast: yesNo(values.broadcast), listen: yesNo(values.listen) };
    for (const field of ['twoFa', 'broadcast', 'listen'] as const)
      if (flags[field] === null) error(field, 'INVALID_YES_NO');

    const releaseNotes = values.releaseNotes.trim().toLowerCase();
    if (releaseNotes !== '' && releaseNotes !== 'x') error('releaseNotes', 'INVALID_RELEASE_NOTES');

    const subscriptionCell = values.subscription.trim().toUpperCase();
    const subscription = (subscriptionCell === '' ? 'MAXI' : subscriptionCell) as ImportSubscription;
    if (!SUBSCRIPTIONS.includes(subscription)) error('subscription', 'INVALID_SUBSCRIPTION');

    const { all, names } = splitNetworks(values.networks);
    const networkIds: string[] = [];
    const missing: string[] = [];
    if (all) {
      allRows.push(row);
      networkIds.push(...allIds);
    }
    for (const name of names) {
      const key = name.toLowerCase();
      const network = byName.get(key) ?? null;
      let use = networkUses.get(key);
      if (!use) networkUses.set(key, (use = { name, network, rows: [] }));
      if (!use.rows.includes(row)) use.rows.push(row);
      if (network) {
        if (!networkIds.includes(network.id)) networkIds.push(network.id);
      } else if (!missing.includes(name)) missing.push(name);
    }
    if (missing.length) error('networks', 'NETWORK_NOT_FOUND', { names: missing.join(', ') });

    const status = issues.some((issue) => issue.severity === 'error') ? 'error' : issues.length ? 'skipped' : 'valid';
    return {
      row,
      values,
      issues,
      status,
      user: {
        row,
        email,
        username,
        firstName,
        lastName,
        phoneNumber: phone || null,
        language: language ?? 'EN',
        isAdmin: roleCell === 'admin',
        subscription,
        twoFaEnabled: flags.twoFa === true,
        streamingEnabled: flags.broadcast === true,
        listeningEnabled: flags.listen === true,
        subscribeToReleaseNotes: releaseNotes === 'x',
        networkIds,
        active: values.active.trim().toLowerCase() === 'x',
      },
    };
  });

  return { rows, networks: [...networkUses.values()], allRows, counts: countRows(rows) };
}

export function countRows(rows: readonly ValidatedRow[]): ImportCounts {
  const counts: ImportCounts = { rows: rows.length, valid: 0, errors: 0, skipped: 0 };
  for (const row of rows) {
    if (row.status === 'valid') counts.valid++;
    else if (row.status === 'error') counts.errors++;
    else counts.skipped++;
  }
  return counts;
}

const SERVER_FIELDS: Readonly<Record<string, ImportField>> = {
  email: 'email',
  username: 'username',
  firstName: 'firstName',
  lastName: 'lastName',
  phoneNumber: 'phone',
  phone: 'phone',
  language: 'language',
  isAdmin: 'role',
  role: 'role',
  subscription: 'subscription',
  networks: 'networks',
  networkIds: 'networks',
  twoFaEnabled: 'twoFa',
  isStreamingEnabled: 'broadcast',
  streamingEnabled: 'broadcast',
  isListeningEnabled: 'listen',
  listeningEnabled: 'listen',
  subscribeToReleaseNotes: 'releaseNotes',
  active: 'active',
};
const KNOWN = new Set<string>([
  'REQUIRED',
  'INVALID_EMAIL',
  'DUPLICATE_EMAIL',
  'DUPLICATE_USERNAME',
  'INVALID_PHONE',
  'INVALID_LANGUAGE',
  'INVALID_ROLE',
  'INVALID_YES_NO',
  'INVALID_RELEASE_NOTES',
  'INVALID_SUBSCRIPTION',
  'NETWORK_NOT_FOUND',
]);

/** The rows the platform refused on import, marked on their cells (the rows become errors). */
export function withServerErrors(
  rows: readonly ValidatedRow[],
  errors: readonly { row: number; field: string; code: string }[],
): ValidatedRow[] {
  const byRow = new Map<number, CellIssue[]>();
  for (const { row, field, code } of errors) {
    const issue: CellIssue = {
      field: SERVER_FIELDS[field] ?? 'email',
      code: KNOWN.has(code) ? (code as IssueCode) : 'SERVER_REFUSED',
      severity: 'error',
      params: KNOWN.has(code) ? undefined : { code },
    };
    (byRow.get(row) ?? byRow.set(row, []).get(row)!).push(issue);
  }
  return rows.map((row) => {
    const extra = byRow.get(row.row);
    if (!extra) return row;
    const issues = [...row.issues];
    for (const issue of extra)
      if (!issues.some((known) => known.field === issue.field && known.code === issue.code)) issues.push(issue);
    return { ...row, issues, status: 'error' };
  });
}

/** The server's skip reasons as the wizard's warning codes. */
export const SKIP_REASONS: readonly IssueCode[] = [
  'EMAIL_EXISTS_IN_CLIENT',
  'EMAIL_EXISTS',
  'EMAIL_UNAVAILABLE',
  'USERNAME_EXISTS_IN_CLIENT',
  'USERNAME_EXISTS',
  'USERNAME_UNAVAILABLE',
];
