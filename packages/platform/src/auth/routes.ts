import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../http/errors.js';
import type { AuthService } from './service.js';
import { ssoNotConfigured } from './service.js';
import { loginBody, resendBody, samlInitBody, samlLoginBody, twoFaBody } from './schemas.js';
import { bearerToken } from './tokens.js';

function refreshTokenOf(header: string | undefined): string {
  const token = bearerToken(header);
  if (!token) throw unauthenticated('UNAUTHENTICATED', 'A refresh token is required as Bearer authorization');
  return token;
}

export async function authRoutes(app: FastifyInstance, opts: { auth: AuthService }) {
  const { auth } = opts;

  // req.ip: the browser's address as forwarded by a trusted proxy (TRUST_PROXY), else the peer's.
  app.post<{ Body: { email: string; password: string } }>('/auth', { schema: { body: loginBody } }, (req) =>
    auth.throttle.run('signIn', req.ip, () => auth.login(req.body.email, req.body.password)),
  );

  app.post<{ Body: { email: string; password: string; userId: number; otp: string } }>(
    '/auth/2fa',
    { schema: { body: twoFaBody } },
    (req) =>
      auth.throttle.run('code', req.ip, () =>
        auth.verifyCode(req.body.email, req.body.password, req.body.userId, req.body.otp),
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

  app.post('/auth/saml/init', { schema: { body: samlInitBody } }, async () => {
    throw ssoNotConfigured();
  });
  app.post('/auth/saml/login', { schema: { body: samlLoginBody } }, async () => {
    throw ssoNotConfigured();
  });
}
