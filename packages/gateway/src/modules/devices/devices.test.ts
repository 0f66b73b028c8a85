import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';

// The seed (packages/platform/src/seed): clientadmin@vakt.test administers client 2 only.
const CLIENT_2 = toGlobalId('Client', 2);
const CLIENT_5 = toGlobalId('Client', 5);

const ROW = `id kind detailId name dalmId serialNumber location status isOnline testModeEnabled battery deleted
  createdAt client { id name }`;
const DETAIL = `active description latitude longitude dalmSim dalmPasscode ownerType owner { id } enableClustering
  testModeAutoDisableTimeoutMs testModeExpiresAt wifi ethernet hasIngestKey viewerCan { edit delete }`;

/** What the console's DALM device page asks for: the device, its ports, alerts, networks, relays, logs, settings. */
const PAGE = `query ($id: ID!) {
  node(id: $id) {
    ... on Device {
      ${ROW} ${DETAIL}
      inputs { code name active silent }
      outputs { code name active silent }
      alerts(first: 50) { totalCount edges { node { id alarmType eventCode sectionNumber message active resetAt device { id } } } }
      activeAlerts { id eventCode sectionNumber }
      networks(first: 50) { totalCount edges { joinedAt node { id name type } } }
      relays(first: 50) { totalCount edges { node { id enabled device { id name } } } }
      logs(first: 50) { totalCount edges { node { id event type data createdAt } } }
      notificationSettings { type email push sound recipients { clientAdmin clientUsers networkAdmin networkUsers } }
    }
  }
}`;

const LIST = `query ($first: Int, $orderBy: DeviceOrder, $search: String, $filter: DeviceFilter) {
  devices(first: $first, orderBy: $orderBy, search: $search, filter: $filter) {
    totalCount pageInfo { hasNextPage } edges { node { ${ROW} } }
  }
}`;

const CREATE = `mutation ($input: DeviceInput!, $reactivate: Boolean) {
  createDevice(input: $input, reactivate: $reactivate) {
    device { ${ROW} ${DETAIL} } errors { field code } conflict existing { id name deleted }
  }
}`;
const UPDATE = `mutation ($id: ID!, $input: DeviceInput!) {
  updateDevice(id: $id, input: $input) { device { ${ROW} ${DETAIL} } errors { field code } }
}`;
const RESET = `mutation ($id: ID!, $sia: String!, $section: String!) {
  resetDeviceAlert(id: $id, sia: $sia, section: $section) { device { id status activeAlerts { eventCode sectionNumber } } errors { field } }
}`;
const ADD_NETWORKS = `mutation ($id: ID!, $networkIds: [ID!]!) {
  addDeviceNetworks(id: $id, networkIds: $networkIds) {
    device { id ... on Device { networks(first: 50) { totalCount edges { node { id } } } } } errors { field code }
  }
}`;
const REMOVE_NETWORK = `mutation ($id: ID!, $networkId: ID!) {
  removeDeviceNetwork(id: $id, networkId: $networkId) {
    device { id networks(first: 50) { totalCount edges { node { id } } } } errors { field code }
  }
}`;
const NOTIFICATIONS = `mutation ($id: ID!, $input: [NotificationSettingInput!]!) {
  updateDeviceNotificationSettings(id: $id, input: $input) {
    device { id notificationSettings { type email push sound recipients { clientAdmin clientUsers networkAdmin networkUsers } } }
    errors { field code }
  }
}`;
const INGEST_KEY = `mutation ($id: ID!) { issueDeviceIngestKey(id: $id) { key device { id hasIngestKey } errors { field } } }`;

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${sequence++}`;

const deviceInput = (extra: Record<string, unknown> = {}) => ({
  name: unique('GW larm'),
  description: 'Made by the gateway test',
  location: 'Götgatan 1, Stockholm',
  latitude: 59.31,
  longitude: 18.07,
  dalmId: unique('GW-DALM').replace(/\s/g, '-'),
  dalmSim: '46701234567',
  dalmPasscode: '1234',
  clientId: CLIENT_2,
  status: 'OK',
  active: true,
  testModeEnabled: false,
  testModeAutoDisableTimeoutMs: 0,
  enableClustering: false,
  ...extra,
});

const restId = (globalId: string) => fromGlobalId(globalId)!.restId;

describe('devices: the list, node(), the device page and every device mutation', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;
  let networks: string[];

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  const ok = async (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) => {
    const answer = await graphql(query, variables, accessToken);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };

  const createDevice = async (extra: Record<string, unknown> = {}) => {
    const input = deviceInput(extra);
    const data = await ok(CREATE, { input });
    expect(data.createDevice.errors).toEqual([]);
    return { ...data.createDevice.device, input } as Record<string, any> & { id: string; input: typeof input };
  };

  const sql = (text: string, params: unknown[] = []) => suite.stack.platform.db.query<any>(text, params);

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    const rows = await sql("SELECT id FROM networks WHERE client_id = 2 AND status = 'active' ORDER BY id LIMIT 2");
    networks = rows.map((row: { id: number }) => toGlobalId('Network', row.id));
    expect(networks).toHaveLength(2);
  });

  describe('reads', () => {
    it('answers a page of DALM devices, sorted, searched and filtered, in one call', async () => {
      const prefix = unique('GW list');
      const b = await createDevice({ name: `${prefix} B` });
      const a = await createDevice({ name: `${prefix} A` });
      suite.stack.proxy.reset();

      const data = await ok(LIST, {
        first: 5,
        orderBy: { field: 'NAME', direction: 'ASC' },
        search: prefix,
        filter: { clientId: CLIENT_2, status: 'OK' },
      });

      expect(suite.stack.proxy.calls).toEqual([
        `GET /backoffice/devices?${new URLSearchParams({ clientId: '2', status: 'OK', limit: '5', offset: '0', sort: 'name', order: 'asc', q: prefix })}`,
      ]);
      expect(data.devices.totalCount).toBe(2);
      expect(data.devices.edges.map((edge: any) => edge.node.id)).toEqual([a.id, b.id]);
      expect(data.devices.edges[0].node).toMatchObject({
        kind: 'DALM',
        detailId: a.id,
        dalmId: a.input.dalmId,
        status: 'OK',
        deleted: false,
        client: { id: CLIENT_2 },
      });
    });

    it("a client-admin's list and node() hold its client's devices only", async () => {
      const own = await createDevice();
      const other = await createDevice({ clientId: CLIENT_5 });

      const own2 = await ok(LIST, { search: own.name }, clientAdmin.accessToken);
      expect(own2.devices.edges.map((edge: any) => edge.node.id)).toEqual([own.id]);
      const others = await ok(LIST, { search: other.name }, clientAdmin.accessToken);
      expect(others.devices.totalCount).toBe(0);

      expect((await ok(PAGE, { id: other.id }, clientAdmin.accessToken)).node).toBeNull();
      expect((await ok(PAGE, { id: own.id }, clientAdmin.accessToken)).node).toMatchObject({
        id: own.id,
        viewerCan: { edit: true },
      });
      expect((await ok(PAGE, { id: toGlobalId('Device', 999999) })).node).toBeNull();
    });

    it('answers the device page with each REST call once', async () => {
      const device = await createDevice();
      const id = Number(restId(device.id));
      await sql('INSERT INTO device_inputs (device_id, code, name, active, silent) VALUES ($1, $2, $3, true, true)', [
        id,
        'IN1',
        'Dörr',
      ]);
      await sql(
        `INSERT INTO device_alerts (device_id, alarm_type, event_code, section_number, message, alarm_date)
         VALUES ($1, 'burglary', 'E130', '01', 'Inbrott', now() - interval '1 minute'), ($1, 'fire', 'E110', '02', 'Brand', now())`,
        [id],
      );
      await sql(`INSERT INTO device_logs (device_id, event, type, data) VALUES ($1, 'offline', 'warning', $2)`, [
        id,
        JSON.stringify({ battery: 12 }),
      ]);
      await ok(ADD_NETWORKS, { id: device.id, networkIds: [networks[0]] });
      suite.stack.proxy.reset();

      const data = await ok(PAGE, { id: device.id });

      const path = `/backoffice/devices/${id}`;
      expect([...suite.stack.proxy.calls].sort()).toEqual(
        [
          `GET ${path}`,
          `GET ${path}/inputs`,
          `GET ${path}/outputs`,
          `GET ${path}/alerts?limit=50&offset=0`,
          `GET ${path}/active-alerts`,
          `GET ${path}/networks?limit=50&offset=0`,
          `GET ${path}/relays?limit=50&offset=0`,
          `GET ${path}/logs?limit=50&offset=0`,
          `GET ${path}/notification-settings`,
        ].sort(),
      );
      const node = data.node;
      expect(node).toMatchObject({
        id: device.id,
        kind: 'DALM',
        detailId: device.id,
        name: device.input.name,
        active: true,
        description: 'Made by the gateway test',
        latitude: 59.31,
        longitude: 18.07,
        dalmSim: '46701234567',
        client: { id: CLIENT_2 },
        hasIngestKey: false,
        viewerCan: { edit: true, delete: true },
        inputs: [{ code: 'IN1', name: 'Dörr', active: true, silent: true }],
        outputs: [],
      });
      expect(node.alerts.totalCount).toBe(2);
      expect(node.alerts.edges.map((edge: any) => edge.node.eventCode)).toEqual(['E110', 'E130']);
      expect(node.alerts.edges[0].node.device).toEqual({ id: device.id });
      expect(node.activeAlerts).toHaveLength(2);
      expect(node.networks.edges.map((edge: any) => edge.node.id)).toEqual([networks[0]]);
      expect(node.networks.edges[0].joinedAt).toEqual(expect.any(String));
      const log = node.logs.edges.map((edge: any) => edge.node).find((entry: any) => entry.event === 'offline');
      expect(log).toMatchObject({ type: 'warning', createdAt: expect.any(String) });
      expect(JSON.parse(log.data)).toEqual({ battery: 12 });
      expect(node.notificationSettings.map((setting: any) => setting.type)).toEqual(
        expect.arrayContaining(['battery-low', 'device-disconnected']),
      );

      // The client's devices tab lists it with the same row fields.
      const tab = await ok(
        `query ($id: ID!, $search: String) { node(id: $id) { ... on Client { devices(first: 50, search: $search) { edges { node { ${ROW} } } } } } }`,
        { id: CLIENT_2, search: device.input.name },
      );
      expect(tab.node.devices.edges.map((edge: any) => edge.node)).toEqual([
        expect.objectContaining({ id: device.id, kind: 'DALM', detailId: device.id, deleted: false }),
      ]);
    });

    it('searches devices for a picker by kind, leaving out those of a network', async () => {
      const device = await createDevice();
      await ok(ADD_NETWORKS, { id: device.id, networkIds: [networks[1]] });
      const search = `query ($query: String, $exclude: ID, $kind: DeviceKind) {
        searchDevices(query: $query, excludeNetworkId: $exclude, kind: $kind) { id name dalmId kind detailId }
      }`;
      expect((await ok(search, { query: device.input.dalmId, kind: 'DALM' })).searchDevices).toEqual([
        { id: device.id, name: device.input.name, dalmId: device.input.dalmId, kind: 'DALM', detailId: device.id },
      ]);
      expect((await ok(search, { query: device.input.dalmId, kind: 'HUB' })).searchDevices).toEqual([]);
      expect((await ok(search, { query: device.input.dalmId, exclude: networks[1] })).searchDevices).toEqual([]);
    });
  });

  describe('writes', () => {
    it('creates a device with the defaults it was given, and refuses fields with errors', async () => {
      const device = await createDevice({ status: 'INACTIVE', active: false, testModeAutoDisableTimeoutMs: 3600000 });
      expect(device).toMatchObject({
        kind: 'DALM',
        status: 'INACTIVE',
        active: false,
        deleted: false,
        testModeAutoDisableTimeoutMs: 3600000,
        client: { id: CLIENT_2 },
      });

      const refused = await ok(CREATE, { input: deviceInput({ name: '', latitude: 100 }) });
      expect(refused.createDevice.device).toBeNull();
      expect(refused.createDevice.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', code: 'REQUIRED' },
          { field: 'latitude', code: 'OUT_OF_RANGE' },
        ]),
      );
      const ownerless = await ok(CREATE, { input: deviceInput({ clientId: null, ownerId: null }) });
      expect(ownerless.createDevice.errors).toEqual([{ field: 'ownerId', code: 'REQUIRED' }]);
      const tooLong = await ok(CREATE, { input: deviceInput({ testModeAutoDisableTimeoutMs: 14400001 }) });
      expect(tooLong.createDevice.errors).toEqual([{ field: 'testModeAutoDisableTimeoutMs', code: 'OUT_OF_RANGE' }]);
    });

    it('offers the device holding a DALM id: open the active one, reactivate the deleted one', async () => {
      const first = await createDevice();
      const again = await ok(CREATE, { input: deviceInput({ dalmId: first.input.dalmId }) });
      expect(again.createDevice).toMatchObject({
        device: null,
        errors: [],
        conflict: 'ACTIVE_DUPLICATE',
        existing: { id: first.id, deleted: false },
      });

      // The deleted flag: the device leaves the list and stays readable by id.
      const deleted = await ok(UPDATE, { id: first.id, input: { ...first.input, deleted: true } });
      expect(deleted.updateDevice).toMatchObject({ errors: [], device: { id: first.id, deleted: true } });
      expect((await ok(LIST, { search: first.input.dalmId })).devices.totalCount).toBe(0);
      expect((await ok(PAGE, { id: first.id })).node).toMatchObject({ id: first.id, deleted: true });

      const input = deviceInput({ dalmId: first.input.dalmId, name: unique('GW reactivated') });
      const offered = await ok(CREATE, { input });
      expect(offered.createDevice).toMatchObject({
        device: null,
        conflict: 'DELETED_DUPLICATE',
        existing: { id: first.id, deleted: true },
      });
      const reactivated = await ok(CREATE, { input, reactivate: true });
      expect(reactivated.createDevice).toMatchObject({
        errors: [],
        conflict: null,
        device: { id: first.id, name: input.name, deleted: false },
      });
      expect((await ok(LIST, { search: first.input.dalmId })).devices.totalCount).toBe(1);
    });

    it('an active duplicate the viewer may not see is a conflict without the existing device', async () => {
      const other = await createDevice({ clientId: CLIENT_5 });
      const answer = await ok(CREATE, { input: deviceInput({ dalmId: other.input.dalmId }) }, clientAdmin.accessToken);
      expect(answer.createDevice).toMatchObject({ device: null, conflict: 'ACTIVE_DUPLICATE', existing: null });
    });

    it('updates a device and maps refused fields to the input', async () => {
      const device = await createDevice();
      const updated = await ok(UPDATE, {
        id: device.id,
        input: { ...device.input, name: 'GW renamed', longitude: 18.5, active: false },
      });
      expect(updated.updateDevice.device).toMatchObject({ name: 'GW renamed', longitude: 18.5, active: false });
      const refused = await ok(UPDATE, { id: device.id, input: { ...device.input, longitude: 200 } });
      expect(refused.updateDevice).toEqual({ device: null, errors: [{ field: 'longitude', code: 'OUT_OF_RANGE' }] });
      const plain = await graphql(UPDATE, { id: toGlobalId('Network', 1), input: device.input });
      expect(plain.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('resets the active alerts of one event code and section', async () => {
      const device = await createDevice({ status: 'ALARM' });
      await sql(
        `INSERT INTO device_alerts (device_id, alarm_type, event_code, section_number) VALUES ($1, 'burglary', 'E130', '01')`,
        [Number(restId(device.id))],
      );
      const reset = await ok(RESET, { id: device.id, sia: 'E130', section: '01' });
      expect(reset.resetDeviceAlert).toEqual({
        errors: [],
        device: { id: device.id, status: 'OK', activeAlerts: [] },
      });
    });

    it("adds and removes a device's networks, refusing a network of another client", async () => {
      const device = await createDevice();
      const added = await ok(ADD_NETWORKS, { id: device.id, networkIds: networks });
      expect(added.addDeviceNetworks.errors).toEqual([]);
      expect(added.addDeviceNetworks.device.networks.edges.map((edge: any) => edge.node.id).sort()).toEqual(
        [...networks].sort(),
      );

      const removed = await ok(REMOVE_NETWORK, { id: device.id, networkId: networks[0] });
      expect(removed.removeDeviceNetwork.device.networks.edges.map((edge: any) => edge.node.id)).toEqual([networks[1]]);

      const [foreign] = await sql("SELECT id FROM networks WHERE client_id = 5 AND status = 'active' LIMIT 1");
      const refused = await ok(
        ADD_NETWORKS,
        { id: device.id, networkIds: [toGlobalId('Network', foreign.id)] },
        clientAdmin.accessToken,
      );
      expect(refused.addDeviceNetworks).toEqual({
        device: null,
        errors: [{ field: 'networkIds', code: 'NOT_IN_CLIENT' }],
      });
    });

    it("stores the device's own notification settings", async () => {
      const device = await createDevice();
      const input = [
        {
          type: 'battery-low',
          email: true,
          push: false,
          sound: false,
          recipients: { clientAdmin: false, clientUsers: true, networkAdmin: true, networkUsers: false },
        },
      ];
      const data = await ok(NOTIFICATIONS, { id: device.id, input });
      expect(data.updateDeviceNotificationSettings.errors).toEqual([]);
      expect(data.updateDeviceNotificationSettings.device.notificationSettings).toContainEqual(input[0]);
      const page = await ok(PAGE, { id: device.id });
      expect(page.node.notificationSettings).toContainEqual(input[0]);
    });

    it('issues an ingest key, shown once; the device then has one', async () => {
      const device = await createDevice();
      const data = await ok(INGEST_KEY, { id: device.id });
      expect(data.issueDeviceIngestKey).toEqual({
        key: expect.stringMatching(new RegExp(`^vdk_${restId(device.id)}_.+`)),
        device: { id: device.id, hasIngestKey: true },
        errors: [],
      });
      const refused = await graphql(INGEST_KEY, { id: toGlobalId('User', 1) });
      expect(refused.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' });
    });
  });
});
