import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '../../logger.js';
import { NominatimGeocoder, precisionOf, type NominatimOptions } from './nominatim.js';

/**
 * A stand-in for a Nominatim service on loopback, speaking its jsonv2 answers (the third party itself
 * cannot be reached from here): /search and /reverse over a small table, plus answers that misbehave.
 */
const PLACES = [
  {
    display_name: 'Drottninggatan 1, Norrmalm, Stockholm, 111 51, Sverige',
    lat: '59.3307',
    lon: '18.0639',
    place_rank: 30,
    addresstype: 'building',
    q: 'drottninggatan',
  },
  {
    display_name: 'Stockholm, Stockholms kommun, Sverige',
    lat: '59.3251172',
    lon: '18.0710935',
    place_rank: 16,
    addresstype: 'city',
    q: 'stockholm',
  },
  {
    display_name: 'Stockholm, Maine, USA',
    lat: '47.0406',
    lon: '-68.1400',
    place_rank: 16,
    addresstype: 'town',
    q: 'stockholm',
  },
];

interface Seen {
  at: number;
  path: string;
  params: URLSearchParams;
  userAgent: string | undefined;
}

function nominatimStandIn(seen: Seen[], behaviour: { mode: string }) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url!, 'http://stand-in');
    seen.push({
      at: Date.now(),
      path: url.pathname,
      params: url.searchParams,
      userAgent: request.headers['user-agent'],
    });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (behaviour.mode === 'slow') return void setTimeout(() => json(200, []), 2000);
    if (behaviour.mode === 'error') return json(503, { error: 'overloaded' });
    if (behaviour.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return void response.end('<html>not json</html>');
    }
    if (url.pathname === '/nominatim/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const found = PLACES.filter((p) => q.includes(p.q)).map(({ q: _q, ...place }) => ({
        place_id: 1,
        licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
        osm_type: 'node',
        category: 'place',
        type: 'city',
        importance: 0.8,
        name: place.display_name.split(',')[0],
        boundingbox: ['59.1', '59.5', '17.8', '18.3'],
        ...place,
      }));
      // One broken row: left out, not fatal.
      return json(200, [...found, { display_name: 'No coordinates' }].slice(0, limit));
    }
    if (url.pathname === '/nominatim/reverse') {
      const lat = Number(url.searchParams.get('lat'));
      if (lat > 59 && lat < 60)
        return json(200, {
          place_id: 2,
          lat: '59.3307',
          lon: '18.0639',
          place_rank: 30,
          addresstype: 'building',
          display_name: PLACES[0]!.display_name,
        });
      return json(200, { error: 'Unable to geocode' });
    }
    json(404, { error: 'unknown endpoint' });
  };
}

describe('the Nominatim provider (GEOCODER_URL), against a Nominatim stand-in on loopback', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Seen[] = [];
  const behaviour = { mode: 'normal' };
  const logs: string[] = [];
  const log: Logger = {
    info: (m) => logs.push(`info: ${m}`),
    warn: (m) => logs.push(`warn: ${m}`),
    error: (m) => logs.push(`error: ${m}`),
  };
  const geocoder = (options: Partial<NominatimOptions> = {}) =>
    new NominatimGeocoder(
      { baseUrl, userAgent: 'Vakt-test/1.0', timeoutMs: 1000, cacheSize: 10, cacheTtlMs: 60_000, ...options },
      log,
    );

  beforeAll(async () => {
    server = createServer(nominatimStandIn(seen, behaviour));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nominatim/`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen.length = 0;
    logs.length = 0;
    behaviour.mode = 'normal';
  });

  it('searches with format=jsonv2, the limit, the language and a User-Agent, and answers label and coordinates', async () => {
    const results = await geocoder({ email: 'ops@vakt.test' }).geocode('Drottninggatan 1, Stockholm', {
      language: 'sv',
      first: 2,
    });

    expect(results).toEqual([
      {
        label: 'Drottninggatan 1, Norrmalm, Stockholm, 111 51, Sverige',
        latitude: 59.3307,
        longitude: 18.0639,
        precision: 'ADDRESS',
      },
      {
        label: 'Stockholm, Stockholms kommun, Sverige',
        latitude: 59.3251172,
        longitude: 18.0710935,
        precision: 'CITY',
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.path).toBe('/nominatim/search');
    expect(Object.fromEntries(seen[0]!.params)).toEqual({
      format: 'jsonv2',
      q: 'Drottninggatan 1, Stockholm',
      limit: '2',
      'accept-language': 'sv',
      email: 'ops@vakt.test',
    });
    expect(seen[0]!.userAgent).toBe('Vakt-test/1.0');
  });

  it("says how precise a place is: by jsonv2's place_rank, else its address type, else no finer than a city", () => {
    const cases: [Parameters<typeof precisionOf>[0], string][] = [
      [{ place_rank: 30, addresstype: 'building' }, 'ADDRESS'],
      [{ place_rank: '28' }, 'ADDRESS'],
      [{ place_rank: 26, addresstype: 'road' }, 'STREET'],
      [{ place_rank: 27 }, 'STREET'],
      [{ place_rank: 18, addresstype: 'suburb' }, 'CITY'],
      [{ place_rank: 16, addresstype: 'city' }, 'CITY'],
      [{ place_rank: 13 }, 'CITY'],
      [{ place_rank: 12, addresstype: 'municipality' }, 'REGION'],
      [{ place_rank: 4, addresstype: 'country' }, 'REGION'],
      [{ addresstype: 'house' }, 'ADDRESS'],
      [{ addresstype: 'road' }, 'STREET'],
      [{ addresstype: 'county' }, 'REGION'],
      [{ addresstype: 'village' }, 'CITY'],
      [{}, 'CITY'],
      [{ place_rank: 'high' }, 'CITY'],
    ];
    for (const [place, precision] of cases) expect(precisionOf(place), JSON.stringify(place)).toBe(precision);
  });

  it('leaves out rows without coordinates', async () => {
    const results = await geocoder().geocode('Stockholm', { language: 'en', first: 5 });
    expect(results.map((r) => r.label)).toEqual(['Stockholm, Stockholms kommun, Sverige', 'Stockholm, Maine, USA']);
  });

  it('reverse: the place at a point, and null where Nominatim answers "Unable to geocode"', async () => {
    const provider = geocoder();
    expect(await provider.reverse(59.3307, 18.0639, { language: 'en' })).toEqual({
      label: 'Drottninggatan 1, Norrmalm, Stockholm, 111 51, Sverige',
      latitude: 59.3307,
      longitude: 18.0639,
      precision: 'ADDRESS',
    });
    expect(Object.fromEntries(seen[0]!.params)).toEqual({
      format: 'jsonv2',
      lat: '59.3307',
      lon: '18.0639',
      'accept-language': 'en',
    });
    expect(await provider.reverse(0, -30, { language: 'en' })).toBeNull();
    expect(logs).toEqual([]);
  });

  it('answers a repeated question from its cache, bounded, until the answer is too old', async () => {
    let now = 1_000_000;
    const provider = geocoder({ cacheSize: 2, cacheTtlMs: 10_000, now: () => now });
    const ask = (q: string) => provider.geocode(q, { language: 'en', first: 1 });

    const first = await ask('Stockholm');
    expect(await ask('Stockholm')).toEqual(first);
    expect(seen).toHaveLength(1);

    await ask('Drottninggatan');
    await ask('Stockholm'); // still cached: used most recently but one
    await ask('Nowhere'); // pushes out the least recently used: Drottninggatan
    expect(seen).toHaveLength(3);
    await ask('Drottninggatan');
    expect(seen).toHaveLength(4);

    now += 10_001;
    await ask('Drottninggatan');
    expect(seen).toHaveLength(5);
  });

  it('a timeout is logged and answered as [] / null, and not cached', async () => {
    behaviour.mode = 'slow';
    const provider = geocoder({ timeoutMs: 200 });
    const started = Date.now();
    expect(await provider.geocode('Stockholm', { language: 'en', first: 1 })).toEqual([]);
    expect(await provider.reverse(59.33, 18.06, { language: 'en' })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
    expect(logs).toEqual([
      'error: geocoder nominatim search timed out after 200 ms',
      'error: geocoder nominatim reverse timed out after 200 ms',
    ]);

    behaviour.mode = 'normal';
    expect(await provider.geocode('Stockholm', { language: 'en', first: 1 })).toHaveLength(1);
  });

  it('an HTTP error, an answer that is not JSON and a refused connection are logged and answered as []', async () => {
    behaviour.mode = 'error';
    expect(await geocoder().geocode('Stockholm', { language: 'en', first: 1 })).toEqual([]);
    behaviour.mode = 'garbage';
    expect(await geocoder().reverse(59.33, 18.06, { language: 'en' })).toBeNull();
    // A port nothing listens on (the stand-in's, once closed, could be reused: take a fresh one and close it).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await geocoder({ baseUrl: `http://127.0.0.1:${port}` }).geocode('x', { language: 'en', first: 1 })).toEqual(
      [],
    );

    expect(logs).toHaveLength(3);
    expect(logs[0]).toBe('error: geocoder nominatim search answered 503: {"error":"overloaded"}');
    expect(logs[1]).toMatch(/^error: geocoder nominatim reverse failed after \d+ ms: .*JSON/);
    expect(logs[2]).toMatch(/^error: geocoder nominatim search failed after \d+ ms: fetch failed/);
  });

  it('the same question asked twice at once is one call', async () => {
    const provider = geocoder();
    const [a, b] = await Promise.all([
      provider.geocode('Stockholm', { language: 'en', first: 1 }),
      provider.geocode('Stockholm', { language: 'en', first: 1 }),
    ]);
    expect(a).toEqual(b);
    expect(a).toHaveLength(1);
    expect(seen).toHaveLength(1);
  });

  it('spaces its calls (minIntervalMs) and gives up a call whose turn is further away than the timeout', async () => {
    const provider = geocoder({ minIntervalMs: 150, timeoutMs: 400 });
    const questions = ['Stockholm a', 'Stockholm b', 'Stockholm c', 'Stockholm d', 'Stockholm e'];
    const answers = await Promise.all(questions.map((q) => provider.geocode(q, { language: 'en', first: 1 })));

    // Turns at 0, 150, 300 ms are within the 400 ms timeout; 450 and 600 are not.
    expect(answers.map((answer) => answer.length)).toEqual([1, 1, 1, 0, 0]);
    expect(seen.map((s) => s.params.get('q'))).toEqual(questions.slice(0, 3));
    // 150 ms apart when sent; what the stand-in sees also carries each call's own latency.
    for (let i = 1; i < seen.length; i++) expect(seen[i]!.at - seen[i - 1]!.at).toBeGreaterThanOrEqual(100);
    expect(logs).toEqual([
      'error: geocoder nominatim search given up: over the call rate for 400 ms',
      'error: geocoder nominatim search given up: over the call rate for 400 ms',
    ]);
  });
});
