// The import file's columns (spec 001 section 5 "Import file"): the header texts the wizard recognizes,
// the template's header row, and the limits. Pure module.

export const IMPORT_FIELDS = [
  'email',
  'username',
  'firstName',
  'lastName',
  'phone',
  'language',
  'role',
  'twoFa',
  'broadcast',
  'listen',
  'releaseNotes',
  'subscription',
  'networks',
  'active',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const REQUIRED_FIELDS: readonly ImportField[] = ['email', 'username', 'firstName', 'lastName'];

/** The header row of the template (asterisks mark the required columns; the parser ignores them). */
export const TEMPLATE_HEADERS: Readonly<Record<ImportField, string>> = {
  email: 'E-mail*',
  username: 'User name*',
  firstName: 'First name*',
  lastName: 'Last name*',
  phone: 'Phone',
  language: 'Language',
  role: 'Role',
  twoFa: '2FA',
  broadcast: 'Broadcast',
  listen: 'Listen',
  releaseNotes: 'Release Notes',
  subscription: 'Subscription',
  networks: 'Networks',
  active: 'Active',
};

/** An example row for the template (values that pass every rule; the network must exist for the client). */
export const TEMPLATE_EXAMPLE: Readonly<Record<ImportField, string>> = {
  email: 'anna.svensson@example.com',
  username: 'anna.svensson',
  firstName: 'Anna',
  lastName: 'Svensson',
  phone: '+46701234567',
  language: 'swedish',
  role: 'user',
  twoFa: 'no',
  broadcast: 'yes',
  listen: 'yes',
  releaseNotes: 'X',
  subscription: 'MAXI',
  networks: 'ALL',
  active: 'X',
};

export const HEADER_SEARCH_ROWS = 30;
export const MAX_DATA_ROWS = 1000;

/** A header cell as a key: lower case, asterisks, spaces, dashes, dots and underscores dropped. */
export function headerKey(text: string): string {
  return text.toLowerCase().replace(/[*\s\-_.:]/g, '');
}

const ALIASES: Readonly<Record<string, ImportField>> = {
  email: 'email',
  emailaddress: 'email',
  username: 'username',
  firstname: 'firstName',
  lastname: 'lastName',
  phone: 'phone',
  phonenumber: 'phone',
  language: 'language',
  role: 'role',
  '2fa': 'twoFa',
  broadcast: 'broadcast',
  listen: 'listen',
  releasenotes: 'releaseNotes',
  subscription: 'subscription',
  networks: 'networks',
  network: 'networks',
  active: 'active',
};

/** The field a header cell names, if any. */
export function fieldOfHeader(text: string): ImportField | undefined {
  return ALIASES[headerKey(text)];
}
