import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

// The styles the console draws a PMTiles archive with (MAP_SOURCE, docs/maps-and-places.md): raster tiles
// as they are; vector tiles in the Protomaps basemap or the OpenMapTiles layout with land, water, parks,
// roads and buildings (no labels: they need glyphs from elsewhere); any other vector layout drawn
// generically, polygons and lines. Pure, so they are tested without WebGL.

const WATER = '#dbe9f6';
const LAND = '#f3f1ea';
const PARK = '#dcebd3';
const BUILDING = '#e1dcd2';
const ROAD = '#ffffff';
const ROAD_CASING = '#c9c3b6';
const MAJOR_ROAD = '#fde7a7';
const BOUNDARY = '#a8b4c0';

/** PMTiles TileType: 1 vector (MVT); 2-5 PNG, JPEG, WebP, AVIF images. */
export const PMTILES_VECTOR = 1;
const RASTER_TYPES = new Set([2, 3, 4, 5]);

export interface ArchiveInfo {
  tileType: number;
  /** From the archive's metadata: the vector layers it holds. */
  vectorLayers: readonly string[];
}

const SOURCE = 'basemap';

const width = (from: number, to: number, minZoom = 10): unknown => [
  'interpolate',
  ['exponential', 1.6],
  ['zoom'],
  minZoom,
  from,
  18,
  to,
];

const fill = (id: string, sourceLayer: string, color: string, filter?: unknown): LayerSpecification =>
  ({
    id,
    type: 'fill',
    source: SOURCE,
    'source-layer': sourceLayer,
    paint: { 'fill-color': color },
    ...(filter ? { filter } : {}),
  }) as LayerSpecification;

const line = (
  id: string,
  sourceLayer: string,
  color: string,
  lineWidth: unknown,
  filter?: unknown,
  minzoom?: number,
): LayerSpecification =>
  ({
    id,
    type: 'line',
    source: SOURCE,
    'source-layer': sourceLayer,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': color, 'line-width': lineWidth },
    ...(filter ? { filter } : {}),
    ...(minzoom !== undefined ? { minzoom } : {}),
  }) as LayerSpecification;

const kindIn = (field: string, ...kinds: string[]) => ['in', ['get', field], ['literal', kinds]];

/** The Protomaps basemap layout: earth is the land, water the seas and lakes. */
function protomapsLayers(): LayerSpecification[] {
  return [
    { id: 'water-background', type: 'background', paint: { 'background-color': WATER } },
    fill('earth', 'earth', LAND),
    fill('parks', 'landuse', PARK, kindIn('kind', 'park', 'forest', 'wood', 'nature_reserve', 'grass', 'cemetery')),
    fill('landcover', 'landcover', PARK, kindIn('kind', 'forest', 'grassland')),
    fill('water', 'water', WATER),
    fill('buildings', 'buildings', BUILDING),
    line('boundaries', 'boundaries', BOUNDARY, 1),
    line('minor-roads', 'roads', ROAD, width(0.5, 8, 12), kindIn('kind', 'minor_road', 'other'), 12),
    line('paths', 'roads', ROAD_CASING, width(0.3, 2, 14), kindIn('kind', 'path'), 14),
    line('major-roads', 'roads', MAJOR_ROAD, width(0.7, 14, 6), kindIn('kind', 'major_road', 'highway'), 6),
  ];
}

/** The OpenMapTiles layout: no land layer, so the background is the land and water is drawn on it. */
function openMapTilesLayers(): LayerSpecification[] {
  return [
    { id: 'land-background', type: 'background', paint: { 'background-color': LAND } },
    fill('landcover', 'landcover', PARK, kindIn('class', 'wood', 'grass', 'farmland')),
    fill('parks', 'park', PARK),
    fill('water', 'water', WATER),
    line('waterways', 'waterway', WATER, width(0.5, 4, 10)),
    fill('buildings', 'building', BUILDING),
    line('boundaries', 'boundary', BOUNDARY, 1),
    line(
      'minor-roads',
      'transportation',
      ROAD,
      width(0.5, 8, 12),
      kindIn('class', 'minor', 'service', 'tertiary', 'track'),
      12,
    ),
    line('paths', 'transportation', ROAD_CASING, width(0.3, 2, 14), kindIn('class', 'path'), 14),
    line(
      'major-roads',
      'transportation',
      MAJOR_ROAD,
      width(0.7, 14, 6),
      kindIn('class', 'motorway', 'trunk', 'primary', 'secondary'),
      6,
    ),
  ];
}

/** Another layout: each layer's polygons filled lightly and its lines drawn thin. */
function genericLayers(layers: readonly string[]): LayerSpecification[] {
  return [
    { id: 'land-background', type: 'background', paint: { 'background-color': LAND } },
    ...layers.flatMap((layer) => [
      fill(`${layer}-polygons`, layer, BUILDING, ['==', ['geometry-type'], 'Polygon']),
      line(`${layer}-lines`, layer, ROAD_CASING, 1, ['==', ['geometry-type'], 'LineString']),
    ]),
  ];
}

/**
 * The style for a PMTiles archive at `url` (a pmtiles:// URL; the protocol answers its TileJSON), or null
 * when its tiles are of a type the console cannot draw.
 */
export function pmtilesStyle(url: string, archive: ArchiveInfo): StyleSpecification | null {
  if (RASTER_TYPES.has(archive.tileType))
    return {
      version: 8,
      sources: { [SOURCE]: { type: 'raster', url, tileSize: 256 } },
      layers: [
        { id: 'land-background', type: 'background', paint: { 'background-color': LAND } },
        { id: 'tiles', type: 'raster', source: SOURCE },
      ],
    };
  if (archive.tileType !== PMTILES_VECTOR) return null;
  const layers = archive.vectorLayers;
  const drawn = layers.includes('earth')
    ? protomapsLayers()
    : layers.includes('transportation') || layers.includes('water')
      ? openMapTilesLayers()
      : genericLayers(layers);
  return { version: 8, sources: { [SOURCE]: { type: 'vector', url } }, layers: drawn };
}

/** The vector layer ids a PMTiles archive's metadata lists (TileJSON vector_layers). */
export function vectorLayersOf(metadata: unknown): string[] {
  const layers = (metadata as { vector_layers?: unknown } | null)?.vector_layers;
  if (!Array.isArray(layers)) return [];
  return layers.flatMap((layer) =>
    layer && typeof (layer as { id?: unknown }).id === 'string' ? [(layer as { id: string }).id] : [],
  );
}
