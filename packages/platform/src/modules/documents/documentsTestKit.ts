import { expect } from 'vitest';
import type { TestContext } from '../../../test/harness.js';
import { newUser } from '../organizations/organizationsTestKit.js';
import { SAMPLE_FILES } from '../../../test/documentSamples.js';

export { api, lastLogId, logsSince } from '../organizations/organizationsTestKit.js';

// Seed: clients 1-4 in organization 1, 5-8 in organization 2. The organization-admin reads 1-4, the
// multi-client admin 1, 2 and 5, the client-admin 2. Own client 2, other client 7.
export const OWN = 2;
export const OTHER = 7;

let serial = 0;
export const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

export const pdfBody = (extra: Record<string, unknown> = {}) => ({
  name: `Doc ${unique()}`,
  description: 'A test document',
  type: 'private',
  lang: 'en',
  clientIds: [OWN],
  filename: 'plan.pdf',
  size: SAMPLE_FILES.pdf().length,
  contentType: 'application/pdf',
  ...extra,
});

/** A plain user (role 0) of the own client; answers its id and token. */
export const plainUser = (t: TestContext) => newUser(t, 1, [0], { clientId: OWN });

export async function put(t: TestContext, url: string, bytes: Buffer, contentType = 'application/pdf') {
  const res = await fetch(t.platform.url + url, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export async function download(t: TestContext, url: string, token?: string) {
  const res = await fetch(t.platform.url + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A document created by `who` with its file stored; answers the ready document. */
export async function readyDocument(
  t: TestContext,
  who: string,
  extra: Record<string, unknown> = {},
  bytes = SAMPLE_FILES.pdf(),
) {
  const token = await t.tokenOf(who as 'admin');
  const created = await t.request('POST', '/backoffice/documents', { token, body: pdfBody(extra) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const stored = await put(t, created.body.uploadUrl, bytes, (extra.contentType as string) ?? 'application/pdf');
  expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  const doc = await t.request('GET', `/backoffice/documents/${created.body.id}`, { token });
  expect(doc.body.ready).toBe(true);
  return doc.body;
}
