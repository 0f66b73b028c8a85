import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { devicePath } from './devicePath';
import { DeviceMap } from './DeviceMap';
import { OnlineDot } from './OnlineDot';
import { RelaysBadge } from './RelaysBadge';
import { TestModeField } from './TestModeField';
import { typeDigits } from '../../test/typeDigits';

vi.mock('../../ui/map/VaktMap', () => ({
  VaktMap: (props: {
    markers: unknown[];
    circles: unknown[];
    zoom?: number;
    onPick?: (latitude: number, longitude: number) => void;
    onMarkerDrag?: (id: string, latitude: number, longitude: number) => void;
  }) => (
    <div
      data-testid="map"
      data-markers={JSON.stringify(props.markers)}
      data-circles={JSON.stringify(props.circles)}
      data-zoom={props.zoom}
    >
      <button type="button" onClick={() => props.onPick?.(57.7089, 11.9746)}>
        click the map
      </button>
      <button type="button" onClick={() => props.onMarkerDrag?.('device', 55.605, 13.0038)}>
        drag the marker
      </button>
    </div>
  ),
}));

function TestModeHarness({
  initial,
  onChange,
}: {
  initial: { enabled: boolean; timeoutMs: number };
  onChange: (v: unknown) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TestModeField
        enabled={value.enabled}
        timeoutMs={value.timeoutMs}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <output data-testid="ms">{value.timeoutMs}</output>
    </>
  );
}

describe('shared device pieces', () => {
  it('says online or offline to screen readers', async () => {
    renderWithProviders(
      <>
        <OnlineDot online />
        <OnlineDot online={false} />
      </>,
    );
    expect(await screen.findByText('Online')).toBeTruthy();
    expect(screen.getByText('Offline')).toBeTruthy();
  });

  it('shows relays on, off and unknown', async () => {
    renderWithProviders(
      <>
        <RelaysBadge enabled />
        <RelaysBadge enabled={false} />
        <RelaysBadge enabled={null} />
      </>,
    );
    expect((await screen.findByText('On')).getAttribute('data-relays')).toBe('on');
    expect(screen.getByText('Off').getAttribute('data-relays')).toBe('off');
    expect(screen.getByText('Unknown').getAttribute('data-relays')).toBe('unknown');
  });

  it('builds each kind of device page path', () => {
    // a node id becomes the spec's address: the REST id, or the serial number of a hub, button or sensor
    expect(devicePath('DALM', 'RGV2aWNlOjE=')).toBe('/devices/1');
    expect(devicePath('HUB', 'RmxpY0h1YjpGSC0wMDAxMDQ')).toBe('/flic-hubs/FH-000104');
    expect(devicePath('HUB', 'h')).toBe('/flic-hubs/h');
    expect(devicePath('BUTTON', 'b')).toBe('/flic-buttons/b');
    expect(devicePath('SENSOR', 's')).toBe('/collactivate-devices/s');
  });

  it('shows the timeout only with test mode on, keeps what was typed, says the range of the unit and resets on a unit change', async () => {
    const onChange = vi.fn();
    renderWithProviders(<TestModeHarness initial={{ enabled: false, timeoutMs: 0 }} onChange={onChange} />);
    const toggle = await screen.findByRole('checkbox', { name: 'Test mode' });
    expect(screen.queryByLabelText('Turn off automatically after')).toBeNull();
    fireEvent.click(toggle);
    const amount = (await screen.findByLabelText('Turn off automatically after')) as HTMLInputElement;
    typeDigits(amount, '3');
    expect(screen.getByTestId('ms').textContent).toBe(String(3 * 3_600_000));
    // hours: 9 is out of range; it stays as typed, the device keeps the last valid value, the field says why
    typeDigits(amount, '9');
    expect(amount.value).toBe('9');
    expect(screen.getByTestId('ms').textContent).toBe(String(3 * 3_600_000));
    fireEvent.blur(amount);
    expect(screen.getByText('Enter a whole number from 0 to 4.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Time unit'), { target: { value: 'minutes' } });
    expect(screen.getByTestId('ms').textContent).toBe('0');
    expect(amount.value).toBe('0');
    typeDigits(amount, '300');
    expect(amount.value).toBe('300');
    expect(screen.getByText('Enter a whole number from 0 to 240.')).toBeTruthy();
    typeDigits(amount, '30');
    expect(amount.value).toBe('30');
    expect(onChange).toHaveBeenLastCalledWith({ enabled: true, timeoutMs: 30 * 60_000 });
    expect(screen.queryByText('Enter a whole number from 0 to 240.')).toBeNull();
  });

  it('opens a stored timeout in its unit', async () => {
    renderWithProviders(<TestModeHarness initial={{ enabled: true, timeoutMs: 90 * 60_000 }} onChange={() => {}} />);
    expect(((await screen.findByLabelText('Turn off automatically after')) as HTMLInputElement).value).toBe('90');
    expect((screen.getByLabelText('Time unit') as HTMLSelectElement).value).toBe('minutes');
  });

  it('puts the device on the map with its circles, and moves it on a click or drag', async () => {
    const onMove = vi.fn();
    renderWithProviders(
      <DeviceMap
        latitude={59.1}
        longitude={18.1}
        circles={[{ radius: 20, color: '#f00' }]}
        onMove={onMove}
        label="Hub"
      />,
    );
    const map = await screen.findByTestId('map');
    expect(JSON.parse(map.dataset.markers!)).toEqual([
      { id: 'device', latitude: 59.1, longitude: 18.1, title: 'Hub', draggable: true },
    ]);
    expect(JSON.parse(map.dataset.circles!)).toEqual([
      { id: 'circle-0', latitude: 59.1, longitude: 18.1, radiusMeters: 20, color: '#f00' },
    ]);
    expect(map.dataset.zoom).toBe('18');
    fireEvent.click(screen.getByText('click the map'));
    expect(onMove).toHaveBeenLastCalledWith(57.7089, 11.9746);
    fireEvent.click(screen.getByText('drag the marker'));
    expect(onMove).toHaveBeenLastCalledWith(55.605, 13.0038);
  });

  it('opens at the default centre without a position', async () => {
    renderWithProviders(<DeviceMap latitude={null} longitude={null} circles={[]} label="Device" />);
    const map = await screen.findByTestId('map');
    expect(JSON.parse(map.dataset.markers!)).toEqual([]);
    expect(JSON.parse(map.dataset.circles!)[0]).toMatchObject({ latitude: 59.3243556, longitude: 18.0705097 });
  });
});
