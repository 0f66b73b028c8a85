import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

// The seed: clientadmin@vakt.test administers client 2 only; client 5 is another organization's client.
const CLIENT_2 = toGlobalId('Client', 2);
const CLIENT_5 = toGlobalId('Client', 5);

const SENSOR_FIELDS = `id kind name serialNumber location latitude longitude client { id name } owner { id }
  testModeEnabled testModeAutoDisableTimeoutMs testModeExpiresAt enableClustering deleted isOnline
  lastReceivedSignalAt relaysCount relaysEnabled createdAt hasIngestKey viewerCan { edit delete }
  siaId alarmAreaName objectName placement floor description alertRemoteCenter sound battery connected ready activeDisconnect`;

const PAYLOAD = `device { ${SENSOR_FIELDS} } errors { field code message }`;
const CREATE = `mutation ($input: SensorDeviceInput!) { createSensorDevice(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $input: SensorDeviceInput!) { updateSensorDevice(id: $id, input: $input) { ${PAYLOAD} } }`;
const DELETE = 'mutation ($id: ID!) { deleteSensorDevice(id: $id) { deletedId } }';
const LIST = `query ($search: String, $orderBy: SensorDeviceOrder, $first: Int) {
  sensorDevices(first: $first, search: $search, orderBy: $orderBy) {
    totalCount pageInfo { hasNextPage } edges { node { ${SENSOR_FIELDS} } }
  }
}`;
const NAMES = `query ($search: String, $orderBy: SensorDeviceOrder) {
  sensorDevices(first: 200, search: $search, orderBy: $orderBy) { totalCount edges { node { id name } } }
}`;
const NODE = `query ($id: ID!) { node(id: $id) { __typename ... on SensorDevice { ${SENSOR_FIELDS} } } }`;

let sequence = 0;
const uniqueSerial = () => `S-GW${Date.now().toString(36)}${(sequence++).toString(36)}`.toUpperCase();

const sensorInput = (extra: Record<string, unknown> = {}) => ({
  serialNumber: uniqueSerial(),
  name: `GW sensor ${sequence++}`,
  location: 'Götgatan 10, Stockholm',
  latitude: 59.31,
  longitude: 18.07,
  clientId: CLIENT_2,
  siaId: 'SIA-7',
  alarmAreaName: 'Floor 2',
  objectName: 'School',
  placement: 'Corridor',
  floor: '2',
  description: 'By the stairs',
  alertRemoteCenter: 'Centre A',
  sound: 'siren',
  testModeEnabled: false,
  testModeAutoDisableTimeoutMs: 0,
  enableClustering: false,
  ...extra,
});

describe('sensor devices: the list, node(), every sensor mutation', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;

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

  const create = async (extra: Record<string, unknown> = {}, token = suite.accessToken) => {
    const { createSensorDevice } = await ok(CREATE, { input: sensorInput(extra) }, token);
    expect(createSensorDevice.errors).toEqual([]);
    return createSensorDevice.device;
  };

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
  });

  it('creates a sensor with every sensor field; its global id is its serial', async () => {
    const input = sensorInput({ testModeEnabled: true, testModeAutoDisableTimeoutMs: 600_000 });
    const { createSensorDevice } = await ok(CREATE, { input });
    expect(createSensorDevice.errors).toEqual([]);
    expect(createSensorDevice.device).toMatchObject({
      id: toGlobalId('SensorDevice', input.serialNumber),
      kind: 'SENSOR',
      name: input.name,
      serialNumber: input.serialNumber,
      latitude: 59.31,
      longitude: 18.07,
      client: { id: CLIENT_2 },
      siaId: 'SIA-7',
      alarmAreaName: 'Floor 2',
      objectName: 'School',
      placement: 'Corridor',
      floor: '2',
      description: 'By the stairs',
      alertRemoteCenter: 'Centre A',
      sound: 'siren',
      testModeEnabled: true,
      testModeAutoDisableTimeoutMs: 600_000,
      deleted: false,
      isOnline: false,
      battery: null,
      hasIngestKey: false,
      viewerCan: { edit: true, delete: true },
    });
    expect(suite.stack.proxy.calls).toEqual(['POST /backoffice/collactivate']);
  });

  it('answers field errors at the input fields: a missing serial, out-of-range coordinates, SERIAL_IN_USE', async () => {
    const { createSensorDevice: invalid } = await ok(CREATE, {
      input: sensorInput({ serialNumber: ' ', longitude: -181, name: '', placement: 'x'.repeat(201) }),
    });
    expect(invalid.device).toBeNull();
    expect(invalid.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'serialNumber', code: 'REQUIRED' }),
        expect.objectContaining({ field: 'longitude', code: 'OUT_OF_RANGE' }),
        expect.objectContaining({ field: 'name', code: 'REQUIRED' }),
        expect.objectContaining({ field: 'placement', code: 'TOO_LONG' }),
      ]),
    );

    const sensor = await create();
    const { createSensorDevice: duplicate } = await ok(CREATE, {
      input: sensorInput({ serialNumber: sensor.serialNumber }),
    });
    expect(duplicate).toEqual({
      device: null,
      errors: [{ field: 'serialNumber', code: 'SERIAL_IN_USE', message: expect.any(String) }],
    });

    const { createSensorDevice: foreign } = await ok(
      CREATE,
      { input: sensorInput({ clientId: CLIENT_5 }) },
      clientAdmin.accessToken,
    );
    expect(foreign.errors).toEqual([expect.objectContaining({ field: 'clientId', code: 'NOT_IN_SCOPE' })]);
  });

  it('lists sensors in one call (search, order), a client-admin only those of its clients', async () => {
    const own = await create({ name: 'GW sensor B' });
    const other = await create({ name: 'GW sensor A', clientId: CLIENT_5 });
    suite.stack.proxy.reset();

    const found = await ok(LIST, { search: own.serialNumber, first: 10 });
    expect(found.sensorDevices.totalCount).toBe(1);
    expect(found.sensorDevices.edges[0].node).toEqual(own);
    expect(suite.stack.proxy.calls).toEqual([
      `GET /backoffice/collactivate?limit=10&offset=0&q=${encodeURIComponent(own.serialNumber)}`,
    ]);

    suite.stack.proxy.reset();
    const ordered = await ok(NAMES, { search: 'GW sensor', orderBy: { field: 'NAME', direction: 'ASC' } });
    const names = ordered.sensorDevices.edges.map((edge: any) => edge.node.name as string);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(suite.stack.proxy.calls).toEqual([
      `GET /backoffice/collactivate?limit=200&offset=0&sort=name&order=asc&q=GW+sensor`,
    ]);

    const seen = await ok(NAMES, { search: 'GW sensor' }, clientAdmin.accessToken);
    const ids = seen.sensorDevices.edges.map((edge: any) => edge.node.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
  });

  it('node() reads a sensor by serial once per request; unknown serials and other tenants read null', async () => {
    const sensor = await create();
    suite.stack.proxy.reset();
    const data = await ok(
      `query ($id: ID!) { a: node(id: $id) { ... on SensorDevice { name siaId } } b: node(id: $id) { ... on SensorDevice { viewerCan { edit } hasIngestKey } } }`,
      { id: sensor.id },
    );
    expect(data).toEqual({
      a: { name: sensor.name, siaId: 'SIA-7' },
      b: { viewerCan: { edit: true }, hasIngestKey: false },
    });
    expect(suite.stack.proxy.calls).toEqual([
      `GET /backoffice/collactivate/${encodeURIComponent(sensor.serialNumber)}`,
    ]);

    expect((await ok(NODE, { id: toGlobalId('SensorDevice', 'NO-SUCH-SENSOR') })).node).toBeNull();
    const foreign = await create({ clientId: CLIENT_5 });
    expect((await ok(NODE, { id: foreign.id }, clientAdmin.accessToken)).node).toBeNull();
    expect((await ok(NODE, { id: sensor.id }, clientAdmin.accessToken)).node).toMatchObject({ id: sensor.id });
  });

  it('updates a sensor (serial as created), sets the deleted flag, and deletes it', async () => {
    const sensor = await create();
    const input = sensorInput({ serialNumber: undefined, name: 'Renamed sensor', floor: '3', sound: null });
    const { updateSensorDevice: updated } = await ok(UPDATE, { id: sensor.id, input });
    expect(updated.errors).toEqual([]);
    expect(updated.device).toMatchObject({
      id: sensor.id,
      serialNumber: sensor.serialNumber,
      name: 'Renamed sensor',
      floor: '3',
      sound: null,
    });
    expect(suite.stack.proxy.calls).toContain(
      `PUT /backoffice/collactivate/${encodeURIComponent(sensor.serialNumber)}`,
    );

    const { updateSensorDevice: deleted } = await ok(UPDATE, { id: sensor.id, input: { ...input, deleted: true } });
    expect(deleted.device.deleted).toBe(true);
    expect((await ok(LIST, { search: sensor.serialNumber })).sensorDevices.totalCount).toBe(0);
    expect((await ok(NODE, { id: sensor.id })).node).toMatchObject({ deleted: true });

    const { updateSensorDevice: invalid } = await ok(UPDATE, { id: sensor.id, input: { ...input, latitude: -91 } });
    expect(invalid).toEqual({
      device: null,
      errors: [expect.objectContaining({ field: 'latitude', code: 'OUT_OF_RANGE' })],
    });

    expect((await ok(DELETE, { id: sensor.id })).deleteSensorDevice).toEqual({ deletedId: sensor.id });
    expect((await ok(NODE, { id: sensor.id })).node).toBeNull();

    const wrongKind = await graphql(DELETE, { id: toGlobalId('FlicHub', sensor.serialNumber) });
    expect(wrongKind.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' });
  });

  it('a client-admin may not update or delete a sensor of another client (it does not exist for it)', async () => {
    const foreign = await create({ clientId: CLIENT_5 });
    const refused = await graphql(UPDATE, { id: foreign.id, input: sensorInput() }, clientAdmin.accessToken);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    const notDeleted = await graphql(DELETE, { id: foreign.id }, clientAdmin.accessToken);
    expect(notDeleted.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect((await ok(NODE, { id: foreign.id })).node).toMatchObject({ id: foreign.id, deleted: false });
  });
});
