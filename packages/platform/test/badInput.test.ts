import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from './harness.js';
import { pathIds, registeredRoutes, sampleOf, slotsOf, withValue, type RouteInfo, type Slot } from './routeWalk.js';

/**
 * Walks every route the app registers (collected from Fastify, so routes added later are covered) as an
 * admin and sends, one field at a time, control characters, impossible dates, huge numbers and 100 KB
 * strings. Whatever the route answers, it is never a 5xx.
 */
const ROUTES = await registeredRoutes();

/** 100 KB that compresses badly, so it really reaches indexes and columns at that size. */
const BIG = Array.from({ length: 100 * 1024 }, (_, i) => String.fromCharCode(97 + ((i * 7919) % 26))).join('');
const BAD_STRINGS = [
  'a\u0000b',
  'ctl\u0001\u001b\u007f',
  'tab\there\nnew',
  '2026-13-45',
  '2026-02-31',
  '9999-99-99',
  '2026-02-30T10:00:00Z',
  'lone\ud800',
  BIG,
  '2147483648',
  '9007199254740992',
  '-1',
];
const BAD_NUMBERS = [2 ** 53, 1e308, -1, 2147483648, 1.5];

/** Deletes last, so the other routes still find their rows. */
const ORDERED = [...ROUTES].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

const badValuesFor = (slot: Slot): unknown[] => {
  const types = Array.isArray(slot.schema.type) ? slot.schema.type : [slot.schema.type];
  const numeric = types.includes('integer') || types.includes('number');
  // Query strings and path params arrive as text: every value is a string there.
  if (slot.in !== 'body') return [...BAD_STRINGS, ...BAD_NUMBERS.map(String)];
  return numeric ? [...BAD_NUMBERS, ...BAD_STRINGS] : [...BAD_STRINGS, ...BAD_NUMBERS];
};

/** Percent-encoding; a lone surrogate cannot be encoded, so it goes as the invalid UTF-8 bytes a raw client could send. */
const encodeRaw = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80%FF';
  }
};

interface Attempt {
  path: string;
  body?: unknown;
  /** The 100 KB string, in a string field the route declares. */
  declaredBig?: boolean;
}

function attemptsFor(
  route: RouteInfo,
  idFor: (url: string, param: string) => string,
): { label: string; attempt: Attempt }[] {
  const params = Object.fromEntries(Object.keys(route.params?.properties ?? {}).map((p) => [p, idFor(route.url, p)]));
  const baseQuery = sampleOf(route.querystring, 1) as Record<string, unknown> | undefined;
  const baseBody = route.method === 'GET' || route.method === 'DELETE' ? undefined : (sampleOf(route.body, 1) ?? {});
  const build = (p: Record<string, string>, query: Record<string, unknown> | undefined, body: unknown): Attempt => {
    const path = route.url.replace(/:(\w+)/g, (_, name: string) => encodeRaw(p[name] ?? '1'));
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {}))
      if (v !== undefined && v !== null && typeof v !== 'object') search.set(k, String(v));
    return { path: search.size ? `${path}?${search}` : path, body };
  };
  const slots: (Slot & { declared?: boolean })[] = [
    ...slotsOf('query', route.querystring),
    ...slotsOf('params', route.params),
    ...slotsOf('body', route.body),
  ].map((s) => ({ ...s, declared: true }));
  // `q` on every route, declared or not.
  if (!slots.some((s) => s.in === 'query' && s.path[0] === 'q'))
    slots.push({ in: 'query', path: ['q'], schema: { type: 'string' }, declared: false });
  const out: { label: string; attempt: Attempt }[] = [
    { label: 'baseline', attempt: build(params, baseQuery, baseBody) },
  ];
  for (const slot of slots) {
    for (const value of badValuesFor(slot)) {
      const label = `${slot.in}.${slot.path.join('.')}=${JSON.stringify(value).slice(0, 40)}`;
      let attempt: Attempt;
      if (slot.in === 'params') attempt = build({ ...params, [slot.path[0]!]: String(value) }, baseQuery, baseBody);
      else if (slot.in === 'query') attempt = build(params, { ...baseQuery, [slot.path[0]!]: value }, baseBody);
      else attempt = build(params, baseQuery, withValue(baseBody, slot.path, value));
      attempt.declaredBig =
        value === BIG && slot.declared && [slot.schema.type].flat().includes('string') && !slot.schema.enum;
      out.push({ label, attempt });
    }
  }
  return out;
}

/** Routes that answer a stream which never ends (server-sent events): only the status counts. */
const STREAMS = new Set(['/backoffice/incidents/events']);

async function streamStatus(t: TestContext, path: string, token: string) {
  const abort = new AbortController();
  const res = await fetch(t.platform.url + path, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const body = res.status >= 400 ? await res.json() : undefined;
  abort.abort();
  return { status: res.status, body };
}

describeEachDb('bad input never answers 5xx', (ctx) => {
  let idFor: ((url: string, param: string) => string) | undefined;
  let token = '';

  it('walks the routes of every API', () => {
    const prefixes = new Set(ROUTES.map((r) => r.url.split('/')[1]));
    expect([...prefixes]).toEqual(expect.arrayContaining(['backoffice', 'v2', 'api']));
    expect(ROUTES.length).toBeGreaterThan(50);
  });

  for (const route of ORDERED) {
    it(`${route.method} ${route.url}`, { timeout: 120_000 }, async () => {
      const t: TestContext = ctx();
      token ||= await t.tokenOf('admin');
      idFor ??= await pathIds(t.db, 2);
      const failures: string[] = [];
      for (const { label, attempt } of attemptsFor(route, idFor)) {
        const res = STREAMS.has(route.url)
          ? await streamStatus(t, attempt.path, token)
          : await t.request(route.method, attempt.path, { token, body: attempt.body });
        if (res.status >= 500) failures.push(`${label} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        // 100 KB in a field the route declares is refused, not stored.
        else if (attempt.declaredBig && res.status < 400) failures.push(`${label} -> ${res.status}: 100 KB accepted`);
      }
      expect(failures).toEqual([]);
    });
  }
});
