import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from '../../test/support/gatewayClient.js';
import { MAP_SOURCE_PATH, MAP_TILES_PATH, parseMapSource } from './mapSource.js';
import { CONSOLE_CSP } from './securityHeaders.js';

// No platform behind these gateways: the console's own paths never call it.
const NO_PLATFORM = 'http://127.0.0.1:9';

describe('the map tile source (MAP_SOURCE)', () => {
  let folder: string;
  let archive: string;
  const bytes = Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256));

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'vakt-map-'));
    archive = join(folder, 'region.pmtiles');
    writeFileSync(archive, bytes);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads the setting: unset is offline; a URL is a style or a PMTiles archive; a .pmtiles path is a file', () => {
    expect(parseMapSource(undefined)).toEqual({ kind: 'offline' });
    expect(parseMapSource('  ')).toEqual({ kind: 'offline' });
    expect(parseMapSource('https://tiles.example.org/styles/streets/style.json')).toEqual({
      kind: 'style',
      url: 'https://tiles.example.org/styles/streets/style.json',
    });
    expect(parseMapSource('https://cdn.example.org/sweden.PMTiles?v=2')).toEqual({
      kind: 'pmtiles',
      url: 'https://cdn.example.org/sweden.PMTiles?v=2',
    });
    expect(parseMapSource(archive)).toEqual({ kind: 'pmtiles-file', path: archive });
    expect(() => parseMapSource(join(folder, 'missing.pmtiles'))).toThrow(/does not exist/);
    expect(() => parseMapSource('tiles.example.org/style.json')).toThrow(/must be an http\(s\) URL/);
    expect(() => parseMapSource('ftp://tiles.example.org/a.pmtiles')).toThrow(/must be an http\(s\) URL/);
  });

  describe('offline (the default)', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await startGateway({ platformUrl: NO_PLATFORM });
    });
    afterAll(() => gateway.close());

    it('tells the console to draw the embedded layer, and its policy names no other origin', async () => {
      const answer = await fetch(`${gateway.url}${MAP_SOURCE_PATH}`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ kind: 'offline' });
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      const page = await fetch(`${gateway.url}/networks/1`);
      expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
      expect(CONSOLE_CSP).toMatch(/connect-src 'self';/);
      expect(CONSOLE_CSP).toMatch(/img-src 'self' data: blob:;/);
      expect((await fetch(`${gateway.url}${MAP_TILES_PATH}`)).status).toBe(404);
    });
  });

  describe('a style URL', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await startGateway({
        platformUrl: NO_PLATFORM,
        mapSource: parseMapSource('https://tiles.example.org/styles/streets/style.json'),
      });
    });
    afterAll(() => gateway.close());

    it("is handed to the console, and the console's policy lets the maps fetch and draw from its origin only", async () => {
      expect(await (await fetch(`${gateway.url}${MAP_SOURCE_PATH}`)).json()).toEqual({
        kind: 'style',
        url: 'https://tiles.example.org/styles/streets/style.json',
      });
      const csp = (await fetch(`${gateway.url}/networks/1`)).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/connect-src 'self' https:\/\/tiles\.example\.org;/);
      expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.org;/);
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).not.toMatch(/styles\/streets/);
      // the API and stored files keep their own policies
      const files = await fetch(`${gateway.url}/files/x.png`);
      expect(files.headers.get('content-security-policy')).not.toMatch(/tiles\.example\.org/);
    });
  });

  describe('a PMTiles file on the server', () => {
    let gateway: TestGateway;
    beforeAll(async () => {
      gateway = await startGateway({ platformUrl: NO_PLATFORM, mapSource: parseMapSource(archive) });
    });
    afterAll(() => gateway.close());

    it('is served from our own origin in byte ranges (as PMTiles reads), and the policy stays our own', async () => {
      expect(await (await fetch(`${gateway.url}${MAP_SOURCE_PATH}`)).json()).toEqual({
        kind: 'pmtiles',
        url: MAP_TILES_PATH,
      });
      const page = await fetch(`${gateway.url}/networks/1`);
      expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP);

      const head = await fetch(`${gateway.url}${MAP_TILES_PATH}`, { headers: { range: 'bytes=0-126' } });
      expect(head.status).toBe(206);
      expect(head.headers.get('content-range')).toBe('bytes 0-126/300');
      expect(Buffer.from(await head.arrayBuffer())).toEqual(bytes.subarray(0, 127));

      const tail = await fetch(`${gateway.url}${MAP_TILES_PATH}`, { headers: { range: 'bytes=290-' } });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(290));
      const suffix = await fetch(`${gateway.url}${MAP_TILES_PATH}`, { headers: { range: 'bytes=-5' } });
      expect(Buffer.from(await suffix.arrayBuffer())).toEqual(bytes.subarray(295));

      const whole = await fetch(`${gateway.url}${MAP_TILES_PATH}`);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect((await whole.arrayBuffer()).byteLength).toBe(300);

      const beyond = await fetch(`${gateway.url}${MAP_TILES_PATH}`, { headers: { range: 'bytes=400-500' } });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe('bytes */300');
      expect((await fetch(`${gateway.url}${MAP_TILES_PATH}`, { method: 'POST' })).status).toBe(405);
    });
  });
});
