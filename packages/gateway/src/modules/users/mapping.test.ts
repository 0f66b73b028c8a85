import { describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../ids.js';
import {
  actionLogFilters,
  changesOf,
  toActionLogEntry,
  toReference,
  type RestNamedObject,
} from '../actionLog/entry.js';
import { userExportBody, userListQuery } from './list.js';
import { alertCentralFieldName, toAlertCentralSetting, toAlertCentralSettingsBody } from './settings.js';
import { toActivityLogEntry, toMobileDevice } from './tabs.js';
import { toImportBody, toUserBody, userFieldName } from './writes.js';
import { toPartialUser, toUser } from './user.js';

describe('users: mapping between the graph and the REST contract', () => {
  it('maps a full GET /users/{id} record, with none subscription, status, client, organization and permissions', () => {
    const user = toUser({
      id: 7,
      email: 'a@b.test',
      firstName: 'Ann',
      lastName: 'Berg',
      username: 'ann',
      language: 'sv',
      roles: [16, 0],
      subscription: 'none',
      status: 'awaiting-activation',
      clientId: 3,
      clientName: 'Acme',
      clients: [{ id: 3, name: 'Acme' }],
      organizationId: 2,
      organizationName: 'Org',
      lat: 59.3,
      lng: 18.1,
      samlEnabled: true,
      permissions: { edit: true, assignableRoles: [14, 0, 99], viewDevices: false },
    });
    expect(user).toMatchObject({
      id: toGlobalId('User', 7),
      displayName: 'Ann Berg',
      language: 'SV',
      roles: ['MULTI_CLIENT_ADMIN', 'USER'],
      subscription: null,
      status: 'AWAITING_ACTIVATION',
      latitude: 59.3,
      longitude: 18.1,
      samlEnabled: true,
      viewerCan: {
        edit: true,
        delete: false,
        assignableRoles: ['CLIENT_ADMIN', 'USER'],
        changeSubscription: false,
        viewDevices: false,
      },
    });
    expect(user.client).toMatchObject({ id: toGlobalId('Client', 3), name: 'Acme' });
    expect(user.clients).toHaveLength(1);
    expect(user.organization).toMatchObject({ id: toGlobalId('Organization', 2), name: 'Org' });
  });

  it('leaves the fields a row lacks undefined (loaded from GET /users/{id}), and keeps those it has', () => {
    const row = toUser({
      id: 9,
      email: 'r@b.test',
      firstName: 'R',
      lastName: null,
      subscription: 'maxi',
      status: 'active',
    });
    expect(row).toMatchObject({ subscription: 'MAXI', status: 'ACTIVE', displayName: 'R' });
    for (const lazy of ['viewerCan', 'clients', 'samlEnabled', 'roles', 'description', 'client'] as const)
      expect(row[lazy]).toBeUndefined();

    const picker = toPartialUser({ id: 4, email: 'p@b.test', firstName: null, lastName: null });
    expect(picker.displayName).toBeUndefined();
    expect(picker.username).toBeUndefined();
  });

  it('maps filters and order to the list query, and the same query to the export body', () => {
    const args = {
      first: 25,
      orderBy: { field: 'LAST_ACTION_AT', direction: 'ASC' as const },
      search: ' ann ',
      filter: {
        deactivated: true,
        clientId: toGlobalId('Client', 3),
        networkId: toGlobalId('Network', 5),
        role: 'ORGANIZATION_ADMIN' as const,
        subscription: 'MEGA',
      },
    };
    expect(userListQuery(args)).toEqual({
      sort: 'lastActionAt',
      order: 'asc',
      search: ' ann ',
      filters: { deactivated: true, clientId: 3, networkId: 5, role: 17, subscription: 'mega' },
    });
    expect(userExportBody(args)).toEqual({
      deactivated: true,
      clientId: 3,
      networkId: 5,
      role: 17,
      subscription: 'mega',
      sort: 'lastActionAt',
      order: 'asc',
      q: 'ann',
    });
    // USER is role 0: still sent.
    expect(userListQuery({ filter: { role: 'USER', deactivated: false } }).filters).toMatchObject({
      role: 0,
      deactivated: undefined,
    });
    expect(() => userListQuery({ filter: { clientId: toGlobalId('Network', 1) } })).toThrow(/not a Client id/);
  });

  it('maps UserInput to the REST body: role → roles, subscription null → none, ids decoded, networks on create only', () => {
    const input = {
      email: 'n@b.test',
      role: 'CLIENT_ADMIN' as const,
      language: 'ES',
      subscription: null,
      status: 'AWAITING_ACTIVATION',
      clientId: toGlobalId('Client', 3),
      clientIds: [toGlobalId('Client', 4)],
      networkIds: [toGlobalId('Network', 8)],
      latitude: 1.5,
      streamingEnabled: true,
      phoneNumber: '',
    };
    expect(toUserBody(input, { create: true })).toEqual({
      email: 'n@b.test',
      username: null,
      firstName: null,
      lastName: null,
      description: null,
      phoneNumber: null,
      roles: [14],
      language: 'es',
      subscription: 'none',
      status: 'awaiting-activation',
      clientId: 3,
      clients: [4],
      networks: [8],
      lat: 1.5,
      streamingEnabled: true,
    });
    const update = toUserBody({ email: 'n@b.test', role: 'USER' }, { create: false });
    expect(update).not.toHaveProperty('subscription');
    expect(update).not.toHaveProperty('networks');
    expect(['roles', 'clients', 'lat', 'email', 'clients.0'].map(userFieldName)).toEqual([
      'role',
      'clientIds',
      'latitude',
      'email',
      'clientIds.0',
    ]);
  });

  it('maps alert-central kinds both ways and the safe-assist-only fields', () => {
    const rest = {
      kind: 'Panic Button',
      customize: true,
      enforced: false,
      createPublicAlert: false,
      alertAllAvailableNetworks: false,
      alertAllAvailableUsers: true,
      selectedNetworks: [3, 4],
      personalInformation: true,
      requestSelectedNetworks: true,
    };
    const setting = toAlertCentralSetting(rest);
    expect(setting).toMatchObject({
      kind: 'PANIC_BUTTON',
      selectedNetworkIds: ['3', '4'],
      requestSelectedNetworks: null,
    });
    expect(toAlertCentralSetting({ ...rest, kind: 'Unknown' })).toBeNull();
    const body = toAlertCentralSettingsBody([
      {
        ...setting!,
        kind: 'SAFE_ASSIST',
        selectedNetworkIds: [toGlobalId('Network', 9)],
        requestSelectedNetworks: true,
      },
    ]);
    expect(body[0]).toMatchObject({
      kind: 'Safe_Assist',
      selectedNetworks: [9],
      requestSelectedNetworks: true,
      requestPersonalInformation: false,
    });
    expect(alertCentralFieldName('1.selectedNetworks')).toBe('1.selectedNetworkIds');
  });

  it('maps the import rows: enums lower-case, streaming/listening names, network ids decoded', () => {
    const body = toImportBody({
      activatedDate: '2026-11-01',
      users: [
        {
          row: 5,
          email: 'i@b.test',
          username: 'i',
          firstName: 'I',
          lastName: 'J',
          language: 'SV',
          isAdmin: false,
          subscription: 'MACRO',
          twoFaEnabled: false,
          streamingEnabled: true,
          listeningEnabled: false,
          subscribeToReleaseNotes: true,
          networkIds: [toGlobalId('Network', 2)],
          active: true,
        },
      ],
    });
    expect(body).toEqual({
      activatedDate: '2026-11-01',
      users: [
        {
          row: 5,
          email: 'i@b.test',
          username: 'i',
          firstName: 'I',
          lastName: 'J',
          phoneNumber: null,
          language: 'sv',
          isAdmin: false,
          subscription: 'macro',
          twoFaEnabled: false,
          isStreamingEnabled: true,
          isListeningEnabled: false,
          subscribeToReleaseNotes: true,
          networks: [2],
          active: true,
        },
      ],
    });
  });

  it('maps the profile rows: phones name their owner in the global id, translations become a list', () => {
    const phone = toMobileDevice({ id: 11, os: 'ios', isActive: true }, '7');
    expect(fromGlobalId(phone.id)).toEqual({ type: 'MobileDevice', restId: '7/11' });
    expect(phone).toMatchObject({ locationEnabled: false, isActive: true, os: 'ios' });
    expect(
      toActivityLogEntry({
        id: 1,
        createdAt: '2026-11-01T00:00:00.000Z',
        kind: 'alarm',
        action: 'created',
        nameTranslations: { en: 'Fire', sv: 'Brand', es: null },
      }).nameTranslations,
    ).toEqual([
      { language: 'en', name: 'Fire' },
      { language: 'sv', name: 'Brand' },
    ]);
  });

  it('turns an action-log payload into one change per field of before ∪ after, as JSON text', () => {
    expect(changesOf({ before: { name: 'A', roles: [0] }, after: { name: 'B', phoneNumber: null } })).toEqual([
      { field: 'name', before: '"A"', after: '"B"', references: [] },
      { field: 'roles', before: '[0]', after: null, references: [] },
      { field: 'phoneNumber', before: null, after: 'null', references: [] },
    ]);
    const row = {
      id: 3,
      entityType: 'multiAlert',
      entityId: 12,
      action: 'update',
      userId: 1,
      userName: 'Admin',
      createdAt: '2026-11-01T00:00:00.000Z',
      clientIds: [4],
    };
    const entry = toActionLogEntry(row);
    expect(fromGlobalId(entry.entityId)).toEqual({ type: 'MultiAlert', restId: '4/12' });
    expect(entry.actor).toMatchObject({ id: toGlobalId('User', 1), displayName: 'Admin' });
    const other = toActionLogEntry({ ...row, entityType: 'clientPolicy', entityId: 4, userId: null });
    expect(other).toMatchObject({ entityId: '4', actor: null, entity: null });
  });

  it("gives a named object its page's global id: devices by kind and serial, nothing for a hidden one", () => {
    const named = (ref: Partial<RestNamedObject> & { key?: string }) =>
      toReference({ type: 'device', id: 9, name: 'Hall', ...ref } as RestNamedObject & { key?: string });
    expect(named({ kind: 'dalm' }).nodeId).toBe(toGlobalId('Device', 9));
    expect(named({ kind: 'hub', serialNumber: 'H-1' }).nodeId).toBe(toGlobalId('FlicHub', 'H-1'));
    expect(named({ kind: 'button', serialNumber: 'B-1' }).nodeId).toBe(toGlobalId('FlicButton', 'B-1'));
    expect(named({ kind: 'sensor', serialNumber: 'S-1' }).nodeId).toBe(toGlobalId('SensorDevice', 'S-1'));
    expect(named({ type: 'multiAlert', clientId: 4 }).nodeId).toBe(toGlobalId('MultiAlert', '4/9'));
    expect(named({ type: 'document', releaseNote: true, section: null })).toEqual({
      key: null,
      type: 'document',
      logId: '9',
      name: 'Hall',
      nodeId: toGlobalId('Document', 9),
      releaseNote: true,
      section: null,
    });
    expect(named({ name: null, kind: 'hub', serialNumber: 'H-1', key: 'deviceIds' })).toEqual({
      key: 'deviceIds',
      type: 'device',
      logId: '9',
      name: null,
      nodeId: null,
      releaseNote: false,
      section: null,
    });
  });

  it('decodes the action-log filter: a global entity id gives type and id, a user id its REST id', () => {
    expect(
      actionLogFilters({
        entityId: toGlobalId('User', 5),
        userId: toGlobalId('User', 1),
        from: '2026-11-01T00:00:00.000Z',
      }),
    ).toEqual({ entityType: 'user', entityId: 5, userId: 1, from: '2026-11-01T00:00:00.000Z', to: undefined });
    expect(actionLogFilters({ entityType: 'client', entityId: '7' })).toMatchObject({
      entityType: 'client',
      entityId: 7,
    });
    expect(() => actionLogFilters({ entityType: 'client', entityId: toGlobalId('User', 5) })).toThrow();
    expect(() => actionLogFilters({ userId: toGlobalId('Client', 5) })).toThrow(/not a User id/);
  });
});
