// Pure map geometry (spec 001 section 9): range circles as 64-segment polygons, the circle colours by
// network type, zoom limits. Kept apart from maplibre so they are tested without WebGL.

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 22;
/** The zoom the locate control goes to. */
export const LOCATE_ZOOM = 14;
export const CIRCLE_SEGMENTS = 64;
export const CIRCLE_OPACITY = 0.3;

/** Default point of a new network (and of an empty map): Stockholm. */
export const STOCKHOLM = { latitude: 59.3293, longitude: 18.0686 } as const;

export type NetworkKind = 'PUBLIC' | 'OPEN' | 'PRIVATE';

/** Range circle colours by network type. */
export const RANGE_COLORS: Readonly<Record<NetworkKind, string>> = {
  PUBLIC: '#00838F',
  OPEN: '#4CAF50',
  PRIVATE: '#E64A19',
};

export const rangeColor = (type: string): string => RANGE_COLORS[type as NetworkKind] ?? RANGE_COLORS.PUBLIC;

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;

/**
 * The ring of a circle of `radiusMeters` around a point, as [lng, lat] positions on the sphere
 * (`segments` distinct points, the first repeated at the end to close the ring).
 */
export function circleRing(
  center: { latitude: number; longitude: number },
  radiusMeters: number,
  segments = CIRCLE_SEGMENTS,
): [number, number][] {
  const lat1 = rad(center.latitude);
  const lng1 = rad(center.longitude);
  const angular = radiusMeters / EARTH_RADIUS_M;
  const ring: [number, number][] = [];
  for (let i = 0; i < segments; i++) {
    const bearing = (2 * Math.PI * i) / segments;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
    const lng2 =
      lng1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([((deg(lng2) + 540) % 360) - 180, deg(lat2)]);
  }
  ring.push(ring[0]!);
  return ring;
}

/** Great-circle distance in metres (haversine). */
export function distanceMeters(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

export interface MapCircle {
  id: string;
  latitude: number;
  longitude: number;
  radiusMeters: number;
  color: string;
}

/** The circles as one GeoJSON collection of polygons, each with its colour (the fill layer reads it). */
export function circlesGeoJson(circles: readonly MapCircle[]): GeoJSON.FeatureCollection<GeoJSON.Polygon> {
  return {
    type: 'FeatureCollection',
    features: circles
      .filter((circle) => circle.radiusMeters > 0 && isCoordinate(circle.latitude, circle.longitude))
      .map((circle) => ({
        type: 'Feature',
        id: circle.id,
        properties: { id: circle.id, color: circle.color },
        geometry: { type: 'Polygon', coordinates: [circleRing(circle, circle.radiusMeters)] },
      })),
  };
}

export function isCoordinate(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180
  );
}
