import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createIntl, type IntlShape } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../relay/ApiError';
import { FIELD_TEXTS, fieldErrorText } from '../ui/form';
import en from './en.json';
import es from './es.json';
import sv from './sv.json';
import { ERROR_TEXTS, errorMessage } from './errorMessage';

const catalogs = { en, sv, es } as Record<string, Record<string, string>>;
const intlFor = (locale: string): IntlShape => createIntl({ locale, messages: catalogs[locale]! });
const failure = (errorCode: string | undefined, code = 'BAD_USER_INPUT', message = 'Server text in English') =>
  new ApiError([{ message, extensions: { code, ...(errorCode ? { errorCode } : {}) } }]);

describe('server errors in the user language', () => {
  it('shows a known code in each language, by errorCode before the GraphQL code', () => {
    const error = failure('VALIDATION_FAILED');
    expect(errorMessage(intlFor('en'), error)).toBe(en['error.VALIDATION_FAILED']);
    expect(errorMessage(intlFor('sv'), error)).toBe(sv['error.VALIDATION_FAILED']);
    expect(errorMessage(intlFor('es'), error)).toBe(es['error.VALIDATION_FAILED']);
    expect(errorMessage(intlFor('sv'), failure(undefined, 'COST_LIMIT_EXCEEDED'))).toBe(sv['error.QUERY_LIMIT']);
    expect(errorMessage(intlFor('es'), failure('DATABASE_UNAVAILABLE', 'INTERNAL_SERVER_ERROR'))).toBe(
      es['error.UNAVAILABLE'],
    );
    // The mail server, not the whole service: its own text, not the generic "unavailable".
    expect(errorMessage(intlFor('sv'), failure('MAIL_UNAVAILABLE', 'SERVICE_UNAVAILABLE'))).toBe(
      sv['error.MAIL_UNAVAILABLE'],
    );
  });

  it('fills in the wait of a throttled sign-in', () => {
    expect(
      errorMessage(
        intlFor('sv'),
        new ApiError([{ message: 'x', extensions: { errorCode: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 } }]),
      ),
    ).toContain('30');
  });

  it('never shows the English server text in Swedish or Spanish; English keeps it for an unknown code', () => {
    const unknown = failure('SOMETHING_NEW', 'SOMETHING_NEW');
    expect(errorMessage(intlFor('en'), unknown)).toBe('Server text in English');
    expect(errorMessage(intlFor('sv'), unknown)).toBe(sv['error.generic']);
    expect(errorMessage(intlFor('es'), unknown)).toBe(es['error.generic']);
    expect(errorMessage(intlFor('en'), failure('INTERNAL', 'INTERNAL_SERVER_ERROR', 'Unexpected error.'))).toBe(
      en['error.generic'],
    );
  });

  it('translates field codes, with the same rule for unknown ones', () => {
    expect(fieldErrorText(intlFor('es'), { code: 'TOO_LONG', message: 'Too long' })).toBe(es['fieldError.TOO_LONG']);
    expect(fieldErrorText(intlFor('sv'), { code: 'CONTROL_CHARACTER', message: 'Has a control character' })).toBe(
      sv['fieldError.INVALID'],
    );
    expect(fieldErrorText(intlFor('en'), { code: 'CONTROL_CHARACTER', message: 'Has a control character' })).toBe(
      'Has a control character',
    );
  });

  it('has a text in every language for every mapped code', () => {
    for (const [language, catalog] of Object.entries(catalogs)) {
      for (const key of new Set(Object.values(ERROR_TEXTS)))
        expect(catalog[`error.${key}`], `${language} error.${key}`).toBeTruthy();
      for (const key of new Set(Object.values(FIELD_TEXTS)))
        expect(catalog[`fieldError.${key}`], `${language} fieldError.${key}`).toBeTruthy();
    }
  });

  it('maps every error code the platform and the gateway emit', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const sources = ['platform/src', 'gateway/src']
      .flatMap((dir) => walk(join(root, dir)))
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      // The alarm protocols' own status names (SOS Access, DC-09) go to integration logs, never to the console.
      .filter((file) => !file.includes(join('platform', 'src', 'integrations')));
    const emitted = new Set<string>();
    const patterns = [
      /errorCode: '([A-Z][A-Z_]+)'/g, // REST bodies and GraphQL extensions
      /new AppError\(\d+, '([A-Z][A-Z_]+)'/g,
      /code: '([A-Z][A-Z_]+)'/g, // GraphQL extensions.code
      /reportWithCode\('([A-Z][A-Z_]+)'\)/g,
      /\b(?:unauthenticated|refused|badUserInput|forbidden|badRequest)\([^;]*?'([A-Z][A-Z_]{3,})'(?:, \d{3})?\)/g, // error helpers' last argument
      /^\s+\d{3}: '([A-Z][A-Z_]+)',$/gm, // codes by HTTP status
    ];
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of patterns) for (const match of text.matchAll(pattern)) emitted.add(match[1]!);
    }
    // masked on purpose, or the policy layer's refusal kinds (answered as CONFLICT / OWNER_CANNOT_BE_REMOVED)
    const notShown = new Set(['INTERNAL', 'INTERNAL_SERVER_ERROR', 'NO_ORGANIZATION', 'OWNER']);
    const missing = [...emitted].filter(
      (code) => !(code in ERROR_TEXTS) && !(code in FIELD_TEXTS) && !notShown.has(code),
    );
    expect(emitted.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
