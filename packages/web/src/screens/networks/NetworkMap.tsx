import { Box, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { rangeColor } from '../../ui/map/geometry';
import type { NetworkMap_network$key } from './__generated__/NetworkMap_network.graphql';

// maplibre is large: its own chunk, loaded after the page data
const VaktMap = lazy(() => import('../../ui/map/VaktMap').then((module) => ({ default: module.VaktMap })));

/** The zoom the network page's map opens at (the offline base layer stops sooner: ui/map/mapSource.ts). */
export const NETWORK_MAP_ZOOM = 11;

/**
 * The network page's map (spec 001 "Maps"): the network's marker and, when its notification range is on,
 * the range circle in the colour of its type. The header lists the address and coordinates as text.
 */
export function NetworkMap({ network: networkRef }: { network: NetworkMap_network$key }) {
  const intl = useIntl();
  const network = useFragment(
    graphql`
      fragment NetworkMap_network on Network {
        name
        type
        latitude
        longitude
        settings {
          enableNotificationRange
          notificationRange
        }
      }
    `,
    networkRef,
  );
  const { latitude, longitude } = network;
  const located = latitude !== null && latitude !== undefined && longitude !== null && longitude !== undefined;
  const range =
    network.settings.enableNotificationRange && network.settings.notificationRange > 0
      ? network.settings.notificationRange
      : null;
  const markers = useMemo(
    () => (located ? [{ id: 'network', latitude, longitude, title: network.name }] : []),
    [located, latitude, longitude, network.name],
  );
  const circles = useMemo(
    () =>
      located && range
        ? [{ id: 'range', latitude, longitude, radiusMeters: range, color: rangeColor(network.type) }]
        : [],
    [located, latitude, longitude, range, network.type],
  );
  return (
    <Box minH="72" h="full" borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg">
      <Suspense fallback={<Spinner m="4" />}>
        <VaktMap
          label={intl.formatMessage({ id: 'networks.screen.map.label' }, { name: network.name })}
          markers={markers}
          circles={circles}
          zoom={NETWORK_MAP_ZOOM}
          noLocationText={intl.formatMessage({ id: 'networks.screen.locationNotSet' })}
          testId="network-page-map"
        />
      </Suspense>
    </Box>
  );
}
