import { Box, Center, Text } from '@chakra-ui/react';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
  type GeoJSONSource,
  type IControl,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  CIRCLE_OPACITY,
  circlesGeoJson,
  isCoordinate,
  LOCATE_ZOOM,
  MIN_ZOOM,
  STOCKHOLM,
  type MapCircle,
} from './geometry';
import { loadMapLook } from './mapSource';

const CIRCLES_SOURCE = 'vakt-circles';

/** maplibre needs WebGL; without it (an old browser, a test DOM) the page works without the map. */
function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

// In a Vite bundle maplibre cannot find its worker by itself (../shared/STACK.md).
setWorkerUrl(workerUrl);

export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  /** The marker's accessible name (its title). */
  title: string;
  color?: string;
  /** The marker can be dragged; the new position goes to `onMarkerDrag`. */
  draggable?: boolean;
}

export type { MapCircle } from './geometry';

export interface VaktMapProps {
  /** The map's accessible name. */
  label: string;
  markers?: readonly MapMarker[];
  /** Range circles: centre, radius in metres, colour (64 segments, opacity 0.3). */
  circles?: readonly MapCircle[];
  /** Shown over the map while there is no marker. */
  noLocationText?: string;
  /** A click on the map: the point clicked (forms place their point with it). */
  onPick?: (latitude: number, longitude: number) => void;
  /** A draggable marker was dropped. */
  onMarkerDrag?: (id: string, latitude: number, longitude: number) => void;
  /** The zoom the map opens at (default 4 with a marker, 3 without). */
  zoom?: number;
  testId?: string;
  minH?: string;
}

/**
 * The console's map (spec 001 sections 2 and 9): maplibre over the configured tiles (MAP_SOURCE) or the
 * offline base layer, markers and range circles given as props, zoom 0..22 with tiles (the offline layer
 * stops at OFFLINE_MAX_ZOOM) with zoom buttons, and a locate control that goes to zoom 14 at the browser's
 * position (or at the map's first marker when the browser cannot tell). The canvas is keyboard operable
 * (arrows pan, + and - zoom); the controls are buttons. Every map path of the console passes its own
 * markers and circles; the map follows the first marker when it moves out of view.
 */
export function VaktMap({
  label,
  markers = [],
  circles = [],
  noLocationText,
  onPick,
  onMarkerDrag,
  zoom,
  testId = 'map',
  minH = '72',
}: VaktMapProps) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  // state, not a ref: the map is made once the tile source is known, and markers follow it then
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const markerRefs = useRef(new Map<string, Marker>());
  const loaded = useRef(false);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const dragRef = useRef(onMarkerDrag);
  dragRef.current = onMarkerDrag;
  const visible = markers.filter((marker) => isCoordinate(marker.latitude, marker.longitude));
  const first = visible[0] ?? null;
  const firstRef = useRef(first);
  firstRef.current = first;
  const circlesRef = useRef(circles);
  circlesRef.current = circles;
  const pickable = Boolean(onPick);
  const start = useRef(first ?? circles[0] ?? null);
  const startZoom = useRef(zoom ?? (start.current ? 4 : 3));

  useEffect(() => {
    const box = container.current;
    if (!box || !webglAvailable()) return;
    let made: MapLibreMap | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    const markersNow = markerRefs.current;
    void loadMapLook().then((look) => {
      if (gone) return;
      let map: MapLibreMap;
      try {
        map = new MapLibreMap({
          container: box,
          style: look.style,
          center: start.current
            ? [start.current.longitude, start.current.latitude]
            : [STOCKHOLM.longitude, STOCKHOLM.latitude],
          zoom: Math.min(startZoom.current, look.maxZoom),
          minZoom: MIN_ZOOM,
          maxZoom: look.maxZoom,
          // configured tiles carry their credits (compact: a button that shows them)
          attributionControl: look.attribution ? { compact: true } : false,
          // the canvas is the map's focusable, keyboard-operable region: it is named here, in the user's language
          locale: {
            'Map.Title': label,
            'NavigationControl.ZoomIn': intl.formatMessage({ id: 'map.zoomIn' }),
            'NavigationControl.ZoomOut': intl.formatMessage({ id: 'map.zoomOut' }),
          },
        });
      } catch {
        return; // no WebGL after all: the page works without the map
      }
      made = map;
      map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
      map.addControl(new LocateControl(intl.formatMessage({ id: 'map.locate' }), () => firstRef.current), 'top-right');
      if (pickable) {
        map.getCanvas().style.cursor = 'crosshair';
        map.on('click', (event) => pickRef.current?.(event.lngLat.lat, event.lngLat.lng));
      }
      map.on('load', () => {
        loaded.current = true;
        map.addSource(CIRCLES_SOURCE, { type: 'geojson', data: circlesGeoJson(circlesRef.current) });
        map.addLayer({
          id: 'vakt-circles-fill',
          type: 'fill',
          source: CIRCLES_SOURCE,
          paint: { 'fill-color': ['get', 'color'], 'fill-opacity': CIRCLE_OPACITY },
        });
        map.addLayer({
          id: 'vakt-circles-line',
          type: 'line',
          source: CIRCLES_SOURCE,
          paint: { 'line-color': ['get', 'color'], 'line-width': 1.5 },
        });
      });
      // the box may get its size after the map (a lazy chunk, a grid column): follow it
      observer = new ResizeObserver(() => map.resize());
      observer.observe(box);
      setMap(map);
    });
    return () => {
      gone = true;
      observer?.disconnect();
      markersNow.clear();
      loaded.current = false;
      setMap(null);
      made?.remove();
    };
  }, [label, intl, pickable]);

  // markers: added, moved, removed by id
  const markerKey = JSON.stringify(visible);
  useEffect(() => {
    if (!map) return;
    const current = markerRefs.current;
    const wanted = new Set(visible.map((marker) => marker.id));
    for (const [id, marker] of current)
      if (!wanted.has(id)) {
        marker.remove();
        current.delete(id);
      }
    for (const spec of visible) {
      let marker = current.get(spec.id);
      if (!marker) {
        marker = new Marker({ color: spec.color ?? '#e53e3e', draggable: Boolean(spec.draggable) })
          .setLngLat([spec.longitude, spec.latitude])
          .addTo(map);
        const element = marker.getElement();
        element.setAttribute('aria-label', spec.title);
        element.setAttribute('title', spec.title);
        const id = spec.id;
        marker.on('dragend', () => {
          const position = marker!.getLngLat();
          dragRef.current?.(id, position.lat, position.lng);
        });
        current.set(spec.id, marker);
      } else {
        marker.setLngLat([spec.longitude, spec.latitude]);
        marker.setDraggable(Boolean(spec.draggable));
        marker.getElement().setAttribute('aria-label', spec.title);
        marker.getElement().setAttribute('title', spec.title);
      }
    }
    const lead = visible[0];
    if (lead && !map.getBounds().contains([lead.longitude, lead.latitude]))
      map.jumpTo({ center: [lead.longitude, lead.latitude] });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- markerKey is the markers' content
  }, [markerKey, map]);

  // circles: one GeoJSON source, redrawn when they change
  const circleKey = JSON.stringify(circles);
  useEffect(() => {
    if (!map || !loaded.current) return;
    (map.getSource(CIRCLES_SOURCE) as GeoJSONSource | undefined)?.setData(circlesGeoJson(circles));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- circleKey is the circles' content
  }, [circleKey, map]);

  return (
    <Box position="relative" h="full" minH={minH}>
      {/* no role="img" here: maplibre puts a focusable canvas (role region) and control buttons inside */}
      <Box ref={container} w="full" h="full" minH={minH} data-testid={testId} />
      {visible.length === 0 && noLocationText && (
        <Center position="absolute" bottom="2" left="2" right="2" pointerEvents="none">
          <Text fontSize="xs" bg="bg" px="2" py="1" borderRadius="md" shadow="sm">
            {noLocationText}
          </Text>
        </Center>
      )}
    </Box>
  );
}

/**
 * The locate button: zoom 14 at the browser's position; when the browser cannot or may not tell (no
 * geolocation, refused, offline), zoom 14 at the map's first marker.
 */
export class LocateControl implements IControl {
  private container: HTMLDivElement | null = null;

  constructor(
    private readonly title: string,
    private readonly fallback: () => { latitude: number; longitude: number } | null,
  ) {}

  onAdd(map: MapLibreMap): HTMLElement {
    const container = document.createElement('div');
    container.className = 'maplibregl-ctrl maplibregl-ctrl-group';
    const button = document.createElement('button');
    button.type = 'button';
    button.title = this.title;
    button.setAttribute('aria-label', this.title);
    button.dataset.testid = 'map-locate';
    button.innerHTML =
      '<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" ' +
      'style="margin:auto;display:block" aria-hidden="true"><circle cx="12" cy="12" r="4"/>' +
      '<path d="M12 2v3M12 19v3M2 12h3M19 12h3"/></svg>';
    const goTo = (latitude: number, longitude: number) =>
      map.flyTo({ center: [longitude, latitude], zoom: LOCATE_ZOOM });
    const toFallback = () => {
      const point = this.fallback();
      if (point) goTo(point.latitude, point.longitude);
    };
    button.addEventListener('click', () => {
      if (!navigator.geolocation) return toFallback();
      navigator.geolocation.getCurrentPosition(
        (position) => goTo(position.coords.latitude, position.coords.longitude),
        toFallback,
        { timeout: 5000, maximumAge: 60_000 },
      );
    });
    container.appendChild(button);
    this.container = container;
    return container;
  }

  onRemove(): void {
    this.container?.remove();
    this.container = null;
  }
}
