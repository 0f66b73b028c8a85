import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import land110m from 'world-atlas/land-110m.json';

// Offline there are no tiles: Natural Earth land (world-atlas) drawn as a local GeoJSON base layer.
type Topology = Parameters<typeof feature>[0];
const topology = land110m as unknown as Topology;
const land = feature(
  topology,
  topology.objects.land as Parameters<typeof feature>[1],
) as unknown as GeoJSON.FeatureCollection;

/**
 * How far the offline layer may be zoomed in: Natural Earth's 1:110 million coastlines are coarse beyond
 * this (a city fills the screen with one colour and nothing else). A configured tile source goes to 22.
 */
export const OFFLINE_MAX_ZOOM = 6;

/** The offline base style: water and land. */
export function baseStyle(): StyleSpecification {
  return {
    version: 8,
    sources: { land: { type: 'geojson', data: land } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#dbe9f6' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f3f1ea', 'fill-outline-color': '#a8b4c0' } },
    ],
  };
}
