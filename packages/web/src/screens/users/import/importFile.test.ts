import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HEADER_SEARCH_ROWS, MAX_DATA_ROWS } from './columns';
import { findHeader, parseImportFile, type ImportRecord } from './parseFile';
import { CONTENT_TYPES, generatedRows, HEADER_ROW, rowOf, xlsxOf, zipOf } from './testFiles';
import { checkRequest, splitNetworks, validateRecords, withServerErrors, type ImportCheck } from './validateRows';
import { checkXlsx, ImportFileError, MAX_FILE_BYTES, MAX_UNCOMPRESSED_BYTES } from './zipGuard';

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportFileError) return error.code;
    throw error;
  }
  throw new Error('the file was accepted');
}

const NETWORKS = { existingNetworks: [], existingUsers: [] } satisfies ImportCheck;

describe('reading the file', () => {
  it('finds the header row anywhere in the first 30 rows, asterisks and case ignored', async () => {
    const rows = [
      ['Users of Acme'],
      [],
      ['e-MAIL *', 'User Name*', '*First name', 'LAST NAME'],
      ['a@x.se', 'a', 'A', 'B'],
    ];
    const parsed = await parseImportFile(await xlsxOf(rows), 'users.xlsx');
    expect(parsed.headerRow).toBe(3);
    expect(parsed.columns).toEqual(['email', 'username', 'firstName', 'lastName']);
    expect(parsed.records).toEqual([
      {
        row: 4,
        values: expect.objectContaining({ email: 'a@x.se', username: 'a', firstName: 'A', lastName: 'B', phone: '' }),
      },
    ]);
  });

  it('gives up on a header below row 30 or missing a required column', async () => {
    const late = [
      ...Array.from({ length: HEADER_SEARCH_ROWS }, () => ['notes']),
      HEADER_ROW,
      rowOf({ email: 'a@x.se' }),
    ];
    expect(await refusal(parseImportFile(await xlsxOf(late), 'late.xlsx'))).toBe('HEADER_NOT_FOUND');
    const at30 = [
      ...Array.from({ length: HEADER_SEARCH_ROWS - 1 }, () => ['notes']),
      HEADER_ROW,
      rowOf({ email: 'a@x.se' }),
    ];
    expect((await parseImportFile(await xlsxOf(at30), 'ok.xlsx')).headerRow).toBe(30);
    const noLastName = [
      ['E-mail', 'User name', 'First name'],
      ['a@x.se', 'a', 'A'],
    ];
    expect(await refusal(parseImportFile(await xlsxOf(noLastName), 'x.xlsx'))).toBe('HEADER_NOT_FOUND');
    expect(() => findHeader([{ row: 1, cells: ['Email', 'Username', 'First name', 'Last name'] }])).not.toThrow();
  });

  it('reads hyperlinks, rich text, numbers and formula results as text and skips blank rows', async () => {
    const rows = [
      HEADER_ROW,
      [
        { text: 'link@x.se', hyperlink: 'mailto:link@x.se' },
        { richText: [{ text: 'ri' }, { text: 'ch' }] },
        'A',
        'B',
        46701234567,
      ],
      [],
      ['c@x.se', 'c', { formula: '"C"&"c"', result: 'Cc' }, 'D'],
    ];
    const parsed = await parseImportFile(await xlsxOf(rows), 'x.xlsx');
    expect(
      parsed.records.map((record) => [
        record.row,
        record.values.email,
        record.values.username,
        record.values.firstName,
        record.values.phone,
      ]),
    ).toEqual([
      [2, 'link@x.se', 'rich', 'A', '46701234567'],
      [4, 'c@x.se', 'c', 'Cc', ''],
    ]);
  });

  it('reads the first 1000 data rows and counts the rest; refuses a file without data rows', async () => {
    const full = await parseImportFile(await xlsxOf([HEADER_ROW, ...generatedRows(MAX_DATA_ROWS)]), 'full.xlsx');
    expect(full.records).toHaveLength(1000);
    expect(full.records.at(-1)?.row).toBe(1001);
    expect(full.ignoredRows).toBe(0);
    const over = await parseImportFile(await xlsxOf([HEADER_ROW, ...generatedRows(MAX_DATA_ROWS + 5)]), 'x.xlsx');
    expect(over.records).toHaveLength(1000);
    expect(over.records.at(-1)?.row).toBe(1001);
    expect(over.lastRowRead).toBe(1001);
    expect(over.ignoredRows).toBe(5);
    expect(await refusal(parseImportFile(await xlsxOf([HEADER_ROW]), 'x.xlsx'))).toBe('NO_ROWS');
  });

  it('refuses files that are not .xlsx', async () => {
    const xlsx = await xlsxOf([HEADER_ROW, rowOf({ email: 'a@x.se' })]);
    expect(await refusal(parseImportFile(xlsx, 'users.csv'))).toBe('NOT_XLSX');
    expect(await refusal(parseImportFile(new TextEncoder().encode('E-mail,User name\n'), 'users.xlsx'))).toBe(
      'NOT_XLSX',
    );
    const zipWithoutSheet = zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await refusal(parseImportFile(zipWithoutSheet, 'users.xlsx'))).toBe('NOT_XLSX');
  });
});

describe('the template (public/templates/users-import-template.xlsx)', () => {
  it('has the header row and one example row that passes every rule when its network exists', async () => {
    const file = new Uint8Array(readFileSync(join(process.cwd(), 'public/templates/users-import-template.xlsx')));
    const parsed = await parseImportFile(file, 'users-import-template.xlsx');
    expect(parsed.headerRow).toBe(1);
    expect(parsed.columns).toHaveLength(14);
    expect(parsed.records).toHaveLength(1);
    const result = validateRecords(parsed.records, {
      existingUsers: [],
      existingNetworks: [],
      allNetworks: [{ id: 'n1', name: 'North' }],
    });
    expect(result.rows[0].issues).toEqual([]);
    expect(result.rows[0].user).toMatchObject({ language: 'SV', active: true, networkIds: ['n1'] });
  });
});

describe('the zip guard', () => {
  it('refuses a file over 5 MB before reading it', async () => {
    expect(await refusal(checkXlsx(new Uint8Array(MAX_FILE_BYTES + 1), 'big.xlsx'))).toBe('FILE_TOO_LARGE');
  });

  it('refuses a zip whose directory declares more than the cap', async () => {
    const bomb = zipOf([
      CONTENT_TYPES,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<x/>'), declaredSize: MAX_UNCOMPRESSED_BYTES + 1 },
    ]);
    expect(bomb.length).toBeLessThan(1000);
    expect(await refusal(checkXlsx(bomb, 'bomb.xlsx'))).toBe('ZIP_BOMB');
  });

  it('refuses a part with a compression ratio over 100', async () => {
    const zeros = new Uint8Array(10 * 1024 * 1024); // deflates about 1000 times
    const bomb = zipOf([CONTENT_TYPES, { name: 'xl/worksheets/sheet1.xml', data: zeros }]);
    expect(await refusal(checkXlsx(bomb, 'bomb.xlsx'))).toBe('ZIP_BOMB');
  });

  it('stops inflating a part that produces more than it declares', async () => {
    // declares 1 KB; really inflates to 60 MB (past the 50 MB cap too): reading stops at the first excess
    const zeros = new Uint8Array(60 * 1024 * 1024);
    expect(deflateRawSync(zeros).length).toBeLessThan(100_000);
    const bomb = zipOf([CONTENT_TYPES, { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1024 }]);
    const started = process.memoryUsage().arrayBuffers;
    expect(await refusal(checkXlsx(bomb, 'bomb.xlsx'))).toBe('ZIP_BOMB');
    expect(process.memoryUsage().arrayBuffers - started).toBeLessThan(20 * 1024 * 1024);
  });

  it('accepts a real spreadsheet', async () => {
    await expect(checkXlsx(await xlsxOf([HEADER_ROW, ...generatedRows(50)]), 'ok.xlsx')).resolves.toBeUndefined();
  });
});

function records(...values: Parameters<typeof rowOf>[0][]): ImportRecord[] {
  const base = { email: '', username: '', firstName: 'F', lastName: 'L' };
  return values
    .map((value, index) => ({
      row: index + 2,
      values: Object.fromEntries(HEADER_ROW.map((_, i) => [Object.keys(rowOf({}))[i], ''])) as never,
    }))
    .map((record, index) => ({
      ...record,
      values: { ...emptyValues(), ...base, ...values[index] },
    }));
}

function emptyValues() {
  return {
    email: '',
    username: '',
    firstName: '',
    lastName: '',
    phone: '',
    language: '',
    role: '',
    twoFa: '',
    broadcast: '',
    listen: '',
    releaseNotes: '',
    subscription: '',
    networks: '',
    active: '',
  };
}

function issuesOf(result: ReturnType<typeof validateRecords>, row: number) {
  return result.rows
    .find((r) => r.row === row)
    ?.issues.map((issue) => `${issue.field}:${issue.code}:${issue.severity}`);
}

describe('the rules', () => {
  it('applies the defaults: english, MAXI, user, 2FA/Broadcast/Listen no, awaiting activation', () => {
    const result = validateRecords(records({ email: 'a@x.se', username: 'a' }), NETWORKS);
    expect(result.rows[0].status).toBe('valid');
    expect(result.rows[0].user).toEqual({
      row: 2,
      email: 'a@x.se',
      username: 'a',
      firstName: 'F',
      lastName: 'L',
      phoneNumber: null,
      language: 'EN',
      isAdmin: false,
      subscription: 'MAXI',
      twoFaEnabled: false,
      streamingEnabled: false,
      listeningEnabled: false,
      subscribeToReleaseNotes: false,
      networkIds: [],
      active: false,
    });
  });

  it('reads every optional column', () => {
    const result = validateRecords(
      records({
        email: ' A@X.se ',
        username: 'a',
        phone: '+46 70 123 45',
        language: 'Spanish',
        role: 'ADMIN',
        twoFa: 'yes',
        broadcast: 'Yes',
        listen: 'YES',
        releaseNotes: 'x',
        subscription: 'macro',
        active: 'X',
      }),
      NETWORKS,
    );
    expect(result.rows[0].status).toBe('valid');
    expect(result.rows[0].user).toMatchObject({
      email: 'A@X.se',
      phoneNumber: '+46 70 123 45', // as typed: the forms' phone rule allows spaces
      language: 'ES',
      isAdmin: true,
      subscription: 'MACRO',
      twoFaEnabled: true,
      streamingEnabled: true,
      listeningEnabled: true,
      subscribeToReleaseNotes: true,
      active: true,
    });
  });

  it('marks every error rule on its cell', () => {
    const result = validateRecords(
      records(
        { email: 'not-an-email', username: '' },
        { email: '', username: 'b', firstName: '', lastName: '' },
        { email: 'c@x.se', username: 'c', phone: '46701234567', language: 'german', role: 'owner' },
        { email: 'd@x.se', username: 'd', phone: '+12345', twoFa: 'true', broadcast: '1', listen: 'maybe' },
        { email: 'e@x.se', username: 'e', releaseNotes: 'yes', subscription: 'MINI' },
      ),
      NETWORKS,
    );
    expect(issuesOf(result, 2)).toEqual(['email:INVALID_EMAIL:error', 'username:REQUIRED:error']);
    expect(issuesOf(result, 3)).toEqual([
      'email:REQUIRED:error',
      'firstName:REQUIRED:error',
      'lastName:REQUIRED:error',
    ]);
    expect(issuesOf(result, 4)).toEqual([
      'phone:INVALID_PHONE:error',
      'language:INVALID_LANGUAGE:error',
      'role:INVALID_ROLE:error',
    ]);
    expect(issuesOf(result, 5)).toEqual([
      'phone:INVALID_PHONE:error',
      'twoFa:INVALID_YES_NO:error',
      'broadcast:INVALID_YES_NO:error',
      'listen:INVALID_YES_NO:error',
    ]);
    expect(issuesOf(result, 6)).toEqual([
      'releaseNotes:INVALID_RELEASE_NOTES:error',
      'subscription:INVALID_SUBSCRIPTION:error',
    ]);
    expect(result.counts).toEqual({ rows: 5, valid: 0, errors: 5, skipped: 0 });
  });

  it('finds duplicate e-mails and usernames in the file, whatever their case', () => {
    const result = validateRecords(
      records(
        { email: 'a@x.se', username: 'a' },
        { email: 'A@x.SE', username: 'b' },
        { email: 'c@x.se', username: 'B' },
      ),
      NETWORKS,
    );
    expect(issuesOf(result, 2)).toEqual([]);
    expect(issuesOf(result, 3)).toEqual(['email:DUPLICATE_EMAIL:error']);
    expect(result.rows[1].issues[0].params).toEqual({ row: 2 });
    expect(issuesOf(result, 4)).toEqual(['username:DUPLICATE_USERNAME:error']);
  });

  it('warns (skips) users that exist in the client or elsewhere', () => {
    const check: ImportCheck = {
      existingNetworks: [],
      existingUsers: [
        { email: 'in@x.se', username: null, inClient: true },
        { email: 'else@x.se', username: null, inClient: false },
        { email: null, username: 'taken', inClient: false },
        { email: null, username: 'mine', inClient: true },
      ],
    };
    const result = validateRecords(
      records(
        { email: 'IN@x.se', username: 'n1' },
        { email: 'else@x.se', username: 'n2' },
        { email: 'n3@x.se', username: 'Taken' },
        { email: 'n4@x.se', username: 'mine' },
        { email: 'n5@x.se', username: 'n5' },
      ),
      check,
    );
    expect(result.rows.map((row) => row.status)).toEqual(['skipped', 'skipped', 'skipped', 'skipped', 'valid']);
    expect(issuesOf(result, 2)).toEqual(['email:EMAIL_EXISTS_IN_CLIENT:warning']);
    expect(issuesOf(result, 3)).toEqual(['email:EMAIL_EXISTS:warning']);
    expect(issuesOf(result, 4)).toEqual(['username:USERNAME_EXISTS:warning']);
    expect(issuesOf(result, 5)).toEqual(['username:USERNAME_EXISTS_IN_CLIENT:warning']);
    expect(result.counts).toEqual({ rows: 5, valid: 1, errors: 0, skipped: 4 });
  });

  it("warns (skips) e-mails and usernames held outside the viewer's scope as unavailable, and names nothing else", () => {
    const check: ImportCheck = {
      existingNetworks: [],
      existingUsers: [
        { email: 'hidden@x.se', username: null, inClient: false, unavailable: true },
        { email: null, username: 'hidden', inClient: false, unavailable: true },
        { email: 'seen@x.se', username: null, inClient: false, unavailable: false },
      ],
    };
    const result = validateRecords(
      records(
        { email: 'HIDDEN@x.se', username: 'n1' },
        { email: 'n2@x.se', username: 'Hidden' },
        { email: 'seen@x.se', username: 'n3' },
      ),
      check,
    );
    expect(issuesOf(result, 2)).toEqual(['email:EMAIL_UNAVAILABLE:warning']);
    expect(issuesOf(result, 3)).toEqual(['username:USERNAME_UNAVAILABLE:warning']);
    expect(issuesOf(result, 4)).toEqual(['email:EMAIL_EXISTS:warning']);
    expect(result.counts).toEqual({ rows: 3, valid: 0, errors: 0, skipped: 3 });
  });

  it('splits the Networks column on ; , | and line breaks, and reads ALL', () => {
    expect(splitNetworks('North; South,East|West\nCentre\r\nHarbour ')).toEqual({
      all: false,
      names: ['North', 'South', 'East', 'West', 'Centre', 'Harbour'],
    });
    expect(splitNetworks('all')).toEqual({ all: true, names: [] });
    expect(splitNetworks('')).toEqual({ all: false, names: [] });
  });

  it('needs every named network to exist for the client; ALL takes every network of the client', () => {
    const check: ImportCheck = {
      existingUsers: [],
      existingNetworks: [{ id: 'n1', name: 'North' }],
      allNetworks: [
        { id: 'n1', name: 'North' },
        { id: 'n2', name: 'South' },
      ],
    };
    const result = validateRecords(
      records(
        { email: 'a@x.se', username: 'a', networks: 'north' },
        { email: 'b@x.se', username: 'b', networks: 'North; Nowhere | Atlantis' },
        { email: 'c@x.se', username: 'c', networks: 'ALL' },
      ),
      check,
    );
    expect(result.rows[0].user.networkIds).toEqual(['n1']);
    expect(issuesOf(result, 3)).toEqual(['networks:NETWORK_NOT_FOUND:error']);
    expect(result.rows[1].issues[0].params).toEqual({ names: 'Nowhere, Atlantis' });
    expect(result.rows[2].user.networkIds).toEqual(['n1', 'n2']);
    expect(result.allRows).toEqual([4]);
    expect(result.networks).toEqual([
      { name: 'north', network: { id: 'n1', name: 'North' }, rows: [2, 3] },
      { name: 'Nowhere', network: null, rows: [3] },
      { name: 'Atlantis', network: null, rows: [3] },
    ]);
  });

  it('asks the check for each e-mail, username and network name once', () => {
    const request = checkRequest(
      records(
        { email: 'a@x.se', username: 'a', networks: 'North;south' },
        { email: 'A@X.SE', username: 'A', networks: 'NORTH|ALL' },
        { email: 'bad', username: '' },
      ),
    );
    expect(request).toEqual({ emails: ['A@X.SE'], usernames: ['A'], networkNames: ['North', 'south'], needsAll: true });
  });

  it('marks the rows the platform refused on the cells it names', () => {
    const result = validateRecords(
      records({ email: 'a@x.se', username: 'a' }, { email: 'b@x.se', username: 'b' }),
      NETWORKS,
    );
    const rows = withServerErrors(result.rows, [
      { row: 3, field: 'phoneNumber', code: 'INVALID_PHONE' },
      { row: 3, field: 'email', code: 'SOMETHING_NEW' },
    ]);
    expect(rows[0].status).toBe('valid');
    expect(rows[1].status).toBe('error');
    expect(rows[1].issues.map((issue) => `${issue.field}:${issue.code}`)).toEqual([
      'phone:INVALID_PHONE',
      'email:SERVER_REFUSED',
    ]);
  });
});
