import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../ids.js';
import { restBaseOfDeviceId, toDeviceLog, toDeviceNetwork } from './alarmDevice.js';
import { detailIdOf, toDevice, toDeviceAlert, toDeviceFromRecord, toDeviceFromSearch } from './device.js';
import { deviceConflictOf, deviceFieldName, networkIdsFieldName, toDeviceBody } from './writes.js';

describe('device mapping', () => {
  it('maps a row of any kind: kind and status upper-cased, the client owner from the row when it names one', () => {
    const hub = toDevice(
      {
        id: 9,
        kind: 'hub',
        name: 'Hubb',
        serialNumber: 'FH-1',
        status: 'ok',
        clientOwnerId: 2,
        clientOwnerName: 'Kund',
        battery: 40,
        deleted: false,
      },
      null,
    );
    expect(hub).toMatchObject({
      id: toGlobalId('Device', 9),
      kind: 'HUB',
      status: 'OK',
      battery: 40,
      client: { id: toGlobalId('Client', 2), name: 'Kund' },
    });
    // The detail's fields are not in a row: they load on demand.
    expect(hub.active).toBeUndefined();
    expect(hub.viewerCan).toBeUndefined();
    // An old row without kind or clientOwnerId: a DALM device whose client loads with the detail.
    const old = toDevice({ id: 3, name: 'Gammal', status: 'weird' }, '2');
    expect(old).toMatchObject({ kind: 'DALM', status: 'INACTIVE', deleted: false, battery: null });
    expect(old.client).toBeUndefined();
  });

  it('leaves what a picker row lacks undefined', () => {
    const picked = toDeviceFromSearch({ id: 4, name: 'Larm', dalmId: 'D4', kind: 'dalm' }, null);
    expect(picked).toMatchObject({ kind: 'DALM', dalmId: 'D4' });
    expect(picked.serialNumber).toBeUndefined();
    expect(picked.location).toBeUndefined();
  });

  it("reads a DALM device's answer and a Flic or sensor device's answer into the same fields", () => {
    const dalm = toDeviceFromRecord({
      id: 5,
      kind: 'dalm',
      name: 'D',
      ownerType: 'user',
      owner: { id: 7, username: 'u', firstName: 'Ada', lastName: 'Lind', email: 'ada@example.com' },
      clientOwnerId: 2,
      clientOwnerName: 'Kund',
      lat: 59.1,
      lng: 18.2,
      active: false,
      testModeAutoDisableTimeoutMs: 60000,
      hasIngestKey: true,
      permissions: { edit: true, delete: false },
    });
    expect(dalm).toMatchObject({
      ownerType: 'USER',
      owner: { id: toGlobalId('User', 7), firstName: 'Ada', email: 'ada@example.com' },
      client: { id: toGlobalId('Client', 2) },
      clientRestId: '2',
      latitude: 59.1,
      longitude: 18.2,
      active: false,
      testModeAutoDisableTimeoutMs: 60000,
      hasIngestKey: true,
      viewerCan: { edit: true, delete: false },
    });
    const button = toDeviceFromRecord({
      id: 6,
      type: 'button',
      name: 'B',
      serialNumber: 'FB-1',
      clientId: 3,
      clientName: 'Annan',
      userId: 8,
      userName: 'Bo Berg',
      userEmail: 'bo@example.com',
      lastPing: '2026-01-01T00:00:00.000Z',
      deleted: true,
    });
    expect(button).toMatchObject({
      kind: 'BUTTON',
      client: { id: toGlobalId('Client', 3), name: 'Annan' },
      clientOwnerName: 'Annan',
      ownerName: 'Bo Berg',
      owner: { id: toGlobalId('User', 8), displayName: 'Bo Berg', email: 'bo@example.com' },
      lastReceivedSignalAt: '2026-01-01T00:00:00.000Z',
      active: false,
      ownerType: null,
      viewerCan: { edit: false, delete: false },
    });
  });

  it('names the node of each kind of device as its detailId', () => {
    expect(detailIdOf('DALM', '5', null)).toBe(toGlobalId('Device', 5));
    expect(detailIdOf('HUB', '5', 'FH 1/2')).toBe(toGlobalId('FlicHub', 'FH 1/2'));
    expect(detailIdOf('BUTTON', '5', 'FB-1')).toBe(toGlobalId('FlicButton', 'FB-1'));
    expect(detailIdOf('SENSOR', '5', 'S-1')).toBe(toGlobalId('SensorDevice', 'S-1'));
  });

  it('maps alerts (press upper-cased) and log entries (data as JSON text)', () => {
    expect(
      toDeviceAlert({ id: 3, alarmType: 'press', press: 'double_click', alarmDate: 'x', active: true }, null),
    ).toMatchObject({ id: '3', press: 'DOUBLE_CLICK', eventCode: null, active: true, resetAt: null });
    expect(toDeviceLog({ id: 1, event: 'offline', type: 'warning', data: { battery: 5 }, createdAt: 'x' })).toEqual({
      id: '1',
      event: 'offline',
      type: 'warning',
      data: '{"battery":5}',
      createdAt: 'x',
    });
    const network = toDeviceNetwork({ id: 4, name: 'Nät', type: 'open', userCount: 3, integrationStatuses: ['error'] });
    expect(network).toMatchObject({ type: 'OPEN', userCount: 3, integrationStatus: 'ERROR', address: null });
    expect(network.status).toBeUndefined();
  });
});

describe('device writes', () => {
  it('sends the input as the platform names it and maps its field names back', () => {
    const body = toDeviceBody({
      name: 'D',
      location: 'Gatan 1',
      latitude: 59,
      longitude: 18,
      dalmId: 'DALM-1',
      clientId: toGlobalId('Client', 2),
      ownerId: null,
      status: 'INACTIVE',
      active: true,
      testModeEnabled: false,
      testModeAutoDisableTimeoutMs: 0,
      enableClustering: false,
    });
    expect(body).toMatchObject({ lat: 59, lng: 18, clientOwnerId: 2, ownerId: null, status: 'INACTIVE' });
    expect(body).not.toHaveProperty('deleted');
    expect(['lat', 'lng', 'clientOwnerId', 'name'].map(deviceFieldName)).toEqual([
      'latitude',
      'longitude',
      'clientId',
      'name',
    ]);
    expect(networkIdsFieldName('ids')).toBe('networkIds');
  });

  it('reads the 409s 114 and 115 as conflicts, with the existing id when the platform gives it', () => {
    const conflict = (errorCode: unknown, existingId?: number) =>
      new GraphQLError('conflict', { extensions: { code: 'CONFLICT', errorCode, existingId } });
    expect(deviceConflictOf(conflict(114, 7))).toEqual({ conflict: 'ACTIVE_DUPLICATE', existingId: 7 });
    expect(deviceConflictOf(conflict(115))).toEqual({ conflict: 'DELETED_DUPLICATE', existingId: null });
    expect(deviceConflictOf(conflict('SERIAL_IN_USE'))).toBeNull();
  });

  it('finds the REST base of every kind of device id and refuses other ids', () => {
    expect(restBaseOfDeviceId(toGlobalId('Device', 12))).toEqual({
      type: 'Device',
      restKey: '12',
      base: '/backoffice/devices/12',
    });
    expect(restBaseOfDeviceId(toGlobalId('FlicButton', 'FB 1/2')).base).toBe('/backoffice/flic-hub/FB%201%2F2');
    expect(restBaseOfDeviceId(toGlobalId('FlicHub', 'FH-1')).base).toBe('/backoffice/flic-hub/FH-1');
    expect(restBaseOfDeviceId(toGlobalId('SensorDevice', 'S-1')).base).toBe('/backoffice/collactivate/S-1');
    for (const id of [toGlobalId('Network', 1), toGlobalId('Device', 'abc'), 'garbage'])
      expect(() => restBaseOfDeviceId(id)).toThrow(/not the id of an alarm device/);
    expect(fromGlobalId(toGlobalId('Device', 12))?.type).toBe('Device');
  });
});
