import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../ids.js';
import { toDocument, toDocumentFromRecord } from './document.js';
import { toDocumentUser } from './tabs.js';
import { documentFieldName, removeUserRefusalOf } from './writes.js';

const ROW = {
  id: 12,
  name: 'Manual',
  description: null,
  type: 'private',
  lang: 'sv',
  extension: 'pdf',
  filename: 'manual.pdf',
  size: 1234,
  contentType: 'application/pdf',
  ready: true,
  url: '/backoffice/files/private/12.pdf',
  organizationId: 3,
  organizationName: 'Nordvakt',
  clients: [{ id: 2, name: 'Kund' }],
  userId: 1,
  ownerName: 'Ada Admin',
  createdAt: '2026-01-02T03:04:05.000Z',
  releaseNotes: false,
  isUnread: false,
  permissions: { edit: true, manageLinks: false },
};

describe('document mapping', () => {
  it('maps a row: enums upper-cased, the file path same-origin, clients, organization and owner as nodes', () => {
    expect(toDocumentFromRecord(ROW)).toMatchObject({
      id: toGlobalId('Document', 12),
      type: 'PRIVATE',
      lang: 'SV',
      fileUrl: '/files/private/12.pdf',
      clients: [{ id: toGlobalId('Client', 2), name: 'Kund' }],
      organization: { id: toGlobalId('Organization', 3), name: 'Nordvakt' },
      owner: { id: toGlobalId('User', 1), displayName: 'Ada Admin', email: undefined },
      viewerCanEdit: true,
      viewerCanManageLinks: false,
    });
  });

  it('has no file URL until the file is stored, and reads an unknown type as the most restricted', () => {
    expect(toDocumentFromRecord({ ...ROW, ready: false, url: null, type: 'secret', lang: 'de' })).toMatchObject({
      ready: false,
      fileUrl: null,
      type: 'BACKOFFICE',
      lang: 'ALL',
    });
  });

  it('leaves the fields a picker row lacks undefined (loaded on demand)', () => {
    const picked = toDocument({ id: 12, name: 'Manual' });
    expect(picked.name).toBe('Manual');
    expect(picked.type).toBeUndefined();
    expect(picked.fileUrl).toBeUndefined();
  });

  it('maps a users tab row: the member type and the user from the row', () => {
    expect(
      toDocumentUser({
        id: 5,
        firstName: 'Bo',
        lastName: 'Ek',
        email: 'bo@x.test',
        memberType: 'owner',
        canRemove: false,
      }),
    ).toMatchObject({
      memberType: 'OWNER',
      viewerCanRemove: false,
      user: { id: toGlobalId('User', 5), displayName: 'Bo Ek', email: 'bo@x.test' },
    });
  });

  it('names refused file fields as the input names them, and the user removal refusals on userId', () => {
    expect(['filename', 'size', 'contentType', 'releaseNotes', 'clientIds.1', 'name'].map(documentFieldName)).toEqual([
      'file',
      'file',
      'file',
      'releaseNote',
      'clientIds.1',
      'name',
    ]);
    const refusal = new GraphQLError('no', { extensions: { code: 'CONFLICT', errorCode: 'OWNER_NOT_REMOVABLE' } });
    expect(removeUserRefusalOf(refusal)).toEqual([
      { field: 'userId', code: 'OWNER_NOT_REMOVABLE', message: expect.any(String) },
    ]);
    expect(removeUserRefusalOf(new GraphQLError('no', { extensions: { code: 'NOT_FOUND' } }))).toBeNull();
  });
});
