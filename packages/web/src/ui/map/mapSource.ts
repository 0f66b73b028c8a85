import { addProtocol, type StyleSpecification } from 'maplibre-gl';
import { PMTiles, Protocol } from 'pmtiles';
import { baseStyle, OFFLINE_MAX_ZOOM } from './baseStyle';
import { MAX_ZOOM } from './geometry';
import { pmtilesStyle, vectorLayersOf } from './tileStyles';

// Which tiles the maps draw: the gateway says (MAP_SOURCE, GET /map/source.json): the embedded offline
// land layer by default, else a MapLibre style URL or a PMTiles archive (docs/maps-and-places.md).

export const MAP_SOURCE_PATH = '/map/source.json';

export type MapSourceView = { kind: 'offline' } | { kind: 'style' | 'pmtiles'; url: string };

/** What a map is created with: its style, how far it may zoom in, and whether it shows the tiles' credits. */
export interface MapLook {
  style: StyleSpecification | string;
  /** The offline layer stops where it has nothing left to show; tiles go to the spec's 22 (overzoomed). */
  maxZoom: number;
  attribution: boolean;
}

export const OFFLINE_LOOK: MapLook = { style: baseStyle(), maxZoom: OFFLINE_MAX_ZOOM, attribution: false };

function viewOf(answer: unknown): MapSourceView {
  const view = answer as { kind?: unknown; url?: unknown } | null;
  if ((view?.kind === 'style' || view?.kind === 'pmtiles') && typeof view.url === 'string' && view.url)
    return { kind: view.kind, url: view.url };
  return { kind: 'offline' };
}

let protocol: Protocol | null = null;
/** pmtiles:// URLs, in our own styles and in a configured style's sources. */
function pmtilesProtocol(): Protocol {
  if (!protocol) {
    protocol = new Protocol({ metadata: true });
    addProtocol('pmtiles', protocol.tile);
  }
  return protocol;
}

/** The look for a source; the offline one when an archive cannot be read or drawn (logged). */
export async function lookFor(view: MapSourceView): Promise<MapLook> {
  if (view.kind === 'offline') return OFFLINE_LOOK;
  const tiles = pmtilesProtocol();
  if (view.kind === 'style') return { style: view.url, maxZoom: MAX_ZOOM, attribution: true };
  try {
    const url = new URL(view.url, window.location.href).href;
    const archive = new PMTiles(url);
    tiles.add(archive);
    const header = await archive.getHeader();
    const metadata = await archive.getMetadata().catch(() => null);
    const style = pmtilesStyle(`pmtiles://${url}`, {
      tileType: header.tileType,
      vectorLayers: vectorLayersOf(metadata),
    });
    if (style) return { style, maxZoom: MAX_ZOOM, attribution: true };
    console.warn(`map: the PMTiles archive holds tiles of type ${header.tileType}, which the console cannot draw`);
  } catch (error) {
    console.warn('map: the PMTiles archive could not be read; drawing the offline layer', error);
  }
  return OFFLINE_LOOK;
}

let asked: Promise<MapLook> | null = null;

/** Asked once per page load; a gateway that cannot tell (an older one, a failure) means offline. */
export function loadMapLook(): Promise<MapLook> {
  asked ??= fetch(MAP_SOURCE_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((answer) => (answer.ok ? answer.json() : null))
    .catch(() => null)
    .then((answer: unknown) => lookFor(viewOf(answer)));
  return asked;
}
