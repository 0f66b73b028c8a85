import type { Logger } from '../../logger.js';
import { worldGazetteer } from './gazetteer.js';
import type { Geocoder } from './geocoder.js';
import { NOMINATIM_DEFAULTS, NominatimGeocoder, type NominatimCache } from './nominatim.js';

/** The environment that picks and tunes the provider (packages/gateway/README.md). */
export interface GeocoderEnv {
  GEOCODER_URL?: string;
  GEOCODER_USER_AGENT?: string;
  GEOCODER_EMAIL?: string;
  GEOCODER_TIMEOUT_MS?: string;
  GEOCODER_CACHE_SIZE?: string;
}

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const caches = new Map<string, NominatimCache>();

/**
 * GEOCODER_URL set: a Nominatim-compatible service; else the embedded offline gazetteer (loaded on first
 * use). One answers cache per distinct configuration; failures are logged to the caller's logger.
 */
export function geocoderFor(env: GeocoderEnv, log: Logger): Promise<Geocoder> {
  const url = env.GEOCODER_URL?.trim();
  if (!url) return worldGazetteer();
  const options = {
    baseUrl: url,
    userAgent: env.GEOCODER_USER_AGENT?.trim() || NOMINATIM_DEFAULTS.userAgent,
    email: env.GEOCODER_EMAIL?.trim() || undefined,
    timeoutMs: positive(env.GEOCODER_TIMEOUT_MS, NOMINATIM_DEFAULTS.timeoutMs),
    cacheSize: positive(env.GEOCODER_CACHE_SIZE, NOMINATIM_DEFAULTS.cacheSize),
    cacheTtlMs: NOMINATIM_DEFAULTS.cacheTtlMs,
  };
  const key = JSON.stringify(options);
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new Map()));
  return Promise.resolve(new NominatimGeocoder({ ...options, cache }, log));
}
