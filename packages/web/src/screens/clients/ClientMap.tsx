import { useIntl } from 'react-intl';
import { VaktMap } from '../../ui/map/VaktMap';

/**
 * A point on a map: the client's centre (of its networks), or a user's position. With `onPick` a click
 * on the map places the point (the form's latitude/longitude inputs are the keyboard way to set it).
 * The shared map (src/ui/map) with one marker.
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
  const located = latitude !== null && longitude !== null;
  return (
    <VaktMap
      label={labelText ?? intl.formatMessage({ id: 'clients.map.label' }, { name })}
      markers={located ? [{ id: 'point', latitude, longitude, title: name }] : []}
      noLocationText={noLocationText ?? intl.formatMessage({ id: 'clients.map.noLocation' })}
      onPick={onPick}
      testId={testId}
    />
  );
}
