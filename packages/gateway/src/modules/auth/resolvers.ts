import { rest } from '../../context.js';
import { restIdOf } from '../../ids.js';
import { badUserInput } from '../../upstream/errors.js';
import type { ModuleResolvers } from '../types.js';
import { authRest } from './clientAddress.js';
import { logout, refreshSession, signIn } from './session.js';

export const authResolvers: ModuleResolvers = {
  Mutation: {
    login: (_, { input }, ctx) =>
      signIn(
        ctx,
        authRest(ctx).post('/v2/auth', { email: input.email, password: input.password }),
        input.refreshTokenDelivery,
      ),

    verifyOneTimeCode: (_, { input }, ctx) =>
      signIn(
        ctx,
        authRest(ctx).post('/v2/auth/2fa', {
          email: input.email,
          password: input.password,
          userId: userRestId(input.userId),
          otp: input.code,
        }),
        input.refreshTokenDelivery,
      ),

    resendOneTimeCode: (_, { input }, ctx) =>
      authRest(ctx).post('/v2/auth/2fa/refresh', { userId: userRestId(input.userId) }),

    refreshSession: (_, { input }, ctx) => refreshSession(ctx, input),

    logout: (_, { input }, ctx) => logout(ctx, input),

    // os (ios|android) travels with the request so the platform sends the app's user back with ?os= after the IdP.
    startSingleSignOn: (_, { input }, ctx) =>
      rest(ctx).post('/v2/auth/saml/init', { email: input.email, ...(input.os ? { os: input.os } : {}) }),

    loginWithSingleSignOn: (_, { input }, ctx) =>
      signIn(ctx, rest(ctx).post('/v2/auth/saml/login', { saml: input.saml }), input.refreshTokenDelivery),
  },
};

/** The platform wants the integer id inside the User global id that login handed out. */
function userRestId(globalId: string): number {
  const restId = restIdOf('User', globalId);
  if (restId === null || !/^\d+$/.test(restId)) throw badUserInput('userId is not a user id.');
  return Number(restId);
}
