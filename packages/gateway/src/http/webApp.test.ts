import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebAppHandler } from './webApp.js';

const script = 'console.log("the app");'.repeat(50);
const page = '<!doctype html><title>Vakt web</title><script type="module" src="/assets/app-1a2b3c4d.js"></script>';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (Node's fetch would decode the body and hide what was on the wire). */
function get(server: Server, path: string, acceptEncoding?: string): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((done, fail) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    request({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

describe('the web app handler', () => {
  let dist: string;
  let server: Server;

  beforeAll(async () => {
    // what the web build writes: each file with its .br and .gz next to it
    dist = mkdtempSync(join(tmpdir(), 'vakt-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, 'templates'));
    const files = { 'index.html': page, 'assets/app-1a2b3c4d.js': script, 'templates/import.xlsx': 'PK zip bytes' };
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(dist, name), content);
      writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
      writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
    }
    server = createServer(createWebAppHandler(dist));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the import template as a spreadsheet, compressed or not', async () => {
    for (const encoding of [undefined, 'gzip, br']) {
      const answer = await get(server, '/templates/import.xlsx', encoding);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    }
  });

  it('sends a hashed script brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const answer = await get(server, '/assets/app-1a2b3c4d.js', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await get(server, '/assets/app-1a2b3c4d.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await get(server, '/assets/app-1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('sends the page compressed for every client-side path, never cached without asking again', async () => {
    for (const path of ['/', '/clients/12']) {
      const answer = await get(server, path, 'br');
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['content-type'], path).toBe('text/html;charset=utf-8');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).toString(), path).toBe(page);
    }
  });

  it('follows a rebuild without a restart: new files are served, removed ones are a 404, the process lives on', async () => {
    writeFileSync(join(dist, 'assets/next-5e6f7a8b.js'), 'console.log("next build")');
    const added = await get(server, '/assets/next-5e6f7a8b.js');
    expect(added.status).toBe(200);
    expect(added.body.toString()).toBe('console.log("next build")');

    rmSync(join(dist, 'assets/next-5e6f7a8b.js'));
    expect((await get(server, '/assets/next-5e6f7a8b.js', 'br')).status).toBe(404);
    expect((await get(server, '/assets/app-1a2b3c4d.js', 'br')).status).toBe(200);
  });

  it('answers 404 for an asset that is not there, not the page under an immutable header', async () => {
    const answer = await get(server, '/assets/app-00000000.js', 'br');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBeUndefined();
  });
});
