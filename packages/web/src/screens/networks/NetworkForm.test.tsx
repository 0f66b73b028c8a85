import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, type MockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import type { NewNetworkScreenQuery } from './__generated__/NewNetworkScreenQuery.graphql';
import { NewNetworkScreen, newNetworkScreenQuery } from './NewNetworkScreen';

// the map is maplibre (WebGL): a stand-in shows what it was given and clicks like the real one
vi.mock('../../ui/map/VaktMap', () => ({
  VaktMap: (props: {
    markers: unknown[];
    circles: unknown[];
    onPick?: (latitude: number, longitude: number) => void;
    onMarkerDrag?: (id: string, latitude: number, longitude: number) => void;
  }) => (
    <div data-testid="map" data-markers={JSON.stringify(props.markers)} data-circles={JSON.stringify(props.circles)}>
      <button type="button" onClick={() => props.onPick?.(57.7089, 11.9746)}>
        click the map
      </button>
      <button type="button" onClick={() => props.onMarkerDrag?.('network', 55.605, 13.0038)}>
        drag the marker
      </button>
    </div>
  ),
}));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function renderNew({
  roles = ['ADMIN'],
  client = null,
  geocoder = 'OFFLINE_GAZETTEER',
}: { roles?: string[]; client?: { id: string; name: string } | null; geocoder?: string } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<NewNetworkScreenQuery>(environment, newNetworkScreenQuery, {
    clientId: client?.id ?? '',
    withClient: Boolean(client),
  });
  environment.mock.resolveMostRecentOperation({
    data: {
      viewer: { id: 'viewer', roles },
      geocoder: { kind: geocoder },
      ...(client ? { client: { __typename: 'Client', id: client.id, name: client.name } } : {}),
    },
  });
  const path = client ? `/clients/${client.id}/networks/new` : '/networks/new';
  const result = renderWithProviders(
    <Suspense fallback="loading">
      <NewNetworkScreen queryRef={queryRef} />
    </Suspense>,
    {
      environment,
      path,
      routes: [
        { path: '/networks/:id', element: <p>network page</p> },
        { path: '/clients/:id', element: <p>client page</p> },
      ],
    },
  );
  return { ...result, environment };
}

const named = (environment: MockEnvironment, name: string): OperationDescriptor | undefined =>
  environment.mock.getAllOperations().find((operation) => operation.request.node.operation.name === name);

/** relay-test-utils' mock.resolve (the shared type declaration leaves it out). */
const resolveOperation = (environment: MockEnvironment, operation: OperationDescriptor, payload: unknown) =>
  (environment.mock as unknown as { resolve: (operation: OperationDescriptor, payload: unknown) => void }).resolve(
    operation,
    payload,
  );

async function waitForOperation(environment: MockEnvironment, name: string) {
  let found: OperationDescriptor | undefined;
  await waitFor(() => {
    found = named(environment, name);
    expect(found, name).toBeTruthy();
  });
  return found!;
}

const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const addressInput = () => screen.getByRole('combobox', { name: /^Address/ }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) => act(() => fireEvent.change(element, { target: { value } }));
const save = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const locationStatus = () => screen.getByTestId('location-status').textContent;
const clickMap = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'click the map' })));
const chooseLogo = (files: File[]) =>
  act(() => fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files } }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('NetworkForm (new)', { timeout: 20_000 }, () => {
  it('shows the owner-or-client rule before saving, and every rule on Save', async () => {
    renderNew();
    expect((await screen.findByTestId('owner-or-client-rule')).textContent).toBe(
      'An owner or a client is required (or both).',
    );
    // nowhere by default: no coordinates, no marker, said as such (not a silent Stockholm)
    expect(input('Latitude').value).toBe('');
    expect(input('Longitude').value).toBe('');
    expect(locationStatus()).toBe('Location not set');
    expect(JSON.parse((await screen.findByTestId('map')).dataset.markers!)).toEqual([]);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    type(input('Name'), 'N');
    save();
    expect(
      await screen.findByText('Set the location: pick an address suggestion, click the map or type the coordinates.'),
    ).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy(); // the address
    expect(screen.getAllByText('Pick an owner or a client.')).toHaveLength(2);
    type(input('Latitude'), '95');
    type(input('Longitude'), '18');
    expect(await screen.findByText('Latitude must be a number between -90 and 90.')).toBeTruthy();
    expect(input('Name').value).toBe('N');
  });

  it('a client-admin must pick one of its clients', async () => {
    renderNew({ roles: ['CLIENT_ADMIN'] });
    expect((await screen.findByTestId('owner-or-client-rule')).textContent).toBe(
      'Pick one of your clients; the owner is optional.',
    );
    type(input('Name'), 'Skolor');
    save();
    expect(await screen.findAllByText('Pick an owner or a client.')).toHaveLength(2);
  });

  it('counts the description up to 300 characters', async () => {
    renderNew();
    const description = (await screen.findByRole('textbox', { name: 'Description' })) as HTMLTextAreaElement;
    type(description, 'Hemtjänst');
    expect(screen.getByTestId('description-counter').textContent).toBe('9 / 300');
    expect(description.maxLength).toBe(300);
  });

  it('takes only a JPEG or PNG logo of at most 5 MB, with the spec messages, and previews it', async () => {
    renderNew();
    await screen.findByTestId('logo-status');
    expect(screen.getByTestId('logo-status').textContent).toBe('No file selected');
    chooseLogo([new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })]);
    expect(await screen.findByText('Only JPEG and PNG are allowed')).toBeTruthy();
    const big = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    chooseLogo([big]);
    expect(await screen.findByText('Max file size is 5MB')).toBeTruthy();
    expect(screen.queryByText('Only JPEG and PNG are allowed')).toBeNull();
    chooseLogo([]);
    await waitFor(() => expect(screen.getAllByText('No file selected')).toHaveLength(2));
    chooseLogo([new File([PNG], 'logo.png', { type: 'image/png' })]);
    expect(((await screen.findByRole('img', { name: 'Logo preview' })) as HTMLImageElement).src).toBe(
      'blob:logo-preview',
    );
    expect(screen.getByTestId('logo-status').textContent).toBe('logo.png');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Remove logo' })));
    expect(screen.queryByRole('img', { name: 'Logo preview' })).toBeNull();
  });

  it('geocodes a typed address (300 ms after typing) and fills the coordinates from the picked suggestion', async () => {
    const { environment } = renderNew();
    await screen.findByTestId('owner-or-client-rule');
    type(addressInput(), 'Storg');
    type(addressInput(), 'Storgatan 1');
    const operation = await waitForOperation(environment, 'geocodingAddressQuery');
    // one request, for the text as it stood when the typing stopped
    expect(
      environment.mock.getAllOperations().filter((op) => op.request.node.operation.name === 'geocodingAddressQuery'),
    ).toHaveLength(1);
    expect(operation.request.variables).toEqual({ address: 'Storgatan 1', language: 'EN' });
    act(() =>
      resolveOperation(environment, operation, {
        data: {
          geocode: [
            { label: 'Storgatan 1, Nacka, Sverige', latitude: 59.310417, longitude: 18.163889, precision: 'ADDRESS' },
            { label: 'Storgatan 1, Umeå, Sverige', latitude: 63.8258, longitude: 20.263, precision: 'ADDRESS' },
          ],
        },
      }),
    );
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    // each suggestion says how precise it is
    act(() => fireEvent.click(within(listbox).getByRole('option', { name: 'Storgatan 1, Umeå, Sverige Address' })));
    // as precise as what was typed: the match's address replaces it
    expect(addressInput().value).toBe('Storgatan 1, Umeå, Sverige');
    expect(input('Latitude').value).toBe('63.8258');
    expect(input('Longitude').value).toBe('20.263');
    expect(locationStatus()).toBe('Precision: Address');
    expect(screen.queryByRole('listbox', { name: 'Address suggestions' })).toBeNull();
    expect(JSON.parse(screen.getByTestId('map').dataset.markers!)).toMatchObject([
      { latitude: 63.8258, longitude: 20.263, draggable: true },
    ]);
  });

  it('a city-level suggestion sets the coordinates and keeps the typed street address; the offline note says why', async () => {
    const { environment } = renderNew();
    await screen.findByTestId('owner-or-client-rule');
    expect(screen.getByTestId('geocoder-note').textContent).toBe(
      'City-level only: set GEOCODER_URL for street addresses',
    );
    type(addressInput(), 'Drottninggatan 1, Stockholm');
    const operation = await waitForOperation(environment, 'geocodingAddressQuery');
    act(() =>
      resolveOperation(environment, operation, {
        data: {
          geocode: [{ label: 'Stockholm, Sweden', latitude: 59.32938, longitude: 18.06871, precision: 'CITY' }],
        },
      }),
    );
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    act(() => fireEvent.click(within(listbox).getByRole('option', { name: 'Stockholm, Sweden City' })));
    expect(addressInput().value).toBe('Drottninggatan 1, Stockholm');
    expect(input('Latitude').value).toBe('59.32938');
    expect(input('Longitude').value).toBe('18.06871');
    expect(locationStatus()).toBe(
      'Precision: City. The coordinates are those of Stockholm, Sweden; the address you typed is kept.',
    );
    expect(JSON.parse(screen.getByTestId('map').dataset.markers!)).toMatchObject([
      { latitude: 59.32938, longitude: 18.06871 },
    ]);
  });

  it('with a street-level geocoder there is no city-level note', async () => {
    renderNew({ geocoder: 'NOMINATIM' });
    await screen.findByTestId('owner-or-client-rule');
    expect(screen.queryByTestId('geocoder-note')).toBeNull();
  });

  it('a click or a drag on the map, or typed coordinates, move the point and never the address', async () => {
    const { environment } = renderNew();
    await screen.findByTestId('owner-or-client-rule');
    type(addressInput(), 'Vasagatan 7, Göteborg');
    act(() => fireEvent.keyDown(addressInput(), { key: 'Escape' }));

    clickMap();
    expect(input('Latitude').value).toBe('57.7089');
    expect(input('Longitude').value).toBe('11.9746');
    expect(locationStatus()).toBe("Point set by handUse this place's address");
    act(() => fireEvent.click(screen.getByRole('button', { name: 'drag the marker' })));
    expect(input('Latitude').value).toBe('55.605');
    type(input('Latitude'), '59.8586');
    type(input('Longitude'), '17.6389');
    expect(JSON.parse(screen.getByTestId('map').dataset.markers!)).toMatchObject([
      { latitude: 59.8586, longitude: 17.6389 },
    ]);
    // nothing asked the geocoder for the point: the address is what was typed
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(named(environment, 'geocodingReverseQuery')).toBeUndefined();
    expect(addressInput().value).toBe('Vasagatan 7, Göteborg');

    // only the explicit action takes the nearest place's address
    act(() => fireEvent.click(screen.getByRole('button', { name: "Use this place's address" })));
    const reverse = await waitForOperation(environment, 'geocodingReverseQuery');
    expect(reverse.request.variables).toEqual({ latitude: 59.8586, longitude: 17.6389, language: 'EN' });
    act(() =>
      resolveOperation(environment, reverse, {
        data: {
          reverseGeocode: { label: 'Uppsala, Sverige', latitude: 59.85882, longitude: 17.63889, precision: 'CITY' },
        },
      }),
    );
    await waitFor(() => expect(addressInput().value).toBe('Uppsala, Sverige'));
    // the point stays where it was put
    expect(input('Latitude').value).toBe('59.8586');
    expect(locationStatus()).toBe(
      'Point set by hand; the address is that of the nearest known place (precision: City)',
    );
  });

  it('draws the range preview in the colour of the network type', async () => {
    renderNew();
    await screen.findByTestId('owner-or-client-rule');
    expect(JSON.parse((await screen.findByTestId('map')).dataset.circles!)).toEqual([]);
    expect(screen.getByTestId('range-value').textContent).toBe('Off');
    clickMap(); // the circle is drawn around the network's point
    const slider = screen.getByRole('slider', { name: 'Range on the map' });
    expect(slider.getAttribute('aria-valuemin')).toBe('0.01');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    act(() => slider.focus());
    act(() => fireEvent.keyDown(slider, { key: 'End' }));
    await waitFor(() => expect(screen.getByTestId('range-value').textContent).toBe('100 km'));
    act(() => fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'PRIVATE' } }));
    expect(JSON.parse(screen.getByTestId('map').dataset.circles!)).toMatchObject([
      { radiusMeters: 100_000, color: '#E64A19' },
    ]);
  });

  it('from a client: creates, uploads the logo (PUT with its type), attaches it, returns to the client', async () => {
    const puts: { url: string; type: string | null; method: string }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      puts.push({
        url: String(url),
        method: init?.method ?? 'GET',
        type: new Headers(init?.headers).get('content-type'),
      });
      return new Response(null, { status: 201 });
    });
    const { environment, router } = renderNew({ client: { id: 'client-1', name: 'Nacka kommun' } });
    expect(await screen.findByText(/For the client Nacka kommun/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Client' }).textContent).toContain('Nacka kommun');
    type(input('Name'), 'Nacka hemtjänst');
    type(input('Description'), 'Larm för hemtjänsten');
    type(addressInput(), 'Storgatan 1, Nacka');
    clickMap();
    chooseLogo([new File([PNG], 'logo.png', { type: 'image/png' })]);
    await screen.findByRole('img', { name: 'Logo preview' });
    save();
    const create = await waitForOperation(environment, 'NetworkFormCreateMutation');
    expect(create.request.variables.input).toEqual({
      name: 'Nacka hemtjänst',
      type: 'PUBLIC',
      description: 'Larm för hemtjänsten',
      address: 'Storgatan 1, Nacka',
      latitude: 57.7089,
      longitude: 11.9746,
      ownerId: null,
      clientId: 'client-1',
    });
    act(() =>
      resolveOperation(environment, create, {
        data: { createNetwork: { network: { id: 'net-1', __typename: 'Network' }, errors: [] } },
      }),
    );
    const request = await waitForOperation(environment, 'NetworkFormLogoMutation');
    expect(request.request.variables).toEqual({
      id: 'net-1',
      input: { filename: 'logo.png', size: PNG.length, contentType: 'image/png' },
    });
    act(() =>
      resolveOperation(environment, request, {
        data: {
          requestNetworkLogoUpload: {
            upload: { url: '/uploads/abc', uploadId: 'upload-7', expiresAt: '2026-11-24T02:00:00Z' },
            errors: [],
          },
        },
      }),
    );
    const update = await waitForOperation(environment, 'NetworkFormUpdateMutation');
    expect(puts).toEqual([{ url: '/uploads/abc', method: 'PUT', type: 'image/png' }]);
    expect(update.request.variables).toMatchObject({
      id: 'net-1',
      input: { logoUploadId: 'upload-7', name: 'Nacka hemtjänst' },
    });
    act(() =>
      resolveOperation(environment, update, {
        data: { updateNetwork: { network: { id: 'net-1', __typename: 'Network' }, errors: [] } },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/client-1'));
    expect(router.state.location.search).toBe('?tab=networks');
    expect(await screen.findByText('The network was saved.')).toBeTruthy();
  });

  it('says "Failed to load the icon" when the PUT is not 200 or 201; the new network still opens', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
    const { environment, router } = renderNew({ roles: ['ADMIN'] });
    await screen.findByTestId('owner-or-client-rule');
    type(input('Name'), 'Skolor');
    type(addressInput(), 'Skolgatan 2');
    clickMap();
    // an admin may give only an owner
    act(() => fireEvent.focus(screen.getByRole('combobox', { name: 'Owner' })));
    const users = await waitForOperation(environment, 'PickersUsersQuery');
    act(() =>
      resolveOperation(environment, users, {
        data: { searchUsers: [{ id: 'user-3', displayName: 'Astrid Lindqvist', email: 'astrid@vakt.test' }] },
      }),
    );
    const owner = await screen.findByRole('option', { name: /Astrid Lindqvist/ });
    act(() => fireEvent.click(owner));
    chooseLogo([new File([PNG], 'logo.png', { type: 'image/png' })]);
    await screen.findByRole('img', { name: 'Logo preview' });
    save();
    const create = await waitForOperation(environment, 'NetworkFormCreateMutation');
    expect(create.request.variables.input).toMatchObject({ ownerId: 'user-3', clientId: null });
    act(() =>
      resolveOperation(environment, create, {
        data: { createNetwork: { network: { id: 'net-2', __typename: 'Network' }, errors: [] } },
      }),
    );
    const request = await waitForOperation(environment, 'NetworkFormLogoMutation');
    act(() =>
      resolveOperation(environment, request, {
        data: {
          requestNetworkLogoUpload: {
            upload: { url: '/uploads/def', uploadId: 'upload-8', expiresAt: '2026-11-24T02:00:00Z' },
            errors: [],
          },
        },
      }),
    );
    expect(await screen.findByText('Failed to load the icon')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/networks/net-2'));
    expect(named(environment, 'NetworkFormUpdateMutation')).toBeUndefined();
  });

  it('shows the platform field errors next to their fields and keeps what was typed', async () => {
    const { environment } = renderNew({ client: { id: 'client-1', name: 'Nacka kommun' } });
    await screen.findByTestId('owner-or-client-rule');
    type(input('Name'), 'Nacka');
    type(addressInput(), 'Storgatan 1');
    clickMap();
    save();
    const create = await waitForOperation(environment, 'NetworkFormCreateMutation');
    act(() =>
      resolveOperation(environment, create, {
        data: {
          createNetwork: {
            network: null,
            errors: [
              { field: 'clientId', code: 'NOT_FOUND', message: 'Client not found.' },
              { field: 'lat', code: 'OUT_OF_RANGE', message: 'Out of range.' },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('This client is not one of yours.')).toBeTruthy();
    expect(screen.getByText('Latitude must be a number between -90 and 90.')).toBeTruthy();
    expect(await screen.findByText('Oups! Something went wrong. Contact support for help.')).toBeTruthy();
    expect(input('Name').value).toBe('Nacka');
    expect(addressInput().value).toBe('Storgatan 1');
  });

  it('answers a Swedish console in Swedish and asks the geocoder in Swedish', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<NewNetworkScreenQuery>(environment, newNetworkScreenQuery, {
      clientId: '',
      withClient: false,
    });
    environment.mock.resolveMostRecentOperation({
      data: { viewer: { id: 'viewer', roles: ['ADMIN'] }, geocoder: { kind: 'OFFLINE_GAZETTEER' } },
    });
    renderWithProviders(
      <Suspense fallback="loading">
        <NewNetworkScreen queryRef={queryRef} />
      </Suspense>,
      { environment, language: 'sv', path: '/networks/new' },
    );
    expect(await screen.findByRole('heading', { name: 'Nytt nätverk' })).toBeTruthy();
    chooseLogo([new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })]);
    expect(await screen.findByText('Endast JPEG och PNG är tillåtna')).toBeTruthy();
    expect(screen.getByTestId('location-status').textContent).toBe('Platsen är inte angiven');
    expect(screen.getByTestId('geocoder-note').textContent).toBe('Endast ortnivå: ange GEOCODER_URL för gatuadresser');
    type(screen.getByRole('combobox', { name: /^Adress/ }), 'Drottninggatan');
    const operation = await waitForOperation(environment, 'geocodingAddressQuery');
    expect(operation.request.variables).toMatchObject({ language: 'SV' });
  });
});
