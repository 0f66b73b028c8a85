import type { Logger } from '../../logger.js';
import { worldGazetteer } from './gazetteer.js';
import type { GeocodePrecision, Geocoder, GeocoderKind } from './geocoder.js';
import { NOMINATIM_DEFAULTS, NominatimGeocoder, nominatimShared, type NominatimShared } from './nominatim.js';

/** The environment that picks and tunes the provider (packages/gateway/README.md). */
export interface GeocoderEnv {
  GEOCODER_URL?: string;
  GEOCODER_USER_AGENT?: string;
  GEOCODER_EMAIL?: string;
  GEOCODER_TIMEOUT_MS?: string;
  GEOCODER_CACHE_SIZE?: string;
  GEOCODER_MIN_INTERVAL_MS?: string;
}

const positive = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const shared = new Map<string, NominatimShared>();

/** Which provider the environment picks, and the finest precision it answers with, without loading it. */
export function geocoderKindFor(env: GeocoderEnv): { kind: GeocoderKind; finestPrecision: GeocodePrecision } {
  return env.GEOCODER_URL?.trim()
    ? { kind: 'NOMINATIM', finestPrecision: 'ADDRESS' }
    : { kind: 'OFFLINE_GAZETTEER', finestPrecision: 'CITY' };
}

/**
 * GEOCODER_URL set: a Nominatim-compatible service; else the embedded offline gazetteer (loaded on first
 * use). One cache and call spacing per distinct configuration; failures are logged to the caller's logger.
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
    minIntervalMs: positive(env.GEOCODER_MIN_INTERVAL_MS, 0),
  };
  const key = JSON.stringify(options);
  let state = shared.get(key);
  if (!state) shared.set(key, (state = nominatimShared()));
  return Promise.resolve(new NominatimGeocoder({ ...options, shared: state }, log));
}
