import { describe, expect, it } from 'vitest';
import { OFFLINE_MAX_ZOOM } from './baseStyle';
import { MAX_ZOOM } from './geometry';
import { lookFor, OFFLINE_LOOK } from './mapSource';
import { pmtilesStyle, vectorLayersOf } from './tileStyles';

const URL = 'pmtiles://https://tiles.example.org/sweden.pmtiles';
const layerIds = (style: ReturnType<typeof pmtilesStyle>) => style!.layers.map((layer) => layer.id);
const sourceLayers = (style: ReturnType<typeof pmtilesStyle>) =>
  new Set(style!.layers.flatMap((layer) => ('source-layer' in layer ? [layer['source-layer']] : [])));

describe('the map tile source', () => {
  it('offline: the embedded land layer, which stops zooming before it is a blank box', async () => {
    expect(await lookFor({ kind: 'offline' })).toBe(OFFLINE_LOOK);
    expect(OFFLINE_LOOK.maxZoom).toBe(OFFLINE_MAX_ZOOM);
    expect(OFFLINE_MAX_ZOOM).toBeLessThan(8);
    expect(OFFLINE_LOOK.attribution).toBe(false);
  });

  it('a style URL: drawn as the style says, to zoom 22, with its credits', async () => {
    expect(await lookFor({ kind: 'style', url: 'https://tiles.example.org/style.json' })).toEqual({
      style: 'https://tiles.example.org/style.json',
      maxZoom: MAX_ZOOM,
      attribution: true,
    });
  });

  it('a raster archive: its tiles over a land background', () => {
    const style = pmtilesStyle(URL, { tileType: 2, vectorLayers: [] });
    expect(style!.sources).toEqual({ basemap: { type: 'raster', url: URL, tileSize: 256 } });
    expect(layerIds(style)).toEqual(['land-background', 'tiles']);
  });

  it('a Protomaps vector archive: land, water, parks, buildings and roads from its layers', () => {
    const style = pmtilesStyle(URL, {
      tileType: 1,
      vectorLayers: ['earth', 'water', 'landuse', 'landcover', 'roads', 'buildings', 'boundaries', 'places'],
    });
    expect(style!.sources).toEqual({ basemap: { type: 'vector', url: URL } });
    expect(layerIds(style)).toContain('major-roads');
    expect(sourceLayers(style)).toEqual(
      new Set(['earth', 'landuse', 'landcover', 'water', 'buildings', 'boundaries', 'roads']),
    );
    // the sea is the background: earth is drawn over it
    expect(style!.layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': '#dbe9f6' } });
  });

  it('an OpenMapTiles vector archive: its own layer names, land as the background', () => {
    const style = pmtilesStyle(URL, {
      tileType: 1,
      vectorLayers: ['water', 'waterway', 'landcover', 'park', 'transportation', 'building', 'boundary'],
    });
    expect(sourceLayers(style)).toEqual(
      new Set(['landcover', 'park', 'water', 'waterway', 'building', 'boundary', 'transportation']),
    );
    expect(style!.layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': '#f3f1ea' } });
  });

  it('another vector layout: every layer drawn as polygons and lines; a type it cannot draw: none', () => {
    const style = pmtilesStyle(URL, { tileType: 1, vectorLayers: ['parcels'] });
    expect(layerIds(style)).toEqual(['land-background', 'parcels-polygons', 'parcels-lines']);
    expect(pmtilesStyle(URL, { tileType: 0, vectorLayers: [] })).toBeNull();
    expect(pmtilesStyle(URL, { tileType: 6, vectorLayers: [] })).toBeNull();
  });

  it("reads the vector layers from the archive's metadata, ignoring what is not one", () => {
    expect(vectorLayersOf({ vector_layers: [{ id: 'roads' }, { id: 3 }, null, { id: 'water' }] })).toEqual([
      'roads',
      'water',
    ]);
    expect(vectorLayersOf(null)).toEqual([]);
    expect(vectorLayersOf({ vector_layers: 'roads' })).toEqual([]);
  });
});
