import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../http/errors.js';
import { SamlRefusal } from './saml/service.js';
import type { AuthService } from './service.js';
import { loginBody, resendBody, samlInitBody, samlLoginBody, twoFaBody } from './schemas.js';
import { bearerToken } from './tokens.js';

/** As long as jose's remote key set keeps a fetched set (10 minutes) before fetching it again. */
const JWKS_MAX_AGE_SECONDS = 600;

function refreshTokenOf(header: string | undefined): string {
  const token = bearerToken(header);
  if (!token) throw unauthenticated('UNAUTHENTICATED', 'A refresh token is required as Bearer authorization');
  return token;
}

export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const { auth } = opts;

  // req.ip: the browser's address as forwarded by a trusted proxy (TRUST_PROXY), else the peer's.
  app.post<{ Body: { email: string; password: string } }>('/auth', { schema: { body: loginBody } }, (req) =>
    auth.throttle.run('signIn', req.ip, () => auth.login(req.body.email, req.body.password, req.ip)),
  );

  app.post<{ Body: { email: string; password: string; userId: number; otp: string } }>(
    '/auth/2fa',
    { schema: { body: twoFaBody } },
    (req) =>
      auth.throttle.run('code', req.ip, () =>
        auth.verifyCode(req.body.email, req.body.password, req.body.userId, req.body.otp, req.ip),
      ),
  );

  app.post<{ Body: { userId: number } }>('/auth/2fa/refresh', { schema: { body: resendBody } }, (req) =>
    auth.throttle.run('codeResend', req.ip, () => auth.resendCode(req.body.userId)),
  );

  app.post('/auth/refresh', (req) => auth.refresh(refreshTokenOf(req.headers.authorization)));

  app.post('/auth/logout', async (req, reply) => {
    await auth.logout(refreshTokenOf(req.headers.authorization));
    return reply.status(204).send();
  });

  // The public key of the access tokens (EdDSA), for the gateway and anyone else that verifies them.
  app.get('/auth/jwks', async (_req, reply) =>
    reply
      .header('cache-control', `public, max-age=${JWKS_MAX_AGE_SECONDS}`)
      .type('application/jwk-set+json; charset=utf-8')
      .send(JSON.stringify(auth.jwks())),
  );

  // Single sign-on (SAML 2.0, contract "Single sign-on"; src/auth/saml).
  app.get('/auth/saml/metadata', async (_req, reply) =>
    reply.type('application/samlmetadata+xml; charset=utf-8').send(await auth.saml.spMetadata()),
  );

  app.post<{ Body: { email: string; os?: 'ios' | 'android' } }>(
    '/auth/saml/init',
    { schema: { body: samlInitBody } },
    (req) => auth.saml.init(req.body.email, req.body.os, (fields, msg) => req.log.warn(fields, msg)),
  );

  // The IdP's HTTP-POST binding: a browser form, answered with a redirect to the console either way.
  app.register(async (acs) => {
    acs.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
      (_req, body, done) => done(null, parseQuery(body as string)),
    );
    // No body schema: whatever arrives (no form, JSON, a list of values) is answered by the redirect.
    acs.post('/auth/saml/acs', async (req, reply) => {
      const consoleUrl = auth.saml.consoleUrl;
      const query = new URLSearchParams();
      const form = (req.body ?? {}) as Record<string, unknown>;
      const samlResponse = typeof form.SAMLResponse === 'string' ? form.SAMLResponse : undefined;
      try {
        const { code, os, userId } = await auth.saml.acs(samlResponse);
        query.set('saml', code);
        if (os) query.set('os', os);
        req.log.info({ userId }, 'SAML: signed in');
      } catch (err) {
        if (!(err instanceof SamlRefusal)) throw err;
        query.set('samlError', err.code);
        if (err.os) query.set('os', err.os);
        req.log.warn(
          { samlError: err.code, organizationId: err.organizationId, reason: err.reason },
          `SAML response refused: ${err.code} (organization ${err.organizationId ?? 'unknown'}): ${err.reason}`,
        );
      }
      return reply.redirect(`${consoleUrl}/?${query.toString()}`, 303);
    });
  });

  app.post<{ Body: { saml: string } }>('/auth/saml/login', { schema: { body: samlLoginBody } }, (req) =>
    auth.samlLogin(req.body.saml),
  );
}
