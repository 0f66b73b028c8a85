import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamUpload } from '../../../test/streamingUpload.js';
import { signUploadGrant } from '../../storage/signedUpload.js';
import { demoAccount } from '../../testing.js';
import { SAMPLE_FILES } from '../../../test/documentSamples.js';
import { DOCUMENT_MAX_BYTES } from '../documents/fileTypes.js';

const PACKAGE_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const MB = 1024 * 1024;
const JWT_SECRET = randomBytes(32).toString('hex');

/** A line of /proc/<pid>/status in bytes: VmRSS (resident now) or VmHWM (the highest resident since reset). */
const statusBytes = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/**
 * The process's RSS before `work` and its peak during it, as the kernel counted it: the high-water mark is
 * reset first (writing 5 to clear_refs), so a short burst that is freed at once still shows.
 */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>) {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const before = statusBytes(pid, 'VmRSS');
  const result = await work();
  await new Promise((r) => setTimeout(r, 200));
  return { before, peak: statusBytes(pid, 'VmHWM'), result };
}

/**
 * The platform as its own process (`node --import tsx src/main.ts` on a fresh data folder), so its RSS is
 * the platform's alone: 10 parallel 50 MB bodies on bad tokens leave it flat, and so do parallel 50 MB
 * documents on good ones (written to disk as they arrive, never held whole).
 */
describe('upload bodies and the platform process memory', () => {
  let child: ChildProcess;
  let dataDir: string;
  let url: string;
  const output: string[] = [];
  /** The documents the second test stores, which the third downloads, and the admin's bearer. */
  const stored: number[] = [];
  let bearer = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vakt-upload-memory-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: PACKAGE_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        PLATFORM_PORT: String(port),
        VAKT_DATA_DIR: dataDir,
        JWT_SECRET,
        SEED_SCALE: '0.05',
        LOG_LEVEL: 'warn',
        DELIVERY_WORKER: 'off',
        DEVICE_HEALTH_INTERVAL_MS: 'off',
        PUSH_INTERVAL_MS: 'off',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk) => output.push(String(chunk)));
    const deadline = Date.now() + 170_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}: ${output.join('')}`);
      if (
        await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`platform did not start: ${output.join('')}`);
  }, 180_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('10 parallel 50 MB bodies with bad tokens: all refused, RSS within 20 MB of before', async () => {
    const secret = new TextEncoder().encode(JWT_SECRET);
    const soon = Date.now() + 60_000;
    const badTokens = Array.from(
      { length: 10 },
      (_, i) =>
        [
          `${randomBytes(24).toString('base64url')}.${randomBytes(32).toString('base64url')}`, // forged
          signUploadGrant({ uploadId: 1 + i, clientId: 2, expiresAt: Date.now() - 1000 }, secret), // expired
          signUploadGrant({ uploadId: 2_000_000_000 - i, clientId: 2, expiresAt: soon }, secret), // unknown
        ][i % 3]!,
    );
    // Chunked and with a Content-Length (within the largest limit), five of each.
    const send = (token: string, i: number, total = 50 * MB) =>
      streamUpload(`${url}/backoffice/uploads/${token}`, {
        total,
        headers: i % 2 ? { 'content-length': String(total) } : {},
      });
    // Warm up the route (code paths, pools) with small bodies before the baseline.
    for (const [i, token] of badTokens.slice(0, 4).entries()) expect((await send(token, i, MB)).status).toBe(401);
    await new Promise((r) => setTimeout(r, 500));

    const { before, peak, result } = await peakRssDuring(child.pid!, () =>
      Promise.all(badTokens.map((token, i) => send(token, i))),
    );

    expect((peak - before) / MB, `RSS before ${before / MB} MB, peak ${peak / MB} MB`).toBeLessThan(20);
    expect(result.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    expect(result.every((answer) => !answer.sentAll)).toBe(true);
  });

  it('4 parallel 50 MB documents on good tokens are stored without holding them in memory', async () => {
    const admin = demoAccount('admin');
    const login = await fetch(`${url}/v2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const pdf = SAMPLE_FILES.pdf();
    const uploadUrls: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await fetch(`${url}/backoffice/documents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          name: `Large ${i} ${Date.now()}`,
          type: 'private',
          lang: 'en',
          clientIds: [2],
          filename: 'large.pdf',
          size: DOCUMENT_MAX_BYTES,
          contentType: 'application/pdf',
        }),
      });
      const body = (await created.json()) as { id: number; uploadUrl: string };
      expect(created.status, JSON.stringify(body)).toBe(201);
      uploadUrls.push(body.uploadUrl);
      stored.push(body.id);
    }
    const { before, peak, result } = await peakRssDuring(child.pid!, () =>
      Promise.all(
        uploadUrls.map((path) =>
          streamUpload(url + path, { total: DOCUMENT_MAX_BYTES, chunkBytes: MB, firstBytes: pdf }),
        ),
      ),
    );
    expect(result.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);

    expect((peak - before) / MB, `RSS before ${before / MB} MB, peak ${peak / MB} MB`).toBeLessThan(20);
    bearer = accessToken;
  });

  it('8 parallel downloads of those 50 MB documents are streamed from storage, RSS within 20 MB of before', async () => {
    expect(stored).toHaveLength(4);
    const download = async (id: number) => {
      const res = await fetch(`${url}/backoffice/files/private/${id}.pdf`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      let bytes = 0;
      for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
      return { status: res.status, length: Number(res.headers.get('content-length')), bytes };
    };
    const { before, peak, result } = await peakRssDuring(child.pid!, () =>
      Promise.all([...stored, ...stored].map(download)),
    );
    expect(result).toEqual(Array(8).fill({ status: 200, length: DOCUMENT_MAX_BYTES, bytes: DOCUMENT_MAX_BYTES }));
    expect((peak - before) / MB, `RSS before ${before / MB} MB, peak ${peak / MB} MB`).toBeLessThan(20);
  });
});
