import { lazy, Suspense } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

const VaktMap = lazy(() => import('../../ui/map/VaktMap').then((module) => ({ default: module.VaktMap })));

/** Where a device map opens without a position, and the zoom it opens at (spec 002 section 3). */
export const DEVICE_DEFAULT_CENTRE = { latitude: 59.3243556, longitude: 18.0705097 } as const;
export const DEVICE_MAP_ZOOM = 18;

export interface DeviceMapCircle {
  /** Metres. */
  radius: number;
  color: string;
}

/**
 * A device's position on the shared map, with its range circles (hub 20 m, button 10 m, sensor alarm
 * zones). With `onMove` a click on the map or a drag of the marker moves the device.
 */
export function DeviceMap({
  latitude,
  longitude,
  circles,
  onMove,
  label,
}: {
  latitude: number | null;
  longitude: number | null;
  circles: { radius: number; color: string }[];
  onMove?: (lat: number, lng: number) => void;
  label: string;
}) {
  const intl = useIntl();
  const located = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude);
  const point = located ? { latitude, longitude } : DEVICE_DEFAULT_CENTRE;
  return (
    <Box borderRadius="md" overflow="hidden" borderWidth="1px" minH="72" h="full">
      <Suspense fallback={<Spinner m="4" />}>
        <VaktMap
          label={label}
          markers={
            located
              ? [
                  {
                    id: 'device',
                    latitude: point.latitude,
                    longitude: point.longitude,
                    title: label,
                    draggable: Boolean(onMove),
                  },
                ]
              : []
          }
          circles={
            located
              ? circles.map((circle, index) => ({
                  id: `circle-${index}`,
                  latitude: point.latitude,
                  longitude: point.longitude,
                  radiusMeters: circle.radius,
                  color: circle.color,
                }))
              : // the map opens where its first marker or circle is: an empty circle puts it at the device default
                [{ id: 'centre', ...DEVICE_DEFAULT_CENTRE, radiusMeters: 0, color: 'transparent' }]
          }
          zoom={DEVICE_MAP_ZOOM}
          noLocationText={intl.formatMessage({ id: 'device.map.noLocation' })}
          onPick={onMove}
          onMarkerDrag={onMove ? (_id, lat, lng) => onMove(lat, lng) : undefined}
          testId="device-map"
        />
      </Suspense>
    </Box>
  );
}
