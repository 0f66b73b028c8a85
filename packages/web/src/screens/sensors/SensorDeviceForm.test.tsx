import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { resolve, waitForOperation } from '../../test/tabKit';
import type { NewSensorDeviceScreenQuery } from './__generated__/NewSensorDeviceScreenQuery.graphql';
import type { SensorDeviceFormTestQuery } from './__generated__/SensorDeviceFormTestQuery.graphql';
import { NewSensorDeviceScreen, newSensorDeviceScreenQuery } from './NewSensorDeviceScreen';
import { SensorDeviceForm } from './SensorDeviceForm';

// the map is maplibre (WebGL): a stand-in shows what it was given and clicks like the real one
vi.mock('../../ui/map/VaktMap', () => ({
  VaktMap: (props: {
    markers: unknown[];
    circles: unknown[];
    zoom: number;
    onPick?: (latitude: number, longitude: number) => void;
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
    </div>
  ),
}));

const SENSOR_ID = 'U2Vuc29yRGV2aWNlOlNFTi0x';

const testQuery = graphql`
  query SensorDeviceFormTestQuery($id: ID!) @relay_test_operation {
    node(id: $id) {
      ... on SensorDevice @alias(as: "sensor") {
        ...SensorDeviceForm_device
      }
    }
  }
`;

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const type = (name: string, value: string) => act(() => fireEvent.change(input(name), { target: { value } }));
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const save = () => act(() => fireEvent.click(saveButton()));
/** Save turning on is the form's own answer that the change is in its state (a switch's DOM can run ahead). */
const saveEnabled = () => waitFor(() => expect(saveButton().disabled).toBe(false));

function renderNew(roles: string[] = ['ADMIN']) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NewSensorDeviceScreenQuery>(environment, newSensorDeviceScreenQuery, {});
  environment.mock.resolveMostRecentOperation({ data: { viewer: { id: 'viewer', roles } } });
  return renderWithProviders(
    <Suspense fallback="loading">
      <NewSensorDeviceScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: '/collactivate-devices/new',
      routes: [{ path: '/collactivate-devices/:id', element: <p>sensor page</p> }],
    },
  );
}

function renderEdit(sensor: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<SensorDeviceFormTestQuery>(environment, testQuery, { id: SENSOR_ID });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      SensorDevice: () => ({
        id: SENSOR_ID,
        name: 'Rökdetektor kök',
        serialNumber: 'SEN-1',
        location: 'Köket',
        latitude: 59.33,
        longitude: 18.06,
        client: { id: 'Q2xpZW50OjI', name: 'Nacka kommun' },
        owner: null,
        siaId: 'FA',
        alarmAreaName: 'Hus A',
        objectName: 'Kök',
        placement: 'Tak',
        floor: '2',
        description: 'Över spisen',
        alertRemoteCenter: 'SOS Alarm',
        sound: 'siren',
        testModeEnabled: true,
        testModeAutoDisableTimeoutMs: 2 * 3_600_000,
        enableClustering: false,
        deleted: false,
        viewerCan: { edit: true, delete: true },
        ...sensor,
      }),
    }),
  );
  function Screen() {
    const data = usePreloadedQuery<SensorDeviceFormTestQuery>(testQuery, queryRef);
    return data.node?.sensor ? <SensorDeviceForm device={data.node.sensor} viewerRoles={['ADMIN']} /> : null;
  }
  return renderWithProviders(
    <Suspense fallback="loading">
      <Screen />
    </Suspense>,
    { environment, path: `/collactivate-devices/${SENSOR_ID}` },
  );
}

describe('SensorDeviceForm', { timeout: 30_000 }, () => {
  it('a new sensor: the required fields of spec 5 are checked before anything is sent', async () => {
    const { environment } = renderNew();
    await screen.findByRole('heading', { name: 'New sensor device' });
    // an untouched form cannot be saved
    expect(saveButton().disabled).toBe(true);
    type('Floor', '1');
    await saveEnabled();
    save();
    expect(await screen.findByText('Enter the serial number')).toBeTruthy();
    expect(screen.getByText("Enter the device's name")).toBeTruthy();
    expect(screen.getByText("Enter the device's location")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    // the deleted flag exists only on an existing sensor
    expect(screen.queryByRole('checkbox', { name: 'Deleted' })).toBeNull();
  });

  it('a non-admin must choose a client owner', async () => {
    renderNew(['CLIENT_ADMIN']);
    await screen.findByRole('heading', { name: 'New sensor device' });
    type('Serial number', 'SEN-9');
    await saveEnabled();
    save();
    expect(await screen.findByText('Choose the client that owns the sensor')).toBeTruthy();
  });

  it('creates a sensor with every field and opens its page; the map shows the three alarm zones', async () => {
    const { environment, router } = renderNew();
    await screen.findByRole('heading', { name: 'New sensor device' });
    const map = await screen.findByTestId('map');
    expect(map.getAttribute('data-zoom')).toBe('18');
    type('Serial number', ' SEN-2 ');
    type('Name', 'Rökdetektor hall');
    type('Location', 'Hallen');
    type('SIA id', 'FA');
    type('Alarm area name', 'Hus B');
    type('Object name', 'Hall');
    type('Placement', 'Tak');
    type('Floor', '1');
    type('Alert remote center', 'SOS Alarm');
    type('Description', 'Vid ytterdörren');
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Sound' }), { target: { value: 'siren' } }));
    act(() => fireEvent.click(screen.getByText('click the map')));
    await waitFor(() => expect(input('Latitude').value).toBe('57.7089'));
    const circles = JSON.parse(screen.getByTestId('map').getAttribute('data-circles')!) as {
      radiusMeters: number;
      color: string;
    }[];
    expect(circles.map((circle) => circle.radiusMeters)).toEqual([50, 25, 15]);
    save();
    const create = await waitForOperation(environment, 'SensorDeviceFormCreateMutation');
    expect(create.request.variables.input).toEqual({
      serialNumber: 'SEN-2',
      name: 'Rökdetektor hall',
      location: 'Hallen',
      latitude: 57.7089,
      longitude: 11.9746,
      clientId: null,
      ownerId: null,
      siaId: 'FA',
      alarmAreaName: 'Hus B',
      objectName: 'Hall',
      placement: 'Tak',
      floor: '1',
      description: 'Vid ytterdörren',
      alertRemoteCenter: 'SOS Alarm',
      sound: 'siren',
      testModeEnabled: false,
      testModeAutoDisableTimeoutMs: 0,
      enableClustering: false,
    });
    resolve(environment, {
      createSensorDevice: {
        device: { __typename: 'SensorDevice', id: 'U2Vuc29yRGV2aWNlOlNFTi0y' },
        errors: [],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/collactivate-devices/SEN-2'));
  });

  it("the platform's refusal shows at its field and what was typed stays", async () => {
    const { environment } = renderNew();
    await screen.findByRole('heading', { name: 'New sensor device' });
    type('Serial number', 'SEN-1');
    type('Name', 'Dubblett');
    type('Location', 'Källaren');
    save();
    await waitForOperation(environment, 'SensorDeviceFormCreateMutation');
    resolve(environment, {
      createSensorDevice: {
        device: null,
        errors: [{ field: 'serialNumber', code: 'SERIAL_IN_USE', message: 'serial in use' }],
      },
    });
    expect(await screen.findByText('Another device already has this serial number')).toBeTruthy();
    expect(input('Name').value).toBe('Dubblett');
  });

  it('an existing sensor: serial read-only, test-mode timeout shown, Save sends the changes', async () => {
    const { environment } = renderEdit();
    expect((await screen.findByRole('textbox', { name: /^Serial number/ })).hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('The serial number stays as created.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Turn off automatically after' }) as HTMLInputElement).value).toBe('2');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    type('Floor', '3');
    await saveEnabled();
    save();
    const update = await waitForOperation(environment, 'SensorDeviceFormUpdateMutation');
    expect(update.request.variables.id).toBe(SENSOR_ID);
    expect(update.request.variables.input).toMatchObject({
      floor: '3',
      clientId: 'Q2xpZW50OjI',
      testModeEnabled: true,
      testModeAutoDisableTimeoutMs: 7_200_000,
      deleted: false,
    });
    expect(update.request.variables.input).not.toHaveProperty('serialNumber');
    resolve(environment, {
      updateSensorDevice: {
        device: { __typename: 'SensorDevice', id: SENSOR_ID, name: 'Rökdetektor kök', deleted: false, floor: '3' },
        errors: [],
      },
    });
    expect(await screen.findByText('Sensor device saved')).toBeTruthy();
  });

  it('setting the deleted flag asks first; cancelling sends nothing, confirming saves deleted', async () => {
    const { environment } = renderEdit();
    const flag = await screen.findByRole('checkbox', { name: 'Deleted' });
    act(() => fireEvent.click(flag));
    await saveEnabled();
    save();
    let dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText(/Rökdetektor kök will leave the lists/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    save();
    dialog = await screen.findByTestId('confirm-dialog');
    const confirm = within(dialog)
      .getAllByRole('button')
      .find((button) => button.textContent !== 'Cancel' && button.textContent !== '')!;
    act(() => fireEvent.click(confirm));
    const update = await waitForOperation(environment, 'SensorDeviceFormUpdateMutation');
    expect(update.request.variables.input).toMatchObject({ deleted: true });
  });
});
