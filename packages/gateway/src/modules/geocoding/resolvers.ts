import type { GatewayContext } from '../../context.js';
import { badUserInput, unauthenticated } from '../../upstream/errors.js';
import type { ModuleResolvers } from '../types.js';
import { userIdFromAccessToken } from '../viewer/accessToken.js';
import { geocoderFor, geocoderKindFor } from './provider.js';

export const MAX_ADDRESS_LENGTH = 300;
export const MAX_RESULTS = 10;

/**
 * The provider answers without the platform, so the session is checked first (the caller's user: one
 * memoized GET, shared with `viewer`): a made-up bearer token must not get a free geocoder.
 */
async function requireSession(ctx: GatewayContext) {
  if (ctx.accessToken === null) throw unauthenticated('Sign in to look up addresses.');
  await ctx.loaders.users.byId.load(userIdFromAccessToken(ctx.accessToken));
}

const languageOf = (language: string | null | undefined) => (language ?? 'EN').toLowerCase();

function checkAddress(address: string): string {
  const text = address.trim();
  if (text.length > MAX_ADDRESS_LENGTH)
    throw badUserInput(`address must be at most ${MAX_ADDRESS_LENGTH} characters.`, 'TOO_LONG');
  return text;
}

function checkPoint(latitude: number, longitude: number) {
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90)
    throw badUserInput('latitude must be between -90 and 90.', 'OUT_OF_RANGE');
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180)
    throw badUserInput('longitude must be between -180 and 180.', 'OUT_OF_RANGE');
}

/** Query.geocode, Query.reverseGeocode and Query.geocoder over the configured provider (provider.ts). */
export const geocodingResolvers: ModuleResolvers = {
  Query: {
    geocode: async (_, { address, language, first }, ctx) => {
      const text = checkAddress(address);
      const count = first ?? 5;
      if (!Number.isInteger(count) || count < 0 || count > MAX_RESULTS)
        throw badUserInput(`first must be between 0 and ${MAX_RESULTS}.`, 'OUT_OF_RANGE');
      await requireSession(ctx);
      if (text === '' || count === 0) return [];
      const geocoder = await geocoderFor(process.env, ctx.log);
      return geocoder.geocode(text, { language: languageOf(language), first: count });
    },
    reverseGeocode: async (_, { latitude, longitude, language }, ctx) => {
      checkPoint(latitude, longitude);
      await requireSession(ctx);
      const geocoder = await geocoderFor(process.env, ctx.log);
      return geocoder.reverse(latitude, longitude, { language: languageOf(language) });
    },
    geocoder: async (_, _args, ctx) => {
      await requireSession(ctx);
      return geocoderKindFor(process.env);
    },
  },
};
