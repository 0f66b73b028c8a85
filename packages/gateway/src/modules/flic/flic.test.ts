import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';

// The seed: clientadmin@vakt.test administers client 2 only; client 5 is another organization's client.
const CLIENT_2 = toGlobalId('Client', 2);
const CLIENT_5 = toGlobalId('Client', 5);

const SHARED = `id kind name serialNumber location latitude longitude client { id name } owner { id }
  testModeEnabled testModeAutoDisableTimeoutMs testModeExpiresAt enableClustering deleted isOnline
  lastReceivedSignalAt relaysCount relaysEnabled createdAt hasIngestKey viewerCan { edit delete }`;
const PRESS =
  'pressSettings { press usePolicySettings useHubSettings alertType selectedNetworks { id name } title description sound }';
const HUB_FIELDS = `${SHARED} firmwareVersion battery activeDisconnect connected ready wifi ethernet buttonCount`;
const BUTTON_FIELDS = `${SHARED} firmwareVersion battery activeDisconnect connected ready lastPing hub { id name serialNumber }`;

const PAYLOAD = `hub { ${HUB_FIELDS} buttons { id name } } button { ${BUTTON_FIELDS} } errors { field code message }`;
const CREATE = `mutation ($input: FlicDeviceInput!) { createFlicDevice(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $input: FlicDeviceInput!) { updateFlicDevice(id: $id, input: $input) { ${PAYLOAD} } }`;
const DELETE = 'mutation ($id: ID!) { deleteFlicDevice(id: $id) { deletedId } }';
const PRESS_SETTINGS = `mutation ($id: ID!, $input: PressSettingsInput!) {
  updatePressSettings(id: $id, input: $input) { hub { id ${PRESS} } button { id ${PRESS} } errors { field code } }
}`;
const ADD_NETWORKS = `mutation ($id: ID!, $networkIds: [ID!]!) {
  addDeviceNetworks(id: $id, networkIds: $networkIds) { device { id } errors { field code } }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename id ... on FlicHub { name } ... on FlicButton { name } } }`;
const HUBS = `query ($search: String, $orderBy: FlicDeviceOrder) {
  flicHubs(first: 20, search: $search, orderBy: $orderBy) { totalCount edges { node { ${HUB_FIELDS} } } }
}`;
const BUTTONS = `query ($search: String, $hubId: ID, $orderBy: FlicDeviceOrder) {
  flicButtons(first: 20, search: $search, hubId: $hubId, orderBy: $orderBy) { totalCount edges { node { ${BUTTON_FIELDS} } } }
}`;

/** What the hub's page asks for: the hub, its buttons, press settings, alerts and the AlarmDevice tabs. */
const HUB_PAGE = `query ($id: ID!) {
  node(id: $id) {
    ... on FlicHub {
      ${HUB_FIELDS}
      buttons { id name battery lastPing isOnline }
      ${PRESS}
      alerts(first: 50) { totalCount edges { node { id alarmType title press alarmDate active device { id name } } } }
      networks(first: 50) { totalCount edges { node { id name } } }
      logs(first: 50) { totalCount }
      notificationSettings { type email push }
    }
  }
}`;

let sequence = 0;
const uniqueSerial = (prefix: string) =>
  `${prefix}-GW${Date.now().toString(36)}${(sequence++).toString(36)}`.toUpperCase();

const flicInput = (type: 'HUB' | 'BUTTON', extra: Record<string, unknown> = {}) => ({
  type,
  serialNumber: uniqueSerial(type === 'HUB' ? 'H' : 'B'),
  name: `GW ${type.toLowerCase()} ${sequence++}`,
  location: 'Drottninggatan 1, Stockholm',
  latitude: 59.33,
  longitude: 18.06,
  clientId: CLIENT_2,
  testModeEnabled: false,
  testModeAutoDisableTimeoutMs: 0,
  enableClustering: false,
  ...extra,
});

const pressInput = (extra: Record<string, unknown> = {}) => ({
  usePolicySettings: false,
  useHubSettings: false,
  alertType: 'NETWORK_ALERT',
  selectedNetworkIds: [],
  title: null,
  description: null,
  sound: null,
  ...extra,
});

describe('Flic hubs and buttons: lists, node(), the hub page, every Flic mutation', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;
  let networkIds: { id: string; name: string }[];

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  const ok = async (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) => {
    const answer = await graphql(query, variables, accessToken);
    // An upstream failure shows as "Unexpected error.": the gateway's log says which call.
    expect(
      answer.errors,
      suite.stack.gateway.logs.filter((line) => line.startsWith('error')).join('\n'),
    ).toBeUndefined();
    return answer.data;
  };

  const create = async (type: 'HUB' | 'BUTTON', extra: Record<string, unknown> = {}, token = suite.accessToken) => {
    const { createFlicDevice } = await ok(CREATE, { input: flicInput(type, extra) }, token);
    expect(createFlicDevice.errors).toEqual([]);
    return type === 'HUB' ? createFlicDevice.hub : createFlicDevice.button;
  };

  /** The platform's id of a device, for arranging its alerts. */
  const deviceRestId = async (serial: string) => {
    const rows = await suite.stack.platform.db.query<{ id: number }>(
      'SELECT id FROM devices WHERE serial_number = $1',
      [serial],
    );
    return rows[0]!.id;
  };

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    const data = await ok(
      `query ($id: ID!) { node(id: $id) { ... on Client { networks(first: 3) { edges { node { network { id name } } } } } } }`,
      { id: CLIENT_2 },
    );
    networkIds = data.node.networks.edges.map((edge: any) => edge.node.network);
    expect(networkIds.length).toBeGreaterThanOrEqual(2);
  });

  describe('create, update, delete', () => {
    it('creates a hub and a button under it; the payload answers each in its slot with every field', async () => {
      const hubInput = flicInput('HUB', { testModeEnabled: true, testModeAutoDisableTimeoutMs: 3_600_000 });
      const { createFlicDevice: created } = await ok(CREATE, { input: hubInput });
      expect(created.errors).toEqual([]);
      expect(created.button).toBeNull();
      const hub = created.hub;
      expect(hub).toMatchObject({
        id: toGlobalId('FlicHub', hubInput.serialNumber),
        kind: 'HUB',
        name: hubInput.name,
        serialNumber: hubInput.serialNumber,
        location: 'Drottninggatan 1, Stockholm',
        latitude: 59.33,
        longitude: 18.06,
        client: { id: CLIENT_2 },
        owner: null,
        testModeEnabled: true,
        testModeAutoDisableTimeoutMs: 3_600_000,
        enableClustering: false,
        deleted: false,
        isOnline: false,
        hasIngestKey: false,
        viewerCan: { edit: true, delete: true },
        buttonCount: 0,
        buttons: [],
      });
      expect(Date.parse(hub.testModeExpiresAt)).toBeGreaterThan(Date.now() + 3_500_000);

      const buttonInput = flicInput('BUTTON', { hubId: hub.id });
      const { createFlicDevice: withButton } = await ok(CREATE, { input: buttonInput });
      expect(withButton.errors).toEqual([]);
      expect(withButton.hub).toBeNull();
      expect(withButton.button).toMatchObject({
        id: toGlobalId('FlicButton', buttonInput.serialNumber),
        kind: 'BUTTON',
        // Never reported: 0, not null.
        battery: 0,
        lastPing: null,
        hub: { id: hub.id, name: hubInput.name, serialNumber: hubInput.serialNumber },
      });
      expect(suite.stack.proxy.calls).toContain('POST /backoffice/flic-hub');
    });

    it('answers field errors at the input fields, and SERIAL_IN_USE at serialNumber', async () => {
      const { createFlicDevice: invalid } = await ok(CREATE, {
        input: flicInput('HUB', { name: '', latitude: 91, location: 'x'.repeat(201) }),
      });
      expect(invalid.hub).toBeNull();
      expect(invalid.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'name', code: 'REQUIRED' }),
          expect.objectContaining({ field: 'latitude', code: 'OUT_OF_RANGE' }),
          expect.objectContaining({ field: 'location', code: 'TOO_LONG' }),
        ]),
      );

      const hub = await create('HUB');
      const { createFlicDevice: duplicate } = await ok(CREATE, {
        input: flicInput('BUTTON', { serialNumber: hub.serialNumber }),
      });
      expect(duplicate).toEqual({
        hub: null,
        button: null,
        errors: [{ field: 'serialNumber', code: 'SERIAL_IN_USE', message: expect.any(String) }],
      });

      // A hub of another client for the client-admin: the hub field cannot name it.
      const otherHub = await create('HUB', { clientId: CLIENT_5 });
      const { createFlicDevice: foreignHub } = await ok(
        CREATE,
        { input: flicInput('BUTTON', { hubId: otherHub.id }) },
        clientAdmin.accessToken,
      );
      expect(foreignHub.errors).toEqual([expect.objectContaining({ field: 'hubId', code: 'NOT_FOUND' })]);
    });

    it('updates a hub (serial as created), sets and clears the deleted flag, and refuses ids of other kinds', async () => {
      const hub = await create('HUB');
      const input = flicInput('HUB', { serialNumber: undefined, name: 'Renamed hub', enableClustering: true });
      const { updateFlicDevice: updated } = await ok(UPDATE, { id: hub.id, input });
      expect(updated.errors).toEqual([]);
      expect(updated.hub).toMatchObject({
        id: hub.id,
        serialNumber: hub.serialNumber,
        name: 'Renamed hub',
        enableClustering: true,
        deleted: false,
      });

      const { updateFlicDevice: deleted } = await ok(UPDATE, { id: hub.id, input: { ...input, deleted: true } });
      expect(deleted.hub).toMatchObject({ id: hub.id, deleted: true });
      // The deleted flag hides it from the list; it stays readable by id.
      const listed = await ok(HUBS, { search: hub.serialNumber });
      expect(listed.flicHubs.totalCount).toBe(0);
      expect((await ok(NODE, { id: hub.id })).node).toMatchObject({ __typename: 'FlicHub', name: 'Renamed hub' });

      // Leaving deleted out keeps the flag; false brings the hub back.
      const { updateFlicDevice: kept } = await ok(UPDATE, { id: hub.id, input });
      expect(kept.hub.deleted).toBe(true);
      const { updateFlicDevice: back } = await ok(UPDATE, { id: hub.id, input: { ...input, deleted: false } });
      expect(back.hub.deleted).toBe(false);
      expect((await ok(HUBS, { search: hub.serialNumber })).flicHubs.totalCount).toBe(1);

      const { updateFlicDevice: invalid } = await ok(UPDATE, { id: hub.id, input: { ...input, longitude: 200 } });
      expect(invalid).toEqual({
        hub: null,
        button: null,
        errors: [expect.objectContaining({ field: 'longitude', code: 'OUT_OF_RANGE' })],
      });

      const wrongKind = await graphql(UPDATE, { id: toGlobalId('Device', 1), input });
      expect(wrongKind.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' });
    });

    it('deletes a hub: node() reads null afterwards and its buttons stay, without a hub', async () => {
      const hub = await create('HUB');
      const button = await create('BUTTON', { hubId: hub.id });
      const { deleteFlicDevice } = await ok(DELETE, { id: hub.id });
      expect(deleteFlicDevice).toEqual({ deletedId: hub.id });
      expect(suite.stack.proxy.calls).toContain(`DELETE /backoffice/flic-hub/${encodeURIComponent(hub.serialNumber)}`);
      expect((await ok(NODE, { id: hub.id })).node).toBeNull();
      const after = await ok(`query ($id: ID!) { node(id: $id) { ... on FlicButton { id hub { id } } } }`, {
        id: button.id,
      });
      expect(after.node).toEqual({ id: button.id, hub: null });
    });

    it('a client-admin writes only devices of its clients: another client is refused at clientId', async () => {
      const { createFlicDevice } = await ok(
        CREATE,
        { input: flicInput('HUB', { clientId: CLIENT_5 }) },
        clientAdmin.accessToken,
      );
      expect(createFlicDevice.hub).toBeNull();
      expect(createFlicDevice.errors).toEqual([expect.objectContaining({ field: 'clientId', code: 'NOT_IN_SCOPE' })]);

      const own = await create('HUB', {}, clientAdmin.accessToken);
      expect(own.client).toEqual({ id: CLIENT_2, name: expect.any(String) });
      const other = await create('HUB', { clientId: CLIENT_5 });
      const refused = await graphql(DELETE, { id: other.id }, clientAdmin.accessToken);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  describe('reads', () => {
    it('lists hubs in one call; buttons default to last ping, newest first; hubId filters by the hub', async () => {
      const hub = await create('HUB');
      const first = await create('BUTTON', { hubId: hub.id });
      const second = await create('BUTTON', { hubId: hub.id });
      // second pinged now, first an hour ago: the default order puts second first.
      await suite.stack.platform.db.query(
        `UPDATE devices SET last_received_signal_at = now() - (CASE WHEN serial_number = $1 THEN interval '1 hour' ELSE interval '0' END), battery = 42
          WHERE serial_number = ANY($2::text[])`,
        [first.serialNumber, [first.serialNumber, second.serialNumber]],
      );
      suite.stack.proxy.reset();

      const hubs = await ok(HUBS, { search: hub.serialNumber });
      expect(hubs.flicHubs.totalCount).toBe(1);
      expect(hubs.flicHubs.edges[0].node).toMatchObject({ id: hub.id, buttonCount: 2, client: { id: CLIENT_2 } });
      expect(suite.stack.proxy.calls).toEqual([
        `GET /backoffice/flic-hub/list?type=hub&limit=20&offset=0&q=${encodeURIComponent(hub.serialNumber)}`,
      ]);

      suite.stack.proxy.reset();
      const buttons = await ok(BUTTONS, { hubId: hub.id });
      expect(buttons.flicButtons.edges.map((edge: any) => edge.node.id)).toEqual([second.id, first.id]);
      expect(buttons.flicButtons.edges[0].node).toMatchObject({ battery: 42, hub: { id: hub.id } });
      expect(Date.parse(buttons.flicButtons.edges[0].node.lastPing)).toBeGreaterThan(Date.now() - 60_000);
      expect(suite.stack.proxy.calls[0]).toBe(
        `GET /backoffice/flic-hub/list?type=button&parentSerialNumber=${encodeURIComponent(hub.serialNumber)}&limit=20&offset=0&sort=lastPing&order=desc`,
      );
      // The hub's name is not in a button row: its detail, once for both buttons.
      expect(suite.stack.proxy.calls.slice(1)).toEqual([
        `GET /backoffice/flic-hub/${encodeURIComponent(hub.serialNumber)}`,
      ]);

      const byName = await ok(BUTTONS, { hubId: hub.id, orderBy: { field: 'NAME', direction: 'ASC' } });
      const names = byName.flicButtons.edges.map((edge: any) => edge.node.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    });

    it('node() reads a hub or a button by serial; another type, an unknown serial and another tenant read null', async () => {
      const hub = await create('HUB');
      const button = await create('BUTTON', { hubId: hub.id });
      expect((await ok(NODE, { id: hub.id })).node).toEqual({ __typename: 'FlicHub', id: hub.id, name: hub.name });
      expect((await ok(NODE, { id: button.id })).node).toEqual({
        __typename: 'FlicButton',
        id: button.id,
        name: button.name,
      });
      expect((await ok(NODE, { id: toGlobalId('FlicButton', hub.serialNumber) })).node).toBeNull();
      expect((await ok(NODE, { id: toGlobalId('FlicHub', 'NO-SUCH-HUB') })).node).toBeNull();

      const foreign = await create('HUB', { clientId: CLIENT_5 });
      expect((await ok(NODE, { id: foreign.id }, clientAdmin.accessToken)).node).toBeNull();
      expect((await ok(NODE, { id: hub.id }, clientAdmin.accessToken)).node).toMatchObject({ id: hub.id });
      const seen = await ok(HUBS, { search: foreign.serialNumber }, clientAdmin.accessToken);
      expect(seen.flicHubs.totalCount).toBe(0);
    });

    it("answers the hub page in one call per REST path: detail, networks by ids, alerts, the device's tabs", async () => {
      const hub = await create('HUB');
      const button = await create('BUTTON', { hubId: hub.id });
      const [network] = networkIds;
      expect((await ok(ADD_NETWORKS, { id: hub.id, networkIds: [network.id] })).addDeviceNetworks.errors).toEqual([]);
      const { updatePressSettings } = await ok(PRESS_SETTINGS, {
        id: hub.id,
        input: {
          click: pressInput({ alertType: 'SOS_EMERGENCY', selectedNetworkIds: [network.id], title: 'Help' }),
          doubleClick: pressInput(),
          hold: pressInput({ alertType: 'SUMMON' }),
        },
      });
      expect(updatePressSettings.errors).toEqual([]);
      const db = suite.stack.platform.db;
      const [hubId, buttonId] = [await deviceRestId(hub.serialNumber), await deviceRestId(button.serialNumber)];
      await db.query(
        `INSERT INTO device_alerts (device_id, alarm_type, title, press, alarm_date) VALUES
          ($1, 'SOS_Emergency', 'Hub pressed', 'click', now() - interval '1 minute'),
          ($2, 'Summon', 'Button held', 'hold', now())`,
        [hubId, buttonId],
      );
      suite.stack.proxy.reset();

      const data = await ok(HUB_PAGE, { id: hub.id });
      const serial = encodeURIComponent(hub.serialNumber);
      const calls = suite.stack.proxy.calls;
      expect([...calls].sort()).toEqual(
        [
          `GET /backoffice/flic-hub/${serial}`,
          `GET /backoffice/networks?ids=${fromGlobalId(network.id)!.restId}&limit=1`,
          `GET /backoffice/flic-hub/alerts?ids=${encodeURIComponent(`${hub.serialNumber},${button.serialNumber}`)}&limit=50&offset=0`,
          `GET /backoffice/flic-hub/${serial}/networks?limit=50&offset=0`,
          `GET /backoffice/flic-hub/${serial}/logs?limit=50&offset=0`,
          `GET /backoffice/flic-hub/${serial}/notification-settings`,
        ].sort(),
      );
      expect(new Set(calls).size).toBe(calls.length);

      const page = data.node;
      expect(page).toMatchObject({ id: hub.id, buttonCount: 1, buttons: [{ id: button.id, battery: 0 }] });
      expect(page.pressSettings).toEqual([
        {
          press: 'CLICK',
          usePolicySettings: false,
          useHubSettings: false,
          alertType: 'SOS_EMERGENCY',
          selectedNetworks: [{ id: network.id, name: network.name }],
          title: 'Help',
          description: null,
          sound: null,
        },
        expect.objectContaining({ press: 'DOUBLE_CLICK', alertType: 'NETWORK_ALERT', selectedNetworks: [] }),
        expect.objectContaining({ press: 'HOLD', alertType: 'SUMMON' }),
      ]);
      expect(page.alerts.totalCount).toBe(2);
      expect(page.alerts.edges.map((edge: any) => edge.node)).toEqual([
        // the device that raised each, named from the hub's own answer (no call more)
        expect.objectContaining({
          alarmType: 'Summon',
          title: 'Button held',
          press: 'HOLD',
          device: { id: button.id, name: button.name },
        }),
        expect.objectContaining({
          alarmType: 'SOS_Emergency',
          title: 'Hub pressed',
          press: 'CLICK',
          device: { id: hub.id, name: hub.name },
        }),
      ]);
      expect(page.networks.edges.map((edge: any) => edge.node.id)).toEqual([network.id]);
      expect(page.notificationSettings.length).toBeGreaterThan(0);

      // A button's alerts are its own.
      const buttonAlerts = await ok(
        `query ($id: ID!) { node(id: $id) { ... on FlicButton { alerts { totalCount edges { node { title } } } } } }`,
        { id: button.id },
      );
      expect(buttonAlerts.node.alerts).toEqual({ totalCount: 1, edges: [{ node: { title: 'Button held' } }] });
    });
  });

  describe('press settings', () => {
    it('round trips every press (enums as the platform names them, networks as REST ids) and refuses at the input fields', async () => {
      const hub = await create('HUB');
      const button = await create('BUTTON', { hubId: hub.id });
      const [inDevice, notInDevice] = networkIds;
      await ok(ADD_NETWORKS, { id: button.id, networkIds: [inDevice.id] });

      const input = {
        click: pressInput({ alertType: 'PUBLIC_ALERT', selectedNetworkIds: [inDevice.id], sound: 'siren' }),
        doubleClick: pressInput({ alertType: 'SAFE_ASSIST', useHubSettings: true, description: 'Twice' }),
        hold: pressInput({ alertType: 'SOS_EMERGENCY', usePolicySettings: true, title: 'Hold' }),
      };
      const { updatePressSettings } = await ok(PRESS_SETTINGS, { id: button.id, input });
      expect(updatePressSettings.errors).toEqual([]);
      expect(updatePressSettings.hub).toBeNull();
      expect(updatePressSettings.button.pressSettings).toEqual([
        expect.objectContaining({
          press: 'CLICK',
          alertType: 'PUBLIC_ALERT',
          sound: 'siren',
          selectedNetworks: [inDevice],
        }),
        expect.objectContaining({
          press: 'DOUBLE_CLICK',
          alertType: 'SAFE_ASSIST',
          useHubSettings: true,
          description: 'Twice',
        }),
        expect.objectContaining({ press: 'HOLD', alertType: 'SOS_EMERGENCY', usePolicySettings: true, title: 'Hold' }),
      ]);
      const settingsCall = suite.stack.proxy.calls.find((call) => call.startsWith('PUT '));
      expect(settingsCall).toBe(`PUT /backoffice/flic-hub/${encodeURIComponent(button.serialNumber)}/settings`);
      const stored = await suite.stack.platform.db.query<{ press: string; alert_type: string; network_ids: number[] }>(
        `SELECT press, alert_type, network_ids FROM device_press_settings WHERE device_id = $1 ORDER BY press`,
        [await deviceRestId(button.serialNumber)],
      );
      expect(stored.map((row) => [row.press, row.alert_type])).toEqual([
        ['click', 'Public_Alert'],
        ['double_click', 'Safe_Assist'],
        ['hold', 'SOS_Emergency'],
      ]);

      // Read back in a new request.
      const read = await ok(`query ($id: ID!) { node(id: $id) { ... on FlicButton { ${PRESS} } } }`, { id: button.id });
      expect(read.node.pressSettings).toEqual(updatePressSettings.button.pressSettings);

      // Hub settings on a hub, a network not holding the device: errors at the input's fields.
      const { updatePressSettings: refused } = await ok(PRESS_SETTINGS, {
        id: hub.id,
        input: { ...input, click: pressInput({ selectedNetworkIds: [notInDevice.id] }) },
      });
      expect(refused.hub).toBeNull();
      expect(refused.errors).toEqual(
        expect.arrayContaining([
          { field: 'click.selectedNetworkIds', code: 'NOT_IN_DEVICE_NETWORKS' },
          { field: 'doubleClick.useHubSettings', code: 'HUB_SETTINGS_WITHOUT_HUB' },
        ]),
      );
    });
  });
});
