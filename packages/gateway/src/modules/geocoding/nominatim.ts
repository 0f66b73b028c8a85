import type { Logger } from '../../logger.js';
import type { GeocodeLanguage, GeocodePrecision, GeocodeResult, Geocoder } from './geocoder.js';

export interface NominatimOptions {
  /** A Nominatim-compatible base URL (GEOCODER_URL), e.g. https://nominatim.example.org or http://host/nominatim. */
  baseUrl: string;
  /** Sent on every call: Nominatim's usage policy asks for an identifying User-Agent. */
  userAgent: string;
  /** Optional contact address, sent as `email=` (the policy's alternative to a User-Agent with one). */
  email?: string;
  /** Per call, connection to last byte. */
  timeoutMs: number;
  /** At most this many answers are kept (least recently used go first). */
  cacheSize: number;
  cacheTtlMs: number;
  /**
   * At least this long between the starts of two calls (0: no spacing). The public Nominatim allows one
   * call a second; a call that would wait longer than `timeoutMs` for its turn is given up (logged).
   */
  minIntervalMs?: number;
  /** Cache, calls under way and call spacing; share one between instances of one configuration (provider.ts). */
  shared?: NominatimShared;
  /** Clock for the cache (tests). */
  now?: () => number;
}

export const NOMINATIM_DEFAULTS = {
  userAgent: 'Vakt-gateway/1.0 (network address lookup)',
  timeoutMs: 5000,
  cacheSize: 1000,
  cacheTtlMs: 24 * 60 * 60 * 1000,
};

/** Bytes read from one answer at most (a search of a few results is a few kB). */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface NominatimShared {
  cache: Map<string, { at: number; value: unknown }>;
  /** Calls under way by URL: the same question asked twice at once is one call. */
  pending: Map<string, Promise<unknown>>;
  /** When the next call may start (call spacing). */
  nextStartAt: number;
}

export const nominatimShared = (): NominatimShared => ({ cache: new Map(), pending: new Map(), nextStartAt: 0 });

interface NominatimPlace {
  lat?: string | number;
  lon?: string | number;
  display_name?: string;
  /** jsonv2: 30 a house, 26-27 a street, 13-25 a town down to a neighbourhood, below a region or country. */
  place_rank?: string | number;
  /** jsonv2: what the place is in an address (house, road, suburb, city, county, country, ...). */
  addresstype?: string;
}

const STREET_TYPES = new Set(['road', 'street', 'pedestrian', 'footway', 'path', 'square']);
const ADDRESS_TYPES = new Set(['house', 'building', 'house_number', 'amenity', 'shop', 'office']);
const REGION_TYPES = new Set(['country', 'state', 'region', 'province', 'county', 'state_district', 'municipality']);

/**
 * How precise a place is: by its place_rank (Nominatim's jsonv2 always has one), else by its address type;
 * CITY when the answer says neither (a compatible service without them), so a typed street is never taken
 * for a match of the same precision.
 */
export function precisionOf(place: NominatimPlace): GeocodePrecision {
  const rank = place.place_rank === undefined || place.place_rank === '' ? NaN : Number(place.place_rank);
  if (Number.isFinite(rank)) {
    if (rank >= 28) return 'ADDRESS';
    if (rank >= 26) return 'STREET';
    if (rank >= 13) return 'CITY';
    return 'REGION';
  }
  const type = typeof place.addresstype === 'string' ? place.addresstype : '';
  if (ADDRESS_TYPES.has(type)) return 'ADDRESS';
  if (STREET_TYPES.has(type)) return 'STREET';
  if (REGION_TYPES.has(type)) return 'REGION';
  return 'CITY';
}

/**
 * Forward and reverse geocoding over a Nominatim-compatible service (`/search?format=jsonv2`,
 * `/reverse?format=jsonv2`), server-side, so no key or third party reaches the browser. Answers are
 * cached in memory (bounded, LRU, with a time to live; failures are not cached), the same question asked
 * twice at once is one call, and calls can be spaced (GEOCODER_MIN_INTERVAL_MS). A timeout, an HTTP
 * error or an unreadable answer is logged and answered as [] / null: the form's address stays editable.
 */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';
  readonly kind = 'NOMINATIM';
  readonly finestPrecision = 'ADDRESS';
  private readonly base: string;
  private readonly shared: NominatimShared;

  constructor(
    private readonly options: NominatimOptions,
    private readonly log: Logger,
  ) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.shared = options.shared ?? nominatimShared();
  }

  async geocode(address: string, { language, first }: { language: GeocodeLanguage; first: number }) {
    const answer = await this.get('search', { q: address, limit: String(first), 'accept-language': language });
    if (answer === undefined) return [];
    if (!Array.isArray(answer)) {
      this.log.error(`geocoder nominatim search answered ${describe(answer)}, not a list`);
      return [];
    }
    return answer.flatMap((place) => resultOf(place as NominatimPlace) ?? []).slice(0, first);
  }

  async reverse(latitude: number, longitude: number, { language }: { language: GeocodeLanguage }) {
    const answer = await this.get('reverse', {
      lat: String(latitude),
      lon: String(longitude),
      'accept-language': language,
    });
    // Nominatim answers 200 { "error": "Unable to geocode" } where nothing is known.
    if (answer === undefined || (answer && typeof answer === 'object' && 'error' in answer)) return null;
    return resultOf(answer as NominatimPlace);
  }

  /** The parsed JSON answer, from the cache or the service; undefined after a failure (logged). */
  private async get(endpoint: 'search' | 'reverse', params: Record<string, string>): Promise<unknown> {
    const query = new URLSearchParams({ format: 'jsonv2', ...params });
    if (this.options.email) query.set('email', this.options.email);
    const url = `${this.base}/${endpoint}?${query.toString()}`;
    const now = this.options.now?.() ?? Date.now();
    const { cache, pending } = this.shared;
    const cached = cache.get(url);
    if (cached && now - cached.at < this.options.cacheTtlMs) {
      cache.delete(url);
      cache.set(url, cached);
      return cached.value;
    }
    let call = pending.get(url);
    if (!call) {
      call = this.call(endpoint, url).finally(() => pending.delete(url));
      pending.set(url, call);
    }
    const value = await call;
    if (value !== undefined) this.remember(url, now, value);
    return value;
  }

  private async call(endpoint: string, url: string): Promise<unknown> {
    const wait = this.turn();
    if (wait === null) {
      this.log.error(`geocoder nominatim ${endpoint} given up: over the call rate for ${this.options.timeoutMs} ms`);
      return undefined;
    }
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const started = Date.now();
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'error',
      });
      const text = await readLimited(response);
      if (!response.ok) {
        this.log.error(`geocoder nominatim ${endpoint} answered ${response.status}: ${text.slice(0, 200)}`);
        return undefined;
      }
      return JSON.parse(text) as unknown;
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `timed out after ${this.options.timeoutMs} ms`
          : `failed after ${Date.now() - started} ms: ${(error as Error).message}`;
      this.log.error(`geocoder nominatim ${endpoint} ${reason}`);
      return undefined;
    }
  }

  /** Milliseconds until this call may start (its turn is taken), or null when that is longer than the timeout. */
  private turn(): number | null {
    const spacing = this.options.minIntervalMs ?? 0;
    if (spacing <= 0) return 0;
    const now = Date.now();
    const startAt = Math.max(now, this.shared.nextStartAt);
    if (startAt - now > this.options.timeoutMs) return null;
    this.shared.nextStartAt = startAt + spacing;
    return startAt - now;
  }

  private remember(url: string, at: number, value: unknown) {
    const { cache } = this.shared;
    cache.delete(url);
    cache.set(url, { at, value });
    while (cache.size > this.options.cacheSize) cache.delete(cache.keys().next().value!);
  }
}

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw new Error(`answer of ${declared} bytes is too large`);
  }
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) throw new Error('answer is too large');
  return text;
}

function resultOf(place: NominatimPlace | null | undefined): GeocodeResult | null {
  if (!place || typeof place !== 'object') return null;
  const latitude = Number(place.lat);
  const longitude = Number(place.lon);
  const label = typeof place.display_name === 'string' ? place.display_name.trim() : '';
  if (!label || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { label, latitude, longitude, precision: precisionOf(place) };
}

const describe = (value: unknown) => (value === null ? 'null' : typeof value);
