/** From the finest to the coarsest (schema.graphql GeocodePrecision). */
export const GEOCODE_PRECISIONS = ['ADDRESS', 'STREET', 'CITY', 'REGION'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

/** What a geocoding provider answers (schema.graphql GeocodeResult). */
export interface GeocodeResult {
  /** The address as the provider writes it. */
  label: string;
  latitude: number;
  longitude: number;
  /** What the coordinates are of: a house, a street, a place (its centre) or a region. */
  precision: GeocodePrecision;
}

/** schema.graphql GeocoderKind. */
export type GeocoderKind = 'OFFLINE_GAZETTEER' | 'NOMINATIM';

/** en, sv or es (the schema's Language, lower-cased): the language of labels. */
export type GeocodeLanguage = string;

/**
 * A geocoding provider: the Nominatim-compatible service at GEOCODER_URL, else the embedded offline
 * gazetteer. Neither throws for "nothing found" or for a provider failure: [] and null (failures logged).
 */
export interface Geocoder {
  readonly name: string;
  readonly kind: GeocoderKind;
  /** The finest precision its answers can have. */
  readonly finestPrecision: GeocodePrecision;
  geocode(address: string, options: { language: GeocodeLanguage; first: number }): Promise<GeocodeResult[]>;
  reverse(latitude: number, longitude: number, options: { language: GeocodeLanguage }): Promise<GeocodeResult | null>;
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the language ("SE" → Sweden, Sverige, Suecia); the code when unknown. */
export function countryName(code: string, language: GeocodeLanguage): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    displayNames.set(language, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
