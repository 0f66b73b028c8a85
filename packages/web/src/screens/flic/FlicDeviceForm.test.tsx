import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import '../../test/tabKit';
import type { FlicHubScreenQuery } from './__generated__/FlicHubScreenQuery.graphql';
import type { NewFlicDeviceScreenQuery } from './__generated__/NewFlicDeviceScreenQuery.graphql';
import { FlicHubScreen, flicHubScreenQuery } from './FlicHubScreen';
import { NewFlicDeviceScreen, newFlicDeviceScreenQuery } from './NewFlicDeviceScreen';
import { validateFlicDevice, blankFlicDevice } from './rules';

vi.mock('../../ui/map/VaktMap', () => ({
  VaktMap: (props: { circles: unknown[]; onPick?: (latitude: number, longitude: number) => void }) => (
    <div data-testid="map" data-circles={JSON.stringify(props.circles)}>
      <button type="button" onClick={() => props.onPick?.(57.70887654321, 11.9746)}>
        click the map
      </button>
    </div>
  ),
}));

const HUB_ID = 'RmxpY0h1YjpIVUItMQ';

function renderNew(type: 'HUB' | 'BUTTON', { roles = ['ADMIN'], hub = false } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NewFlicDeviceScreenQuery>(environment, newFlicDeviceScreenQuery, {
    hubId: hub ? HUB_ID : '',
    withHub: hub,
  });
  environment.mock.resolveMostRecentOperation({
    data: {
      viewer: { id: 'viewer', roles },
      ...(hub ? { node: { __typename: 'FlicHub', id: HUB_ID, name: 'Entré hubb', serialNumber: 'HUB-1' } } : {}),
    },
  });
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <NewFlicDeviceScreen type={type} queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path: type === 'HUB' ? '/flic-hubs/new' : '/flic-buttons/new',
      routes: [
        { path: '/flic-hubs/:id', element: <p>hub page</p> },
        { path: '/flic-buttons/:id', element: <p>button page</p> },
      ],
    },
  );
  return { ...result, environment };
}

const HUB = {
  __typename: 'FlicHub',
  id: HUB_ID,
  name: 'Entré hubb',
  serialNumber: 'HUB-1',
  location: 'Storgatan 1',
  latitude: 59.1,
  longitude: 18.1,
  client: { id: 'client-1', name: 'Nacka kommun' },
  owner: null,
  testModeEnabled: false,
  testModeAutoDisableTimeoutMs: 0,
  enableClustering: false,
  deleted: false,
  isOnline: true,
  viewerCan: { edit: true, delete: true },
};

function renderHub(extra: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<FlicHubScreenQuery>(environment, flicHubScreenQuery, { id: HUB_ID });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      User: () => ({ id: 'viewer', roles: ['ADMIN'] }),
      FlicHub: () => ({ ...HUB, ...extra }),
    }),
  );
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <FlicHubScreen queryRef={queryRef} />
    </Suspense>,
    { environment, path: `/flic-hubs/${HUB_ID}`, routes: [{ path: '/flic-hubs', element: <p>hubs list</p> }] },
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
const saveEnabled = (form: HTMLElement) =>
  waitFor(() => expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
const save = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('validateFlicDevice', () => {
  it('requires name, location and coordinates in range, and a client owner from non-admins', () => {
    const blank = blankFlicDevice();
    expect(validateFlicDevice(blank, { viewerIsAdmin: true })).toEqual({ name: 'REQUIRED', location: 'REQUIRED' });
    expect(
      validateFlicDevice(
        { ...blank, name: 'a', location: 'b', latitude: '91', longitude: '' },
        { viewerIsAdmin: false },
      ),
    ).toEqual({ latitude: 'OUT_OF_RANGE', longitude: 'REQUIRED', client: 'REQUIRED' });
    expect(validateFlicDevice({ ...blank, name: 'x'.repeat(101), location: 'b' }, { viewerIsAdmin: true })).toEqual({
      name: 'TOO_LONG',
    });
  });
});

describe('New Flic device', { timeout: 30_000 }, () => {
  it('shows the spec messages for the required fields and sends nothing until they are filled', async () => {
    const { environment } = renderNew('HUB');
    const form = await screen.findByRole('form', { name: 'Flic hub' });
    const saveButton = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(saveButton.disabled).toBe(true);
    type(input('Latitude'), '');
    save();
    expect(await screen.findByText("Enter the device's name")).toBeTruthy();
    expect(screen.getByText("Enter the device's location")).toBeTruthy();
    expect(screen.getByText('Enter the latitude')).toBeTruthy();
    expect(named(environment, 'NewFlicDeviceScreenMutation')).toHaveLength(0);
    type(input('Latitude'), '200');
    expect(await screen.findByText('Latitude is a number from -90 to 90')).toBeTruthy();
  });

  it('creates a hub with the defaults of spec 3 and opens its page', async () => {
    const { environment, router } = renderNew('HUB');
    await screen.findByRole('form', { name: 'Flic hub' });
    // the range circle of a hub: 20 m
    const map = await screen.findByTestId('map');
    expect(JSON.parse(map.dataset.circles!)[0]).toMatchObject({ radiusMeters: 20 });
    expect(screen.queryByRole('checkbox', { name: 'Deleted' })).toBeNull();
    type(input('Name'), 'Entré hubb');
    type(input('Serial number'), 'HUB-9');
    type(input('Location'), 'Storgatan 1');
    save();
    await waitFor(() => expect(named(environment, 'NewFlicDeviceScreenMutation')).toHaveLength(1));
    const [mutation] = named(environment, 'NewFlicDeviceScreenMutation');
    expect(mutation!.request.variables.input).toEqual({
      type: 'HUB',
      serialNumber: 'HUB-9',
      name: 'Entré hubb',
      location: 'Storgatan 1',
      latitude: 59.3243556,
      longitude: 18.0705097,
      clientId: null,
      ownerId: null,
      hubId: null,
      testModeEnabled: false,
      testModeAutoDisableTimeoutMs: 0,
      enableClustering: false,
    });
    resolveWith(environment, mutation!, { createFlicDevice: { hub: { id: 'new-hub' }, button: null, errors: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/flic-hubs/new-hub'));
  });

  it('shows the platform field errors next to their fields and the reason in a danger alert', async () => {
    const { environment } = renderNew('HUB');
    await screen.findByRole('form', { name: 'Flic hub' });
    type(input('Name'), 'Entré hubb');
    type(input('Serial number'), 'HUB-1');
    type(input('Location'), 'Storgatan 1');
    save();
    await waitFor(() => expect(named(environment, 'NewFlicDeviceScreenMutation')).toHaveLength(1));
    resolveWith(environment, named(environment, 'NewFlicDeviceScreenMutation')[0]!, {
      createFlicDevice: {
        hub: null,
        button: null,
        errors: [
          { field: 'serialNumber', code: 'SERIAL_IN_USE', message: 'serial in use' },
          { field: 'lat', code: 'OUT_OF_RANGE', message: 'out of range' },
        ],
      },
    });
    expect((await screen.findAllByText('Another device already has this serial number')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Latitude is a number from -90 to 90').length).toBeGreaterThan(0);
    expect(screen.getByTestId('flic-form-failure').textContent).toContain('Another device already has this serial');
    // what was typed stays
    expect(input('Name').value).toBe('Entré hubb');
  });

  it('a client-admin must choose a client owner', async () => {
    const { environment } = renderNew('HUB', { roles: ['CLIENT_ADMIN'] });
    await screen.findByRole('form', { name: 'Flic hub' });
    type(input('Name'), 'Entré hubb');
    type(input('Location'), 'Storgatan 1');
    save();
    expect(await screen.findByText('Choose the client that owns the device')).toBeTruthy();
    expect(named(environment, 'NewFlicDeviceScreenMutation')).toHaveLength(0);
  });

  it('a new button under a hub (?hub=) has the hub picked, a 10 m circle, and moves with a map click', async () => {
    const { environment, router } = renderNew('BUTTON', { hub: true });
    await screen.findByRole('form', { name: 'Flic button' });
    expect(screen.getByText('Entré hubb')).toBeTruthy();
    const map = await screen.findByTestId('map');
    expect(JSON.parse(map.dataset.circles!)[0]).toMatchObject({ radiusMeters: 10 });
    act(() => fireEvent.click(screen.getByText('click the map')));
    expect(input('Latitude').value).toBe('57.7088765');
    expect(input('Longitude').value).toBe('11.9746');
    type(input('Name'), 'Reception');
    type(input('Location'), 'Entré');
    save();
    await waitFor(() => expect(named(environment, 'NewFlicDeviceScreenMutation')).toHaveLength(1));
    const [mutation] = named(environment, 'NewFlicDeviceScreenMutation');
    expect(mutation!.request.variables.input).toMatchObject({
      type: 'BUTTON',
      hubId: HUB_ID,
      latitude: 57.7088765,
      longitude: 11.9746,
    });
    resolveWith(environment, mutation!, { createFlicDevice: { hub: null, button: { id: 'new-button' }, errors: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/flic-buttons/new-button'));
  });
});

describe('Flic hub form on the hub page', { timeout: 30_000 }, () => {
  it('shows the serial read-only, saves a change and keeps Save off until the next change', async () => {
    const { environment } = renderHub();
    const form = await screen.findByRole('form', { name: 'Flic hub' });
    expect(screen.getByRole('heading', { level: 1, name: 'Entré hubb' })).toBeTruthy();
    expect(input('Serial number').readOnly).toBe(true);
    expect(input('Serial number').value).toBe('HUB-1');
    // the switch first: its change reaches the form's state a moment after the DOM (Save turning on shows it)
    act(() => fireEvent.click(within(form).getByRole('checkbox', { name: 'Clustering' })));
    await saveEnabled(form);
    type(input('Location'), 'Storgatan 2');
    save();
    await waitFor(() => expect(named(environment, 'FlicHubScreenUpdateMutation')).toHaveLength(1));
    const [mutation] = named(environment, 'FlicHubScreenUpdateMutation');
    expect(mutation!.request.variables).toMatchObject({
      id: HUB_ID,
      input: { type: 'HUB', location: 'Storgatan 2', enableClustering: true, deleted: false, clientId: 'client-1' },
    });
    expect(mutation!.request.variables.input.serialNumber).toBeUndefined();
    resolveWith(environment, mutation!, {
      updateFlicDevice: {
        hub: { ...HUB, location: 'Storgatan 2', enableClustering: true, buttons: [], battery: null },
        errors: [],
      },
    });
    expect(await screen.findByText('The device was saved')).toBeTruthy();
    await waitFor(() =>
      expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('asks before setting the deleted flag; no sends nothing, yes sends deleted true', async () => {
    const { environment } = renderHub();
    const form = await screen.findByRole('form', { name: 'Flic hub' });
    act(() => fireEvent.click(within(form).getByRole('checkbox', { name: 'Deleted' })));
    await saveEnabled(form);
    save();
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Mark the device as deleted?');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(named(environment, 'FlicHubScreenUpdateMutation')).toHaveLength(0);
    save();
    dialog = await screen.findByRole('alertdialog');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as deleted' })));
    await waitFor(() => expect(named(environment, 'FlicHubScreenUpdateMutation')).toHaveLength(1));
    expect(named(environment, 'FlicHubScreenUpdateMutation')[0]!.request.variables.input.deleted).toBe(true);
  });

  it('turning an existing deleted flag off saves without asking', async () => {
    const { environment } = renderHub({ deleted: true });
    const form = await screen.findByRole('form', { name: 'Flic hub' });
    expect(screen.getByText('Marked as deleted')).toBeTruthy();
    act(() => fireEvent.click(within(form).getByRole('checkbox', { name: 'Deleted' })));
    await saveEnabled(form);
    save();
    await waitFor(() => expect(named(environment, 'FlicHubScreenUpdateMutation')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(named(environment, 'FlicHubScreenUpdateMutation')[0]!.request.variables.input.deleted).toBe(false);
  });

  it('deletes the hub after confirming and goes to the list', async () => {
    const { environment, router } = renderHub();
    await screen.findByRole('form', { name: 'Flic hub' });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete' })));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Its buttons stay, without a hub.');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(named(environment, 'FlicDevicePageDeleteMutation')).toHaveLength(1));
    expect(named(environment, 'FlicDevicePageDeleteMutation')[0]!.request.variables).toEqual({ id: HUB_ID });
    resolveWith(environment, named(environment, 'FlicDevicePageDeleteMutation')[0]!, {
      deleteFlicDevice: { deletedId: HUB_ID },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/flic-hubs'));
  });

  it('shows the fields read-only without Save to a viewer who may not edit', async () => {
    renderHub({ viewerCan: { edit: false, delete: false } });
    await screen.findByRole('form', { name: 'Flic hub' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('has the five tabs of spec 2 in ?tab=, buttons first', async () => {
    const { router } = renderHub();
    const tabs = await screen.findByTestId('flic-tabs');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Buttons', 'Networks', 'Alert settings', 'Event log', 'Notification settings']);
    expect(within(tabs).getByRole('tab', { name: 'Buttons' }).getAttribute('aria-selected')).toBe('true');
    act(() => fireEvent.click(within(tabs).getByRole('tab', { name: 'Event log' })));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('event_log'));
    await waitFor(() =>
      expect(within(tabs).getByRole('tab', { name: 'Event log' }).getAttribute('aria-selected')).toBe('true'),
    );
  });
});
