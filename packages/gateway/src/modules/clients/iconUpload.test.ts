import { describe, expect, it } from 'vitest';
import { makePng } from '../../../test/support/png.js';
import { MAX_UPLOAD_BYTES } from '../../http/platformFiles.js';
import { useStack } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

const REQUEST_UPLOAD = /* GraphQL */ `
  mutation ($id: ID!, $input: IconUploadInput!) {
    requestClientIconUpload(id: $id, input: $input) {
      url
      uploadId
      expiresAt
    }
  }
`;

const SET_ICON = /* GraphQL */ `
  mutation ($id: ID!, $input: [AlertScreenCategoryInput!]!) {
    updateClientAlertScreen(id: $id, input: $input) {
      client {
        id
        alertScreen {
          category
          caption
          color
          iconUrl
        }
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

describe('clients: alert-screen icon upload through the gateway', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  const clientId = toGlobalId('Client', 3);
  const png = makePng(200, 200);

  async function requestUpload(size = png.length) {
    const answer = await suite.stack.gateway.graphql(
      REQUEST_UPLOAD,
      { id: clientId, input: { filename: 'icon.png', size, contentType: 'image/png' } },
      { accessToken: suite.accessToken },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.requestClientIconUpload as { url: string; uploadId: string; expiresAt: string };
  }

  const put = (url: string, body: Buffer, contentType = 'image/png') =>
    fetch(new URL(url, suite.stack.gateway.url), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType },
    });

  it('uploads a 200x200 PNG to the same-origin URL, sets it as the SOS icon and serves it back', async () => {
    const upload = await requestUpload();
    expect(upload.url).toMatch(/^\/uploads\/.+/);

    const stored = await put(upload.url, png);
    expect(stored.status).toBe(201);
    expect(String((await stored.json()).uploadId)).toBe(upload.uploadId);

    const answer = await suite.stack.gateway.graphql(
      SET_ICON,
      {
        id: clientId,
        input: [{ category: 'SOS_EMERGENCY', caption: 'SOS', color: '#FF0000', iconUploadId: upload.uploadId }],
      },
      { accessToken: suite.accessToken },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientAlertScreen.errors).toEqual([]);
    const sos = answer.data.updateClientAlertScreen.client.alertScreen[0];
    expect(sos).toMatchObject({ category: 'SOS_EMERGENCY', caption: 'SOS', color: '#FF0000' });
    expect(sos.iconUrl).toMatch(/^\/files\/.+/);

    const served = await fetch(new URL(sos.iconUrl, suite.stack.gateway.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\/png/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/sandbox/);
    // The platform re-encodes icons (metadata never stored): the same 200x200 PNG, not the same bytes.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(png.subarray(0, 8));
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([200, 200]);
  });

  it('keeps the other categories when the input names only one, and removes the icon on request', async () => {
    const answer = await suite.stack.gateway.graphql(
      SET_ICON,
      { id: clientId, input: [{ category: 'SOS_EMERGENCY', caption: 'SOS', color: '#FF0000', removeIcon: true }] },
      { accessToken: suite.accessToken },
    );
    expect(answer.errors).toBeUndefined();
    const screen = answer.data.updateClientAlertScreen.client.alertScreen;
    expect(screen[0].iconUrl).toBeNull();
    expect(screen.map((entry: any) => entry.color)).toEqual(['#FF0000', '#4472C4', '#7030A0', '#FDA82B', '#F0F0F0']);
  });

  it('passes the platform refusals of the PUT through: not a PNG, wrong size', async () => {
    const notPng = await put((await requestUpload(100)).url, Buffer.from('GIF89a'.padEnd(100, ' ')));
    expect(notPng.status).toBe(400);
    expect(await notPng.json()).toMatchObject({ errorCode: 'UNSUPPORTED_TYPE' });

    const small = makePng(160, 160);
    const wrongSize = await put((await requestUpload(small.length)).url, small);
    expect(wrongSize.status).toBe(400);
    expect(await wrongSize.json()).toMatchObject({ errorCode: 'INVALID_IMAGE' });
  });

  it('refuses a body over the limit at the gateway, and unknown methods', async () => {
    const tooLarge = await put('/uploads/whatever', Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(tooLarge.status).toBe(413);

    const get = await fetch(new URL('/uploads/whatever', suite.stack.gateway.url));
    expect(get.status).toBe(405);
  });

  it('answers a caption over 20 characters as a field error on the input path', async () => {
    const answer = await suite.stack.gateway.graphql(
      SET_ICON,
      { id: clientId, input: [{ category: 'PUBLIC_ALERT', caption: 'x'.repeat(21), color: '#4472C4' }] },
      { accessToken: suite.accessToken },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.updateClientAlertScreen).toEqual({
      client: null,
      errors: [{ field: 'PUBLIC_ALERT.caption', code: expect.any(String), message: expect.any(String) }],
    });
  });
});
