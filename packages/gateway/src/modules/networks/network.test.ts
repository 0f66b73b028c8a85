import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../ids.js';
import { networkListQuery } from './list.js';
import {
  integrationStatusesOf,
  networkStatusOf,
  networkTypeOf,
  toNetworkFromDetail,
  toNetworkFromRow,
  worstIntegrationStatus,
} from './network.js';
import { settingsFieldName, toNetworkSettings, toNetworkSettingsBody } from './tabs.js';
import { networkFieldName, toNetworkBody } from './writes.js';

describe('network mapping', () => {
  it('picks the worst integration status: error, then pending, then success, null without any', () => {
    expect(worstIntegrationStatus(integrationStatusesOf(['success', 'pending', 'error']))).toBe('ERROR');
    expect(worstIntegrationStatus(integrationStatusesOf(['success', 'pending']))).toBe('PENDING');
    expect(worstIntegrationStatus(integrationStatusesOf(['success']))).toBe('SUCCESS');
    expect(worstIntegrationStatus(integrationStatusesOf([]))).toBeNull();
  });

  it('upper-cases network types and statuses', () => {
    expect(['public', 'open', 'private'].map(networkTypeOf)).toEqual(['PUBLIC', 'OPEN', 'PRIVATE']);
    expect(['active', 'closed', 'archived', 'deleted'].map(networkStatusOf)).toEqual([
      'ACTIVE',
      'CLOSED',
      'ARCHIVED',
      'DELETED',
    ]);
  });

  it('leaves the fields a source lacks undefined, so they load on demand', () => {
    const row = toNetworkFromRow({
      id: 7,
      name: 'Norr',
      type: 'open',
      status: 'closed',
      address: 'Gatan 1',
      lat: 59,
      lng: 18,
      clientId: 2,
      clientName: 'Kund',
      integration_settings_statuses: ['pending', 'bogus'],
      userCount: 3,
      deviceCount: 1,
      relaysCount: 0,
      relaysEnabled: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(row).toMatchObject({
      id: toGlobalId('Network', 7),
      type: 'OPEN',
      status: 'CLOSED',
      integrationStatuses: ['PENDING'],
      integrationStatus: 'PENDING',
      client: { id: toGlobalId('Client', 2), name: 'Kund' },
      listed: true,
    });
    expect(row.owner).toBeUndefined();
    expect(row.viewerCan).toBeUndefined();

    const detail = toNetworkFromDetail({
      id: 7,
      name: 'Norr',
      type: 'open',
      ownerId: 4,
      ownerName: 'Ada Berg',
      ownerEmail: 'ada@example.se',
      clientId: null,
      logo: { url: '/backoffice/files/logo.png', mimetype: 'image/png' },
      permissions: { edit: true, delete: false },
    });
    expect(detail).toMatchObject({
      client: null,
      logo: { url: '/files/logo.png', contentType: 'image/png' },
      viewerCan: { edit: true, delete: false },
      owner: { id: toGlobalId('User', 4), displayName: 'Ada Berg', email: 'ada@example.se' },
    });
    expect((detail.owner as Record<string, unknown>).firstName).toBeUndefined();
    expect(detail.userCount).toBeUndefined();
  });

  it('sends the settings left out as left out, and only enableClustering as an explicit null', () => {
    expect(toNetworkSettingsBody({ confirmIncidents: true, enableClustering: undefined })).toEqual({
      confirmIncidents: true,
    });
    expect(toNetworkSettingsBody({ enableClustering: null, onlyNotifyAdmins: null })).toEqual({
      enableClustering: null,
    });
    expect(
      toNetworkSettingsBody({ enableDynamicSafeAssistAlert: true, notifySelectedUsersOutsideOfRange: [] }, []),
    ).toEqual({ enableDynamicSafeAssisstAlert: true, notifySelectedUsersOutsideOfRange: [] });
    expect(settingsFieldName('enableDynamicSafeAssisstAlert')).toBe('enableDynamicSafeAssistAlert');
    expect(
      toNetworkSettings(
        {
          enableDynamicSafeAssisstAlert: true,
          notifySelectedUsersOutsideOfRange: [5, 9],
          enableClustering: null,
        } as never,
        '7',
      ),
    ).toMatchObject({ enableDynamicSafeAssistAlert: true, enableClustering: null, selectedUserIds: ['5', '9'] });
  });

  it('maps the form and the list query to the platform names, and its field names back', () => {
    expect(
      toNetworkBody({
        name: 'N',
        type: 'PUBLIC',
        address: 'A',
        latitude: 1,
        longitude: 2,
        ownerId: toGlobalId('User', 4),
        clientId: null,
        logoUploadId: '12',
      }),
    ).toEqual({
      name: 'N',
      type: 'public',
      description: null,
      address: 'A',
      lat: 1,
      lng: 2,
      ownerId: 4,
      clientId: null,
      logoUploadId: 12,
    });
    expect(['lat', 'lng', 'name'].map(networkFieldName)).toEqual(['latitude', 'longitude', 'name']);
    expect(
      networkListQuery({
        orderBy: { field: 'NAME', direction: 'ASC' },
        search: 'berg',
        filter: { clientId: toGlobalId('Client', 2), status: 'ARCHIVED', type: 'OPEN' },
      }),
    ).toEqual({
      sort: 'name',
      order: 'asc',
      search: 'berg',
      filters: { clientId: 2, status: 'archived', type: 'open' },
    });
  });
});
