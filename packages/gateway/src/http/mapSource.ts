import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAbsolute, resolve } from 'node:path';

/**
 * What the console's maps draw under their markers (MAP_SOURCE, docs/maps-and-places.md):
 * - offline (unset): the embedded coarse land layer, nothing fetched from anywhere;
 * - style: a MapLibre style URL (its tiles, glyphs and sprites on that same origin);
 * - pmtiles: a PMTiles archive at a URL (vector in the Protomaps or OpenMapTiles layout, or raster);
 * - pmtiles-file: a PMTiles archive on this server's disk, served by the gateway at MAP_TILES_PATH.
 */
export type MapSource =
  | { kind: 'offline' }
  | { kind: 'style'; url: string }
  | { kind: 'pmtiles'; url: string }
  | { kind: 'pmtiles-file'; path: string };

export const OFFLINE_MAP: MapSource = { kind: 'offline' };
/** The console asks here which source to draw (fetched once per page load). */
export const MAP_SOURCE_PATH = '/map/source.json';
/** A PMTiles file named by MAP_SOURCE, from our own origin (range requests). */
export const MAP_TILES_PATH = '/map/tiles.pmtiles';

/** MAP_SOURCE as given; a value that is neither an http(s) URL nor a .pmtiles file stops the start with why. */
export function parseMapSource(value: string | undefined): MapSource {
  const text = value?.trim();
  if (!text || text === 'offline') return OFFLINE_MAP;
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`MAP_SOURCE is not a valid URL: ${text}`);
    }
    return url.pathname.toLowerCase().endsWith('.pmtiles')
      ? { kind: 'pmtiles', url: url.href }
      : { kind: 'style', url: url.href };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || !text.toLowerCase().endsWith('.pmtiles'))
    throw new Error(
      `MAP_SOURCE must be an http(s) URL (a MapLibre style or a .pmtiles archive) or a .pmtiles file: ${text}`,
    );
  const path = isAbsolute(text) ? text : resolve(text);
  let isFile = false;
  try {
    isFile = statSync(path).isFile();
  } catch {
    // reported below
  }
  if (!isFile) throw new Error(`MAP_SOURCE names a PMTiles file that does not exist: ${path}`);
  return { kind: 'pmtiles-file', path };
}

/** The origin the console's policy must let the maps reach, or null for our own origin and offline. */
export function mapSourceOrigin(source: MapSource): string | null {
  return source.kind === 'style' || source.kind === 'pmtiles' ? new URL(source.url).origin : null;
}

/** What the browser is told: the kind, and the URL to load (the file as our own path). */
export function mapSourceView(source: MapSource): { kind: 'offline' } | { kind: 'style' | 'pmtiles'; url: string } {
  if (source.kind === 'offline') return { kind: 'offline' };
  if (source.kind === 'pmtiles-file') return { kind: 'pmtiles', url: MAP_TILES_PATH };
  return { kind: source.kind, url: source.url };
}

export const isMapPath = (pathname: string) => pathname === MAP_SOURCE_PATH || pathname === MAP_TILES_PATH;

/** GET /map/source.json, and the PMTiles file at /map/tiles.pmtiles with single byte ranges. */
export function createMapHandler(source: MapSource) {
  const view = JSON.stringify(mapSourceView(source));
  // the archive's size and date, read once: a tile request does not stat the disk (a restart takes a new file)
  const file = source.kind === 'pmtiles-file' ? fileFacts(source.path) : null;
  return (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('Method not allowed');
    }
    if (pathname === MAP_SOURCE_PATH) {
      // the configuration may change with a restart: asked again on each page load
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' });
      return void res.end(req.method === 'HEAD' ? undefined : view);
    }
    if (source.kind !== 'pmtiles-file' || !file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      return void res.end('Not found');
    }
    sendFileRange(req, res, source.path, file);
  };
}

function fileFacts(path: string): { size: number; modified: Date } | null {
  try {
    const stat = statSync(path);
    return { size: stat.size, modified: stat.mtime };
  } catch {
    return null;
  }
}

function sendFileRange(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  { size, modified }: { size: number; modified: Date },
) {
  const headers: Record<string, string | number> = {
    'content-type': 'application/vnd.pmtiles',
    'accept-ranges': 'bytes',
    'cache-control': 'no-cache',
    'last-modified': modified.toUTCString(),
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  let start = 0;
  let end = size - 1;
  if (req.headers.range) {
    const first = range?.[1] ?? '';
    const last = range?.[2] ?? '';
    if (!range || (first === '' && last === '')) return unsatisfiable(res, size);
    if (first === '') start = Math.max(0, size - Number(last));
    else {
      start = Number(first);
      if (last !== '') end = Math.min(end, Number(last));
    }
    if (start > end || start >= size) return unsatisfiable(res, size);
    headers['content-range'] = `bytes ${start}-${end}/${size}`;
  }
  headers['content-length'] = end - start + 1;
  res.writeHead(req.headers.range ? 206 : 200, headers);
  if (req.method === 'HEAD' || size === 0) return void res.end();
  const stream = createReadStream(path, { start, end });
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

function unsatisfiable(res: ServerResponse, size: number) {
  res.writeHead(416, { 'content-range': `bytes */${size}`, 'content-type': 'text/plain; charset=utf-8' });
  res.end('Range not satisfiable');
}
