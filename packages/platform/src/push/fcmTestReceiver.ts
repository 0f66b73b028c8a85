/**
 * A local stand-in for Google's OAuth token endpoint and FCM HTTP v1 (tests): checks the JWT bearer grant's
 * RS256 signature with the service account's public key and the bearer on messages:send, and answers each
 * registration token as the test tells it (`answers`).
 */
import { createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FCM_SCOPE } from './fcmProvider.js';

export interface FcmAnswer {
  status: number;
  /** The FcmError code in the details (UNREGISTERED), else only the status string. */
  errorCode?: string;
  status_text?: string;
}

export interface ReceivedPush {
  token: string;
  title: string;
  body: string;
  data: Record<string, string>;
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Whether the grant's JWT is signed by the key and names the account, the scope and this token URI. */
function validGrant(assertion: string, key: KeyObject, email: string, tokenUri: string) {
  const [header, claims, signature] = assertion.split('.');
  if (!header || !claims || !signature) return false;
  const ok = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(key, Buffer.from(signature, 'base64url'));
  const h = JSON.parse(Buffer.from(header, 'base64url').toString());
  const c = JSON.parse(Buffer.from(claims, 'base64url').toString());
  return (
    ok && h.alg === 'RS256' && c.iss === email && c.aud === tokenUri && c.scope === FCM_SCOPE && c.exp - c.iat === 3600
  );
}

export async function startFcmReceiver(dir: string, projectId = 'vakt-test') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const email = 'push@vakt-test.iam.gserviceaccount.com';
  const state = {
    grants: 0,
    refusedGrants: 0,
    refusedBearers: 0,
    issued: [] as string[],
    received: [] as ReceivedPush[],
    answers: new Map<string, FcmAnswer>(),
    /** Seconds the issued tokens live. */
    expiresIn: 3600,
  };
  let tokenUri = '';
  const server = createServer((req, res) => {
    answer(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  async function answer(req: IncomingMessage, res: ServerResponse) {
    const text = await read(req);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/token') {
      const form = new URLSearchParams(text);
      const good =
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        validGrant(form.get('assertion') ?? '', publicKey, email, tokenUri);
      if (!good) {
        state.refusedGrants++;
        return reply(400, { error: 'invalid_grant' });
      }
      state.grants++;
      const token = `access-${state.grants}`;
      state.issued.push(token);
      return reply(200, { access_token: token, expires_in: state.expiresIn, token_type: 'Bearer' });
    }
    if (req.method === 'POST' && req.url === `/v1/projects/${projectId}/messages:send`) {
      const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (state.issued.at(-1) !== bearer) {
        state.refusedBearers++;
        return reply(401, { error: { code: 401, status: 'UNAUTHENTICATED', message: 'bad bearer' } });
      }
      const { message } = JSON.parse(text);
      const answer = state.answers.get(message.token) ?? { status: 200 };
      if (answer.status === 200) {
        state.received.push({
          token: message.token,
          title: message.notification.title,
          body: message.notification.body,
          data: message.data,
        });
        return reply(200, { name: `projects/${projectId}/messages/${state.received.length}` });
      }
      return reply(answer.status, {
        error: {
          code: answer.status,
          status: answer.status_text ?? 'INTERNAL',
          message: 'refused',
          details: answer.errorCode
            ? [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: answer.errorCode }]
            : [],
        },
      });
    }
    reply(404, { error: { code: 404, status: 'NOT_FOUND' } });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUri = `${url}/token`;
  const serviceAccountFile = join(dir, 'service-account.json');
  await writeFile(
    serviceAccountFile,
    JSON.stringify({
      type: 'service_account',
      project_id: projectId,
      client_email: email,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: tokenUri,
    }),
    { mode: 0o600 },
  );
  return {
    url,
    state,
    serviceAccountFile,
    projectId,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
