import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';

/**
 * Bad input never reaches SQL: every request schema is hardened when its route is registered.
 *
 * - Strings: no control characters (C0, DEL, C1). JSON body strings may hold tab, line feed and
 *   carriage return (free text: descriptions, instructions); query strings and path params may not.
 *   A NUL byte would otherwise make PostgreSQL fail the whole statement.
 * - Dates: a string declared as a date (`format: date`/`date-time`, or a `YYYY-MM-DD` pattern) must be
 *   a real calendar date (no 2026-02-31, 2026-13-45, 9999-99-99) and a real time of day.
 * - Length: a string without its own maxLength is capped (10,000 characters in a body, 1,000 in a
 *   query or path), so no unbounded text reaches a column or an index.
 * - Integers: without their own bounds, they are held to PostgreSQL's `integer` range; so are strings
 *   declared as digits only (object keys that are ids, e.g. a policy's device output map).
 *
 * Failures are ordinary schema errors: 400 VALIDATION_FAILED with `fields` (see errors.ts).
 */

const INT4_MIN = -2147483648;
const INT4_MAX = 2147483647;
/** Strings without their own maxLength: free text in a JSON body, a line in a query or path. */
export const DEFAULT_MAX_BODY_STRING = 10_000;
export const DEFAULT_MAX_LINE_STRING = 1_000;

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** The keywords' names, also the `fields` codes they produce. */
export const PLAIN_TEXT = 'plainText';
export const REAL_DATE = 'realDate';
export const INTEGER_TEXT = 'integerText';

export const hasControlCharacters = (value: string, allowLineBreaks: boolean) =>
  (allowLineBreaks ? TEXT_CONTROL : LINE_CONTROL).test(value);

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/i;

/** A real day of the Gregorian calendar, optionally with a real time of day and offset. */
export function isRealDate(value: string): boolean {
  const m = DATE_TIME.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return false;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59)) return false;
  if (m[8] !== undefined && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return true;
}

type Schema = Record<string, any>;

const typesOf = (s: Schema): string[] => (Array.isArray(s.type) ? s.type : typeof s.type === 'string' ? [s.type] : []);

/** A pattern that only matches digits: the string is a number (object keys that are ids). */
const isDigitsSchema = (s: Schema) =>
  typeof s.pattern === 'string' && /^\^(\[[01]-9\]|\\d)/.test(s.pattern) && !/[a-zA-Z]-[a-zA-Z]/.test(s.pattern);

const isDateSchema = (s: Schema) =>
  s.format === 'date' ||
  s.format === 'date-time' ||
  (typeof s.pattern === 'string' && /^\^(\[0-9\]|\\d)\{4\}-/.test(s.pattern));

/** A copy of `schema` with the rules above added to every string and integer it declares. */
export function hardenSchema(schema: Schema, allowLineBreaks: boolean): Schema {
  if (!schema || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => hardenSchema(s, allowLineBreaks));
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' || key === 'patternProperties' || key === 'definitions' || key === '$defs') {
      out[key] = Object.fromEntries(
        Object.entries(value as Schema).map(([k, s]) => [k, hardenSchema(s, allowLineBreaks)]),
      );
    } else if (['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'propertyNames'].includes(key)) {
      out[key] = typeof value === 'object' ? hardenSchema(value, allowLineBreaks) : value;
    } else {
      out[key] = value;
    }
  }
  const types = typesOf(schema);
  if (isDigitsSchema(schema) && !isDateSchema(schema)) out[INTEGER_TEXT] = true;
  if (types.includes('string') && !schema.enum) {
    out[PLAIN_TEXT] = allowLineBreaks ? 'text' : 'line';
    out.maxLength ??= allowLineBreaks ? DEFAULT_MAX_BODY_STRING : DEFAULT_MAX_LINE_STRING;
    if (isDateSchema(schema)) out[REAL_DATE] = true;
  }
  if (types.includes('integer')) {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT4_MAX;
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT4_MIN;
  }
  return out;
}

type AjvPlugin = Extract<
  NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number],
  (...args: never[]) => unknown
>;

/** The two keywords, for Fastify's `ajv.plugins`. */
export const badInputKeywords: AjvPlugin = (ajv) => {
  ajv.addKeyword({
    keyword: PLAIN_TEXT,
    schemaType: 'string',
    errors: false,
    validate: (mode: unknown, data: unknown) =>
      typeof data !== 'string' || !hasControlCharacters(data, mode === 'text'),
  });
  ajv.addKeyword({
    keyword: INTEGER_TEXT,
    schemaType: 'boolean',
    errors: false,
    validate: (on: unknown, data: unknown) =>
      !on || typeof data !== 'string' || !/^\d+$/.test(data) || Number(data) <= INT4_MAX,
  });
  ajv.addKeyword({
    keyword: REAL_DATE,
    schemaType: 'boolean',
    errors: false,
    validate: (on: unknown, data: unknown) => !on || typeof data !== 'string' || isRealDate(data),
  });
  return ajv;
};

export const badInputAjvOptions = { plugins: [badInputKeywords] } satisfies NonNullable<FastifyServerOptions['ajv']>;

/** onRoute: hardens the request schemas of every route, whoever registers it. */
export function registerBadInputRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    route.schema = {
      ...schema,
      ...(schema.querystring && { querystring: hardenSchema(schema.querystring, false) }),
      ...(schema.params && { params: hardenSchema(schema.params, false) }),
      ...(schema.body && { body: hardenSchema(schema.body, true) }),
    };
  });
}
