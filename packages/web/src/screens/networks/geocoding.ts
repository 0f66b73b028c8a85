/* eslint-disable relay/unused-fields -- this file hands its query data on whole (to typed column, form and
   picker helpers, or spread into form state), where TypeScript checks each read; the rule sees only reads
   written here (docs/test-runner.md) */
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import type { geocodingAddressQuery } from './__generated__/geocodingAddressQuery.graphql';
import type { geocodingReverseQuery } from './__generated__/geocodingReverseQuery.graphql';

// Geocoding both ways (spec 7 "Geocoding and map"), asked of the gateway (its provider or the offline
// gazetteer; no key reaches the browser). Both are user-triggered: typing an address, asking for the
// address of a point placed by hand.

export const GEOCODE_DEBOUNCE_MS = 300;

const addressQuery = graphql`
  query geocodingAddressQuery($address: String!, $language: Language) {
    geocode(address: $address, language: $language, first: 5) {
      label
      latitude
      longitude
      precision
    }
  }
`;

const reverseQuery = graphql`
  query geocodingReverseQuery($latitude: Float!, $longitude: Float!, $language: Language) {
    reverseGeocode(latitude: $latitude, longitude: $longitude, language: $language) {
      label
      latitude
      longitude
      precision
    }
  }
`;

export interface GeocodeResult {
  label: string;
  latitude: number;
  longitude: number;
  /** ADDRESS, STREET, CITY or REGION (addressMatch.ts). */
  precision: string;
}

const graphLanguage = (locale: string) => {
  const language = locale.slice(0, 2).toUpperCase();
  return language === 'SV' || language === 'ES' ? language : 'EN';
};

/**
 * Addresses matching what the user typed, 300 ms after the typing stops; `text` null while the address
 * did not come from typing (a picked suggestion, a reverse-geocoded point) so nothing is asked then.
 * A failed look-up is logged only (spec 8) and offers nothing.
 */
export function useAddressSuggestions(text: string | null) {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  const settled = useDebouncedValue(text?.trim() ?? '', GEOCODE_DEBOUNCE_MS);
  const [result, setResult] = useState<{ text: string; items: GeocodeResult[] } | null>(null);
  const wanted = text !== null && settled.length >= 3 && settled === text.trim();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    fetchQuery<geocodingAddressQuery>(
      environment,
      addressQuery,
      { address: settled, language: graphLanguage(intl.locale) },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .then((data) => live && setResult({ text: settled, items: [...(data?.geocode ?? [])] }))
      .catch((error: unknown) => {
        console.warn('geocode failed', error);
        if (live) setResult({ text: settled, items: [] });
      });
    return () => {
      live = false;
    };
  }, [environment, settled, wanted, intl.locale]);
  if (!wanted) return { suggestions: [] as GeocodeResult[], loading: text !== null && text.trim().length >= 3 };
  if (result?.text !== settled) return { suggestions: [] as GeocodeResult[], loading: true };
  return { suggestions: result.items, loading: false };
}

/** The nearest known place of a point; null when nothing is known there or the look-up failed (logged). */
export function useReverseGeocode() {
  const environment = useRelayEnvironment();
  const intl = useIntl();
  return useCallback(
    async (latitude: number, longitude: number): Promise<GeocodeResult | null> => {
      try {
        const data = await fetchQuery<geocodingReverseQuery>(
          environment,
          reverseQuery,
          { latitude, longitude, language: graphLanguage(intl.locale) },
          { fetchPolicy: 'network-only' },
        ).toPromise();
        return data?.reverseGeocode ?? null;
      } catch (error) {
        console.warn('reverse geocode failed', error);
        return null;
      }
    },
    [environment, intl.locale],
  );
}
