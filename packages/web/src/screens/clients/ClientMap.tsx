import { Box, Center, Text } from '@chakra-ui/react';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl, type StyleSpecification } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { feature } from 'topojson-client';
import land110m from 'world-atlas/land-110m.json';

// In a Vite bundle maplibre cannot find its worker by itself (../shared/STACK.md).
setWorkerUrl(workerUrl);

// Offline there are no tiles: Natural Earth land (world-atlas) drawn as a local GeoJSON base layer.
type Topology = Parameters<typeof feature>[0];
const topology = land110m as unknown as Topology;
const land = feature(
  topology,
  topology.objects.land as Parameters<typeof feature>[1],
) as unknown as GeoJSON.FeatureCollection;

const STYLE: StyleSpecification = {
  version: 8,
  sources: { land: { type: 'geojson', data: land } },
  layers: [
    { id: 'water', type: 'background', paint: { 'background-color': '#dbe9f6' } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f3f1ea', 'fill-outline-color': '#a8b4c0' } },
  ],
};

// Stockholm when the client has no networks yet.
const FALLBACK: [number, number] = [18.07, 59.33];

/**
 * A point on a map: the client's centre (of its networks), or a user's position. With `onPick` a click
 * on the map places the point (the form's latitude/longitude inputs are the keyboard way to set it).
 */
export function ClientMap({
  latitude,
  longitude,
  name,
  label: labelText,
  noLocationText,
  onPick,
  testId = 'client-map',
}: {
  latitude: number | null;
  longitude: number | null;
  name: string;
  /** The map's accessible name; the client map's text by default. */
  label?: string;
  /** Shown over the map while there is no point; the client map's text by default. */
  noLocationText?: string;
  onPick?: (latitude: number, longitude: number) => void;
  testId?: string;
}) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const pickable = Boolean(onPick);
  const located = latitude !== null && longitude !== null;
  const label = labelText ?? intl.formatMessage({ id: 'clients.map.label' }, { name });
  // where the map opens; later moves of the point go through the marker effect below
  const start = useRef<[number, number] | null>(located ? [longitude, latitude] : null);

  useEffect(() => {
    if (!container.current) return;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container: container.current,
        style: STYLE,
        center: start.current ?? FALLBACK,
        zoom: start.current ? 4 : 3,
        attributionControl: false,
        // the canvas is the map's focusable, keyboard-operable region: it is named here, in the user's language
        locale: {
          'Map.Title': label,
          'Marker.Title': name,
          'NavigationControl.ZoomIn': intl.formatMessage({ id: 'clients.map.zoomIn' }),
          'NavigationControl.ZoomOut': intl.formatMessage({ id: 'clients.map.zoomOut' }),
        },
      });
    } catch {
      return; // no WebGL: the page works without the map
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    if (pickable) {
      map.getCanvas().style.cursor = 'crosshair';
      map.on('click', (event) => pickRef.current?.(event.lngLat.lat, event.lngLat.lng));
    }
    mapRef.current = map;
    // the box may get its size after the map (a lazy chunk, a grid column): follow it
    const observer = new ResizeObserver(() => map.resize());
    observer.observe(container.current);
    return () => {
      observer.disconnect();
      markerRef.current = null;
      mapRef.current = null;
      map.remove();
    };
  }, [label, name, intl, pickable]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!located) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    if (!markerRef.current)
      markerRef.current = new Marker({ color: '#e53e3e' }).setLngLat([longitude, latitude]).addTo(map);
    else markerRef.current.setLngLat([longitude, latitude]);
    if (!map.getBounds().contains([longitude, latitude])) map.jumpTo({ center: [longitude, latitude] });
  }, [latitude, longitude, located, label, name, intl, pickable]);

  return (
    <Box position="relative" h="full" minH="72">
      {/* no role="img" here: maplibre puts a focusable canvas (role region) and zoom buttons inside */}
      <Box ref={container} w="full" h="full" minH="72" data-testid={testId} />
      {!located && (
        <Center position="absolute" bottom="2" left="2" right="2" pointerEvents="none">
          <Text fontSize="xs" bg="bg" px="2" py="1" borderRadius="md" shadow="sm">
            {noLocationText ?? intl.formatMessage({ id: 'clients.map.noLocation' })}
          </Text>
        </Center>
      )}
    </Box>
  );
}
