import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useStack } from '../../../test/support/stack.js';

const GEOCODE = `query ($address: String!, $language: Language, $first: Int) {
  geocode(address: $address, language: $language, first: $first) { label latitude longitude precision } }`;
const REVERSE = `query ($latitude: Float!, $longitude: Float!, $language: Language) {
  reverseGeocode(latitude: $latitude, longitude: $longitude, language: $language) { label latitude longitude precision } }`;
const GEOCODER = `query { geocoder { kind finestPrecision } }`;

describe('geocode and reverseGeocode through the graph', () => {
  const suite = useStack({ signInAs: 'clientadmin@vakt.test' });
  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  it('without GEOCODER_URL: the offline gazetteer, labels in the language asked for', async () => {
    const answer = await graphql(GEOCODE, { address: 'Drottninggatan 1, Stockholm', language: 'SV', first: 3 });

    expect(answer.errors).toBeUndefined();
    // a street address finds its city: the answer says it is the city's centre, not the street
    expect(answer.data.geocode[0]).toEqual({
      label: 'Stockholm, Sverige',
      latitude: 59.32938,
      longitude: 18.06871,
      precision: 'CITY',
    });
    const malmo = await graphql(GEOCODE, { address: 'Stortorget 1, Malmo', language: 'ES' });
    expect(malmo.data.geocode[0].label).toBe('Malmö, Suecia');
    const none = await graphql(GEOCODE, { address: 'qqxz wvvq' });
    expect(none.data.geocode).toEqual([]);

    const reverse = await graphql(REVERSE, { latitude: 57.7, longitude: 11.97 });
    expect(reverse.errors).toBeUndefined();
    expect(reverse.data.reverseGeocode).toMatchObject({ label: 'Göteborg, Sweden', precision: 'CITY' });
    // the console says the lookups are city level only
    const geocoder = await graphql(GEOCODER);
    expect(geocoder.errors).toBeUndefined();
    expect(geocoder.data.geocoder).toEqual({ kind: 'OFFLINE_GAZETTEER', finestPrecision: 'CITY' });
    const sea = await graphql(REVERSE, { latitude: 0, longitude: -30 });
    expect(sea.data.reverseGeocode).toBeNull();
    // The session is checked once per request (the caller's user), nothing else reaches the platform.
    expect(suite.stack.proxy.calls.every((call) => /^GET \/backoffice\/users\/\d+$/.test(call))).toBe(true);
  });

  it('refuses input out of range before any lookup', async () => {
    const cases: [string, Record<string, unknown>][] = [
      [REVERSE, { latitude: 90.5, longitude: 0 }],
      [REVERSE, { latitude: 0, longitude: -180.01 }],
      [GEOCODE, { address: 'x'.repeat(301) }],
      [GEOCODE, { address: 'Stockholm', first: 11 }],
      [GEOCODE, { address: 'Stockholm', first: -1 }],
    ];
    for (const [query, variables] of cases) {
      const answer = await graphql(query, variables);
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  it('a made-up token gets no lookup: refused as a signed-out caller, without calling the platform', async () => {
    const forged = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.x`;
    const answer = await graphql(GEOCODE, { address: 'Stockholm' }, forged);
    expect(answer.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    expect(answer.data).toBeUndefined();
    const geocoder = await graphql(GEOCODER, {}, forged);
    expect(geocoder.errors?.[0]?.extensions?.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  describe('with GEOCODER_URL: the Nominatim-compatible service', () => {
    let server: Server;
    const asked: string[] = [];
    let slow = false;

    beforeAll(async () => {
      server = createServer((request, response) => {
        asked.push(request.url!);
        const url = new URL(request.url!, 'http://stand-in');
        const send = (body: unknown) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        };
        if (slow) return void setTimeout(() => send([]), 1500);
        if (url.pathname === '/search')
          return send([
            { lat: '59.3307', lon: '18.0639', place_rank: 30, display_name: `Found: ${url.searchParams.get('q')}` },
          ]);
        send({
          lat: url.searchParams.get('lat'),
          lon: url.searchParams.get('lon'),
          place_rank: 26,
          display_name: 'Somewhere',
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      process.env.GEOCODER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      process.env.GEOCODER_TIMEOUT_MS = '300';
    });
    afterAll(() => {
      delete process.env.GEOCODER_URL;
      delete process.env.GEOCODER_TIMEOUT_MS;
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    });

    it("answers the service's places; a timeout is logged and answered as [] / null", async () => {
      const answer = await graphql(GEOCODE, { address: 'Kungsgatan 4, Stockholm', language: 'EN', first: 1 });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.geocode).toEqual([
        { label: 'Found: Kungsgatan 4, Stockholm', latitude: 59.3307, longitude: 18.0639, precision: 'ADDRESS' },
      ]);
      const reverse = await graphql(REVERSE, { latitude: 59.5, longitude: 18.25, language: 'SV' });
      expect(reverse.data.reverseGeocode).toEqual({
        label: 'Somewhere',
        latitude: 59.5,
        longitude: 18.25,
        precision: 'STREET',
      });
      const geocoder = await graphql(GEOCODER);
      expect(geocoder.data.geocoder).toEqual({ kind: 'NOMINATIM', finestPrecision: 'ADDRESS' });
      expect(asked).toEqual([
        '/search?format=jsonv2&q=Kungsgatan+4%2C+Stockholm&limit=1&accept-language=en',
        '/reverse?format=jsonv2&lat=59.5&lon=18.25&accept-language=sv',
      ]);

      slow = true;
      const timedOut = await graphql(GEOCODE, { address: 'Elsewhere' });
      expect(timedOut.errors).toBeUndefined();
      expect(timedOut.data.geocode).toEqual([]);
      const reverseTimedOut = await graphql(REVERSE, { latitude: 10, longitude: 10 });
      expect(reverseTimedOut.data.reverseGeocode).toBeNull();
      expect(suite.stack.gateway.logs.filter((line) => line.includes('geocoder'))).toEqual([
        'error: geocoder nominatim search timed out after 300 ms',
        'error: geocoder nominatim reverse timed out after 300 ms',
      ]);
    });
  });
});
