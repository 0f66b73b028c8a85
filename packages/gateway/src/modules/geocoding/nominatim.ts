import type { Logger } from '../../logger.js';
import type { GeocodeLanguage, GeocodeResult, Geocoder } from './geocoder.js';

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
  /** The answers cache; share one between instances of one configuration (provider.ts). */
  cache?: NominatimCache;
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

export type NominatimCache = Map<string, { at: number; value: unknown }>;

interface NominatimPlace {
  lat?: string | number;
  lon?: string | number;
  display_name?: string;
}

/**
 * Forward and reverse geocoding over a Nominatim-compatible service (`/search?format=jsonv2`,
 * `/reverse?format=jsonv2`), server-side, so no key or third party reaches the browser. Answers are
 * cached in memory (bounded, LRU, with a time to live; failures are not cached). A timeout, an HTTP
 * error or an unreadable answer is logged and answered as [] / null: the form's address stays editable.
 */
export class NominatimGeocoder implements Geocoder {
  readonly name = 'nominatim';
  private readonly base: string;
  private readonly cache: NominatimCache;

  constructor(
    private readonly options: NominatimOptions,
    private readonly log: Logger,
  ) {
    this.base = options.baseUrl.replace(/\/+$/, '');
    this.cache = options.cache ?? new Map();
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
    const cached = this.cache.get(url);
    if (cached && now - cached.at < this.options.cacheTtlMs) {
      this.cache.delete(url);
      this.cache.set(url, cached);
      return cached.value;
    }
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
      const value: unknown = JSON.parse(text);
      this.remember(url, now, value);
      return value;
    } catch (error) {
      const reason =
        (error as Error).name === 'TimeoutError'
          ? `timed out after ${this.options.timeoutMs} ms`
          : `failed after ${Date.now() - started} ms: ${(error as Error).message}`;
      this.log.error(`geocoder nominatim ${endpoint} ${reason}`);
      return undefined;
    }
  }

  private remember(url: string, at: number, value: unknown) {
    this.cache.delete(url);
    this.cache.set(url, { at, value });
    while (this.cache.size > this.options.cacheSize) this.cache.delete(this.cache.keys().next().value!);
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
  return { label, latitude, longitude };
}

const describe = (value: unknown) => (value === null ? 'null' : typeof value);
