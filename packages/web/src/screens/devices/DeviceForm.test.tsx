import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import '../../test/tabKit';
import type { NewDeviceScreenQuery } from './__generated__/NewDeviceScreenQuery.graphql';
import { NewDeviceScreen, newDeviceScreenQuery } from './NewDeviceScreen';
import { validateDevice } from './rules';

vi.mock('../../ui/map/VaktMap', () => ({
  VaktMap: (props: { onPick?: (latitude: number, longitude: number) => void }) => (
    <div data-testid="map">
      <button type="button" onClick={() => props.onPick?.(57.70887654321, 11.9746)}>
        click the map
      </button>
    </div>
  ),
}));

function renderNew(roles: string[] = ['ADMIN']) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NewDeviceScreenQuery>(environment, newDeviceScreenQuery, {});
  environment.mock.resolveMostRecentOperation({ data: { viewer: { id: 'viewer', roles } } });
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <NewDeviceScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: '/devices/new', routes: [{ path: '/devices/:id', element: <p>device page</p> }] },
  );
  return { ...result, environment };
}

const named = (environment: MockEnvironment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.operation.name === name);

const resolveWith = (environment: MockEnvironment, operation: OperationDescriptor, data: unknown) =>
  act(() =>
    (environment.mock as unknown as { resolve: (o: OperationDescriptor, p: unknown) => void }).resolve(operation, {
      data,
    }),
  );

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => act(() => fireEvent.change(element, { target: { value } }));
const create = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Create device' })));

const payload = (extra: Record<string, unknown>) => ({
  createDevice: { device: null, errors: [], conflict: null, existing: null, ...extra },
});

async function fillValid() {
  await screen.findByRole('form', { name: 'New device' });
  type(input('Name'), 'Grind norr');
  type(input('Location'), 'Storgatan 1');
  type(input('DALM id'), 'D-100');
}

/** A client owner from the picker (searchClients answered). */
async function pickClient(environment: MockEnvironment) {
  act(() => fireEvent.focus(screen.getByRole('combobox', { name: 'Client owner' })));
  await waitFor(() => expect(named(environment, 'UserPickersClientsQuery').length).toBeGreaterThan(0));
  for (const operation of named(environment, 'UserPickersClientsQuery'))
    resolveWith(environment, operation, {
      searchClients: [{ id: 'Q2xpZW50OjE', name: 'Kommunen', organization: null }],
    });
  const option = await screen.findByRole('option', { name: /Kommunen/ });
  act(() => fireEvent.click(option));
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('validateDevice', () => {
  const base = {
    name: 'A',
    description: '',
    location: 'B',
    latitude: '59',
    longitude: '18',
    dalmId: 'D',
    ownerId: null,
    clientId: 'c',
    viewerIsAdmin: true,
  };
  it('requires name, location, lat, lng, dalmId and an owner or client owner', () => {
    expect(validateDevice(base)).toEqual({});
    expect(
      validateDevice({ ...base, name: ' ', location: '', latitude: '', longitude: '', dalmId: '', clientId: null }),
    ).toEqual({
      name: 'REQUIRED',
      location: 'REQUIRED',
      latitude: 'REQUIRED',
      longitude: 'REQUIRED',
      dalmId: 'REQUIRED',
      ownerId: 'OWNER_REQUIRED',
    });
    expect(validateDevice({ ...base, clientId: null, ownerId: 'u' })).toEqual({});
    expect(validateDevice({ ...base, latitude: '91', longitude: 'x' })).toEqual({
      latitude: 'OUT_OF_RANGE',
      longitude: 'OUT_OF_RANGE',
    });
  });
  it('a non-admin must give the client owner', () => {
    expect(validateDevice({ ...base, viewerIsAdmin: false, clientId: null, ownerId: 'u' })).toEqual({
      clientId: 'CLIENT_REQUIRED',
    });
  });
});

describe('DeviceForm (new)', { timeout: 20_000 }, () => {
  it('starts from the defaults, keeps Save off until changed, and says every rule with its message', async () => {
    renderNew();
    await screen.findByRole('form', { name: 'New device' });
    expect(input('Latitude').value).toBe('59.3243556');
    expect(input('Longitude').value).toBe('18.0705097');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('INACTIVE');
    expect((screen.getByRole('button', { name: 'Create device' }) as HTMLButtonElement).disabled).toBe(true);
    type(input('Latitude'), '');
    create();
    expect(await screen.findByText("Enter the device's name")).toBeTruthy();
    expect(screen.getByText("Enter the device's location")).toBeTruthy();
    expect(screen.getByText('Enter the latitude')).toBeTruthy();
    expect(screen.getByText('Enter the DALM id')).toBeTruthy();
    expect(screen.getByText('Choose an owner or a client owner')).toBeTruthy();
  });

  it('a client-admin is asked for the client owner', async () => {
    renderNew(['CLIENT_ADMIN']);
    await fillValid();
    create();
    expect(await screen.findByText('Choose the client owner')).toBeTruthy();
  });

  it('a map click moves the device', async () => {
    renderNew();
    await screen.findByRole('form', { name: 'New device' });
    act(() => fireEvent.click(screen.getByText('click the map')));
    expect(input('Latitude').value).toBe('57.7088765');
    expect(input('Longitude').value).toBe('11.9746');
  });

  it('sends every field, and answers an active duplicate by offering the existing device', async () => {
    const { environment, router } = renderNew();
    await fillValid();
    await pickClient(environment);
    create();
    await waitFor(() => expect(named(environment, 'DeviceFormCreateMutation')).toHaveLength(1));
    const mutation = named(environment, 'DeviceFormCreateMutation')[0]!;
    expect(mutation.request.variables).toEqual({
      reactivate: false,
      input: {
        name: 'Grind norr',
        description: null,
        location: 'Storgatan 1',
        latitude: 59.3243556,
        longitude: 18.0705097,
        dalmId: 'D-100',
        dalmSim: null,
        dalmPasscode: null,
        clientId: 'Q2xpZW50OjE',
        ownerId: null,
        status: 'INACTIVE',
        active: false,
        testModeEnabled: false,
        testModeAutoDisableTimeoutMs: 0,
        enableClustering: false,
      },
    });
    resolveWith(
      environment,
      mutation,
      payload({ conflict: 'ACTIVE_DUPLICATE', existing: { id: 'RGV2aWNlOjc', detailId: 'RGV2aWNlOjc' } }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('A device with this DALM id exists')).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Open it' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/7'));
  });

  it('a server field error shows at its field and the typed values stay', async () => {
    const { environment } = renderNew();
    await fillValid();
    await pickClient(environment);
    create();
    await waitFor(() => expect(named(environment, 'DeviceFormCreateMutation')).toHaveLength(1));
    resolveWith(
      environment,
      named(environment, 'DeviceFormCreateMutation')[0]!,
      payload({ errors: [{ field: 'location', code: 'TOO_LONG', message: 'too long' }] }),
    );
    expect(await screen.findByText('The text is too long.')).toBeTruthy();
    expect(input('Location').getAttribute('aria-invalid')).toBe('true');
    expect(input('Name').value).toBe('Grind norr');
  });

  it('answers a deleted duplicate by asking to reactivate, then creates again with reactivate true', async () => {
    const { environment, router } = renderNew();
    await fillValid();
    await pickClient(environment);
    create();
    await waitFor(() => expect(named(environment, 'DeviceFormCreateMutation')).toHaveLength(1));
    resolveWith(
      environment,
      named(environment, 'DeviceFormCreateMutation')[0]!,
      payload({ conflict: 'DELETED_DUPLICATE' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/A deleted device with this DALM id exists. Reactivate it\?/)).toBeTruthy();
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' })));
    // the first call is answered: the pending one is the second
    await waitFor(() =>
      expect(named(environment, 'DeviceFormCreateMutation')[0]?.request.variables.reactivate).toBe(true),
    );
    const again = named(environment, 'DeviceFormCreateMutation')[0]!;
    expect(again.request.variables.reactivate).toBe(true);
    expect(again.request.variables.input.dalmId).toBe('D-100');
    resolveWith(
      environment,
      again,
      payload({
        device: {
          __typename: 'Device',
          id: 'RGV2aWNlOjk',
          detailId: 'RGV2aWNlOjk',
          name: 'Grind norr',
          description: null,
          location: 'Storgatan 1',
          latitude: 59.3243556,
          longitude: 18.0705097,
          dalmId: 'D-100',
          dalmSim: null,
          dalmPasscode: null,
          client: { id: 'Q2xpZW50OjE', name: 'Kommunen' },
          owner: null,
          status: 'INACTIVE',
          active: false,
          testModeEnabled: false,
          testModeAutoDisableTimeoutMs: 0,
          enableClustering: false,
          deleted: false,
          viewerCan: { edit: true },
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/devices/9'));
  });
});
