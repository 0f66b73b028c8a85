import { describe, expect, it } from 'vitest';
import {
  CIRCLE_OPACITY,
  CIRCLE_SEGMENTS,
  circleRing,
  circlesGeoJson,
  distanceMeters,
  LOCATE_ZOOM,
  MAX_ZOOM,
  MIN_ZOOM,
  rangeColor,
} from './geometry';

describe('map geometry', () => {
  it('draws a range circle as 64 segments, closed, every point at the radius from the centre', () => {
    const center = { latitude: 59.3293, longitude: 18.0686 };
    const ring = circleRing(center, 10_000);
    expect(CIRCLE_SEGMENTS).toBe(64);
    expect(ring).toHaveLength(65);
    expect(ring[64]).toEqual(ring[0]);
    for (const [longitude, latitude] of ring)
      expect(Math.abs(distanceMeters(center, { latitude, longitude }) - 10_000)).toBeLessThan(1);
    // the first point is due north of the centre
    expect(ring[0]![0]).toBeCloseTo(center.longitude, 6);
    expect(ring[0]![1]).toBeGreaterThan(center.latitude);
  });

  it('keeps longitudes within -180..180 across the antimeridian', () => {
    const ring = circleRing({ latitude: 0, longitude: 179.99 }, 5_000);
    for (const [longitude] of ring) expect(Math.abs(longitude)).toBeLessThanOrEqual(180);
  });

  it('colours a circle by network type and leaves out empty or misplaced circles', () => {
    expect(rangeColor('PUBLIC')).toBe('#00838F');
    expect(rangeColor('OPEN')).toBe('#4CAF50');
    expect(rangeColor('PRIVATE')).toBe('#E64A19');
    const collection = circlesGeoJson([
      { id: 'a', latitude: 59, longitude: 18, radiusMeters: 10, color: '#4CAF50' },
      { id: 'b', latitude: 59, longitude: 18, radiusMeters: 0, color: '#4CAF50' },
      { id: 'c', latitude: 95, longitude: 18, radiusMeters: 100, color: '#4CAF50' },
    ]);
    expect(collection.features.map((feature) => feature.properties)).toEqual([{ id: 'a', color: '#4CAF50' }]);
    expect(collection.features[0]!.geometry.coordinates[0]).toHaveLength(65);
  });

  it('has the zoom limits and the circle opacity of the spec', () => {
    expect([MIN_ZOOM, MAX_ZOOM, LOCATE_ZOOM, CIRCLE_OPACITY]).toEqual([0, 22, 14, 0.3]);
  });
});
