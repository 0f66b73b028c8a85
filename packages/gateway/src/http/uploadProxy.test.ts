import { describe, expect, it } from 'vitest';
import { signUploadGrant } from '../../../platform/src/storage/signedUpload.js';
import { streamUpload } from '../../../platform/test/streamingUpload.js';
import { makePng } from '../../test/support/png.js';
import { useStack } from '../../test/support/stack.js';
import { toGlobalId } from '../ids.js';
import { MAX_UPLOAD_BYTES } from './platformFiles.js';

const REQUEST_UPLOAD = /* GraphQL */ `
  mutation ($id: ID!, $input: IconUploadInput!) {
    requestClientIconUpload(id: $id, input: $input) {
      url
      uploadId
    }
  }
`;

const MB = 1024 * 1024;
const ICON_MAX_BYTES = 10 * MB;

/** The gateway's /uploads refuses what it can before a body byte goes to the platform. */
describe('upload proxy: refusals before the body is forwarded', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  const png = makePng(200, 200);

  async function iconUpload() {
    const answer = await suite.stack.gateway.graphql(
      REQUEST_UPLOAD,
      { id: toGlobalId('Client', 3), input: { filename: 'icon.png', size: png.length, contentType: 'image/png' } },
      { accessToken: suite.accessToken },
    );
    expect(answer.errors).toBeUndefined();
    const upload = answer.data.requestClientIconUpload as { url: string; uploadId: string };
    suite.stack.proxy.reset();
    return { ...upload, token: upload.url.slice('/uploads/'.length) };
  }

  const gatewayUrl = (path: string) => new URL(path, suite.stack.gateway.url).toString();
  const put = (path: string, body: Buffer, headers: Record<string, string> = { 'content-type': 'image/png' }) =>
    fetch(gatewayUrl(path), { method: 'PUT', body: new Uint8Array(body), headers });
  /** What reached the platform: "METHOD path" and the body bytes of each call. */
  const platformCalls = () => suite.stack.proxy.timings.map(({ call, bodyBytes }) => ({ call, bodyBytes }));

  it('a token of the wrong shape: 401 from the gateway, nothing sent to the platform', async () => {
    for (const token of [
      'whatever',
      'no-dot-in-this-token',
      'a.b',
      `${'A'.repeat(300)}.${'B'.repeat(300)}`,
      'x.y%2Fz.w',
    ]) {
      const answer = await streamUpload(gatewayUrl(`/uploads/${token}`), { total: 50 * MB });
      expect(answer.status, token).toBe(401);
      expect(answer.body).toEqual({
        error: 'Unauthorized',
        errorMessage: 'Invalid upload URL',
        errorCode: 'UNAUTHENTICATED',
      });
      expect(answer.sentAll).toBe(false);
    }
    expect(platformCalls()).toEqual([]);
  });

  it('a declared length over 50 MB: 413 from the gateway, nothing sent to the platform', async () => {
    const { url } = await iconUpload();
    const answer = await streamUpload(gatewayUrl(url), {
      total: MAX_UPLOAD_BYTES + 1,
      headers: { 'content-type': 'image/png', 'content-length': String(MAX_UPLOAD_BYTES + 1) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ errorCode: 'TOO_LARGE' });
    expect(answer.sentAll).toBe(false);
    expect(platformCalls()).toEqual([]);
  });

  it('a forged, expired or used token: the platform is asked once (a GET, no body), the PUT never forwarded', async () => {
    const forged = `${'A'.repeat(40)}.${'B'.repeat(43)}`;
    const refused = await streamUpload(gatewayUrl(`/uploads/${forged}`), { total: 50 * MB });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ errorCode: 'UNAUTHENTICATED', errorMessage: 'Invalid upload URL' });
    expect(refused.sentAll).toBe(false);
    expect(platformCalls()).toEqual([{ call: `GET /backoffice/uploads/${forged}`, bodyBytes: 0 }]);

    const { uploadId, token } = await iconUpload();
    const expired = signUploadGrant(
      { uploadId: Number(uploadId), clientId: 3, expiresAt: Date.now() - 1000 },
      suite.stack.platform.config.jwtSecret,
    );
    const late = await streamUpload(gatewayUrl(`/uploads/${expired}`), { total: 50 * MB });
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ errorCode: 'UPLOAD_EXPIRED' });
    expect(late.sentAll).toBe(false);

    expect((await put(`/uploads/${token}`, png)).status).toBe(201);
    suite.stack.proxy.reset();
    const used = await streamUpload(gatewayUrl(`/uploads/${token}`), { total: 50 * MB });
    expect(used.status).toBe(401);
    expect(used.body).toMatchObject({ errorCode: 'UPLOAD_EXPIRED' });
    expect(platformCalls()).toEqual([{ call: `GET /backoffice/uploads/${token}`, bodyBytes: 0 }]);
  });

  it("a declared length over the icon's 10 MB: 413 after the check, the PUT never forwarded", async () => {
    const { url, token } = await iconUpload();
    const answer = await streamUpload(gatewayUrl(url), {
      total: 20 * MB,
      headers: { 'content-type': 'image/png', 'content-length': String(20 * MB) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      error: 'Payload Too Large',
      errorMessage: 'The file is larger than 10 MB',
      errorCode: 'TOO_LARGE',
    });
    expect(platformCalls()).toEqual([{ call: `GET /backoffice/uploads/${token}`, bodyBytes: 0 }]);
  });

  it("a chunked body over the icon's 10 MB is cut off with 413; the platform got no more than 10 MB; the URL still works", async () => {
    const { url, token } = await iconUpload();
    const answer = await streamUpload(gatewayUrl(url), {
      total: ICON_MAX_BYTES + 40 * MB,
      headers: { 'content-type': 'image/png' },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ errorCode: 'TOO_LARGE', errorMessage: 'The file is larger than 10 MB' });
    expect(answer.sentAll).toBe(false);
    const calls = platformCalls();
    expect(calls.map((c) => c.call)).toEqual([`GET /backoffice/uploads/${token}`, `PUT /backoffice/uploads/${token}`]);
    expect(calls[1]!.bodyBytes).toBeLessThanOrEqual(ICON_MAX_BYTES);

    const stored = await put(url, png);
    expect(stored.status).toBe(201);
  });

  it('the platform refusing a PUT it has begun to receive (a type the URL was not asked for) is passed on, no 5xx', async () => {
    const { url } = await iconUpload();
    const answer = await streamUpload(gatewayUrl(url), { total: 8 * MB, headers: { 'content-type': 'image/jpeg' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errorCode: 'UNSUPPORTED_TYPE' });
    expect((await put(url, png)).status).toBe(201);
  });
});
