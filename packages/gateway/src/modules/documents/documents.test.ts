import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';

// The seed (packages/platform/src/seed): clientadmin@vakt.test administers client 2 only.
const CLIENT_2 = toGlobalId('Client', 2);
const CLIENT_7 = toGlobalId('Client', 7);

const FIELDS = `id name description type lang section extension filename size contentType ready fileUrl
  releaseNote unread createdAt updatedAt viewerCanEdit viewerCanManageLinks
  organization { id } clients { id name } owner { id displayName }`;

const LIST = `query ($first: Int, $after: String, $orderBy: DocumentOrder, $search: String, $filter: DocumentFilter) {
  documents(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } }
  }
}`;
const RELEASE_NOTES = `query ($search: String) {
  releaseNotes(search: $search) { totalCount edges { node { id name releaseNote unread type } } }
}`;
const PAGE = `query ($id: ID!) {
  node(id: $id) {
    ... on Document {
      ${FIELDS}
      users(first: 50) {
        totalCount
        edges { node { memberType isMultiDocumentAdmin addedAt viewerCanRemove user { id email displayName } } }
      }
      networks(first: 50) { totalCount edges { node { addedAt viewerCanRemove network { id name type client { id } } } } }
    }
  }
}`;
const CREATE = `mutation ($input: DocumentInput!) {
  createDocument(input: $input) { document { ${FIELDS} } uploadUrl expiresAt errors { field code message } }
}`;
const UPDATE = `mutation ($id: ID!, $input: DocumentInput!) {
  updateDocument(id: $id, input: $input) { document { ${FIELDS} } errors { field code } }
}`;
const DELETE = `mutation ($id: ID!) { deleteDocument(id: $id) { deletedId } }`;
const ADD_USERS = `mutation ($id: ID!, $userIds: [ID!]!) {
  addDocumentUsers(id: $id, userIds: $userIds) {
    document { id users { totalCount edges { node { memberType user { id } } } } } errors { field code }
  }
}`;
const REMOVE_USER = `mutation ($id: ID!, $userId: ID!) {
  removeDocumentUser(id: $id, userId: $userId) { document { id users { totalCount } } errors { field code } }
}`;
const ADD_NETWORKS = `mutation ($id: ID!, $networkIds: [ID!]!) {
  addDocumentNetworks(id: $id, networkIds: $networkIds) {
    document { id networks { totalCount edges { node { network { id } } } } } errors { field code }
  }
}`;
const REMOVE_NETWORK = `mutation ($id: ID!, $networkId: ID!) {
  removeDocumentNetwork(id: $id, networkId: $networkId) { document { id networks { totalCount } } errors { field } }
}`;
const CANDIDATES = `query ($id: ID!, $query: String, $first: Int, $offset: Int) {
  node(id: $id) {
    ... on Document {
      userCandidates(query: $query, first: $first, offset: $offset) { id displayName email }
      networkCandidates(query: $query, first: $first, offset: $offset) { id name }
    }
  }
}`;
const ADD_USERS_NAMED = `mutation ($id: ID!, $userIds: [ID!]!) {
  addDocumentUsers(id: $id, userIds: $userIds) { document { id } errors { field code message refused { pickedId name code } } }
}`;
const ADD_NETWORKS_NAMED = `mutation ($id: ID!, $networkIds: [ID!]!) {
  addDocumentNetworks(id: $id, networkIds: $networkIds) { document { id } errors { field refused { pickedId name code } } }
}`;
const MARK_TWO_READ = `mutation ($first: ID!, $second: ID!) {
  a: markReleaseNoteRead(id: $first) { document { id unread } unreadReleaseNoteCount errors { field } }
  b: markReleaseNoteRead(id: $second) { document { id unread } unreadReleaseNoteCount errors { field } }
}`;
const UNREAD = `{ unreadReleaseNoteCount }`;

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${sequence++}`;
const restId = (globalId: string) => fromGlobalId(globalId)!.restId;

const pdfBytes = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);

const documentInput = (bytes: Buffer, extra: Record<string, unknown> = {}) => ({
  name: unique('GW doc'),
  description: 'Made by the gateway test',
  type: 'PRIVATE',
  lang: 'SV',
  clientIds: [CLIENT_2],
  file: { filename: 'manual.pdf', size: bytes.length, contentType: 'application/pdf' },
  ...extra,
});

describe('documents: lists, the document page, files through the gateway and every document mutation', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;
  let client2Users: string[];
  let client2Networks: string[];

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  const ok = async (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) => {
    const answer = await graphql(query, variables, accessToken);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };

  const gatewayFetch = (path: string, init: RequestInit = {}) => fetch(new URL(path, suite.stack.gateway.url), init);

  const upload = (uploadUrl: string, bytes: Buffer, contentType = 'application/pdf') =>
    gatewayFetch(uploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers: { 'content-type': contentType } });

  /** createDocument, then the file's bytes PUT through the gateway's /uploads (unless upload is false). */
  const createDocument = async (
    extra: Record<string, unknown> = {},
    { bytes = pdfBytes(unique('bytes')), accessToken = suite.accessToken, uploaded = true } = {},
  ) => {
    const data = await ok(CREATE, { input: documentInput(bytes, extra) }, accessToken);
    expect(data.createDocument.errors).toEqual([]);
    const { document, uploadUrl } = data.createDocument;
    if (uploaded) expect((await upload(uploadUrl, bytes)).status).toBe(201);
    return { ...document, uploadUrl, bytes } as Record<string, any> & { id: string; uploadUrl: string; bytes: Buffer };
  };

  const sql = (text: string, params: unknown[] = []) => suite.stack.platform.db.query<any>(text, params);

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    const users = await sql(
      `SELECT u.id FROM users u JOIN client_users cu ON cu.user_id = u.id
       WHERE cu.client_id = 2 AND NOT cu.is_admin AND NOT (u.roles && ARRAY[13, 14, 16, 17]) ORDER BY u.id LIMIT 2`,
    );
    client2Users = users.map((row: { id: number }) => toGlobalId('User', row.id));
    const networks = await sql("SELECT id FROM networks WHERE client_id = 2 AND status = 'active' ORDER BY id LIMIT 2");
    client2Networks = networks.map((row: { id: number }) => toGlobalId('Network', row.id));
    expect(client2Users).toHaveLength(2);
    expect(client2Networks).toHaveLength(2);
  });

  describe('reads', () => {
    it('answers a page of documents, sorted, searched and filtered, in one call, and the next page by cursor', async () => {
      const prefix = unique('GW list');
      const b = await createDocument({ name: `${prefix} B` });
      const a = await createDocument({ name: `${prefix} A` });
      await createDocument({ name: `${prefix} C`, lang: 'EN' });
      suite.stack.proxy.reset();

      const variables = {
        first: 1,
        orderBy: { field: 'NAME', direction: 'ASC' },
        search: prefix,
        filter: { type: 'PRIVATE', lang: 'SV', clientId: CLIENT_2 },
      };
      const first = (await ok(LIST, variables)).documents;

      expect(suite.stack.proxy.calls).toEqual([
        `GET /backoffice/documents?${new URLSearchParams({ type: 'private', lang: 'sv', clientId: '2', limit: '1', offset: '0', sort: 'name', order: 'asc', q: prefix })}`,
      ]);
      expect(first.totalCount).toBe(2);
      expect(first.pageInfo.hasNextPage).toBe(true);
      expect(first.edges[0].node).toMatchObject({
        id: a.id,
        name: `${prefix} A`,
        type: 'PRIVATE',
        lang: 'SV',
        extension: 'pdf',
        filename: 'manual.pdf',
        size: a.bytes.length,
        ready: true,
        fileUrl: `/files/private/${restId(a.id)}.pdf`,
        releaseNote: false,
        unread: false,
        viewerCanEdit: true,
        viewerCanManageLinks: true,
        clients: [{ id: CLIENT_2, name: expect.any(String) }],
        owner: { id: expect.any(String), displayName: expect.any(String) },
      });

      const second = (await ok(LIST, { ...variables, after: first.pageInfo.endCursor })).documents;
      expect(second.edges.map((edge: any) => edge.node.id)).toEqual([b.id]);
      expect(second.pageInfo.hasNextPage).toBe(false);
    });

    it('lists an upload that did not finish as not ready, without a file URL', async () => {
      const pending = await createDocument({}, { uploaded: false });
      expect(pending).toMatchObject({ ready: false, fileUrl: null });
      const listed = (await ok(LIST, { search: pending.name })).documents.edges.map((edge: any) => edge.node);
      expect(listed).toEqual([expect.objectContaining({ id: pending.id, ready: false, fileUrl: null })]);
    });

    it("a client-admin's list and node() hold the documents of its clients only", async () => {
      const own = await createDocument();
      const other = await createDocument({ clientIds: [CLIENT_7] });

      const ownList = await ok(LIST, { search: own.name }, clientAdmin.accessToken);
      expect(ownList.documents.edges.map((edge: any) => edge.node.id)).toEqual([own.id]);
      expect((await ok(LIST, { search: other.name }, clientAdmin.accessToken)).documents.totalCount).toBe(0);

      expect((await ok(PAGE, { id: other.id }, clientAdmin.accessToken)).node).toBeNull();
      expect((await ok(PAGE, { id: own.id }, clientAdmin.accessToken)).node).toMatchObject({
        id: own.id,
        viewerCanEdit: true,
      });
      expect((await ok(PAGE, { id: toGlobalId('Document', 999999) })).node).toBeNull();
    });

    it("a platform-wide document and one shared with another tenant's client are read-only to a client-admin, with why", async () => {
      const [wide] = await sql(
        `SELECT d.id FROM documents d WHERE d.name = 'Privacy policy'
           AND NOT EXISTS (SELECT 1 FROM document_clients dc WHERE dc.document_id = d.id)`,
      );
      const wideId = toGlobalId('Document', wide.id);
      const shared = await createDocument({ clientIds: [CLIENT_2, CLIENT_7] });
      const own = await createDocument();
      const reasons = `query ($id: ID!) { node(id: $id) { ... on Document { viewerCanEdit viewerCanManageLinks viewerReadOnlyReason } } }`;
      const seen = async (id: string, accessToken = clientAdmin.accessToken) =>
        (await ok(reasons, { id }, accessToken)).node;
      expect(await seen(wideId)).toEqual({
        viewerCanEdit: false,
        viewerCanManageLinks: true,
        viewerReadOnlyReason: 'PLATFORM_WIDE',
      });
      expect(await seen(shared.id)).toMatchObject({ viewerCanEdit: false, viewerReadOnlyReason: 'OTHER_TENANT' });
      expect(await seen(own.id)).toMatchObject({ viewerCanEdit: true, viewerReadOnlyReason: null });
      expect(await seen(wideId, suite.accessToken)).toMatchObject({ viewerCanEdit: true, viewerReadOnlyReason: null });

      const input = { name: 'Moved', type: 'PUBLIC', lang: 'EN', clientIds: [CLIENT_2] };
      const moved = await graphql(UPDATE, { id: wideId, input }, clientAdmin.accessToken);
      expect(moved.errors?.[0]?.extensions?.code, JSON.stringify(moved)).toBe('FORBIDDEN');
      expect(
        (await sql('SELECT count(*)::int AS n FROM document_clients WHERE document_id = $1', [wide.id]))[0].n,
      ).toBe(0);
    });

    it('answers the document page with its users and networks, each REST path once', async () => {
      const document = await createDocument();
      await ok(ADD_USERS, { id: document.id, userIds: [client2Users[0]] });
      await ok(ADD_NETWORKS, { id: document.id, networkIds: [client2Networks[0]] });
      suite.stack.proxy.reset();

      const node = (await ok(PAGE, { id: document.id })).node;

      const path = `/backoffice/documents/${restId(document.id)}`;
      expect([...suite.stack.proxy.calls].sort()).toEqual(
        [
          `GET ${path}`,
          `GET ${path}/users?limit=50&offset=0`,
          `GET ${path}/networks?limit=50&offset=0`,
          `GET /backoffice/networks?ids=${restId(client2Networks[0])}&limit=1`,
        ].sort(),
      );
      expect(node.users.totalCount).toBe(2);
      // The owner (the admin who created it) first, then the share.
      expect(node.users.edges.map((edge: any) => [edge.node.memberType, edge.node.user.id])).toEqual([
        ['OWNER', suite.session.userId],
        ['MEMBER', client2Users[0]],
      ]);
      expect(node.users.edges[0].node).toMatchObject({ isMultiDocumentAdmin: true, viewerCanRemove: false });
      expect(node.users.edges[1].node).toMatchObject({
        isMultiDocumentAdmin: false,
        viewerCanRemove: true,
        addedAt: expect.any(String),
        user: { email: expect.stringContaining('@') },
      });
      expect(node.networks).toEqual({
        totalCount: 1,
        edges: [
          {
            node: {
              addedAt: expect.any(String),
              viewerCanRemove: true,
              network: {
                id: client2Networks[0],
                name: expect.any(String),
                type: expect.any(String),
                client: { id: CLIENT_2 },
              },
            },
          },
        ],
      });
    });

    it('keeps the document picker working: ready documents only', async () => {
      const prefix = unique('GW picker');
      const ready = await createDocument({ name: `${prefix} ready` });
      await createDocument({ name: `${prefix} pending` }, { uploaded: false });
      const picked = await ok(
        `query ($q: String) { searchDocuments(query: $q, clientId: "${CLIENT_2}") { id name type } }`,
        { q: prefix },
      );
      const ids = picked.searchDocuments.map((document: any) => document.id);
      expect(ids).toEqual([ready.id]);
      expect(picked.searchDocuments.find((document: any) => document.id === ready.id).type).toBe('PRIVATE');
    });
  });

  describe('files through the gateway', () => {
    it("serves a private document's bytes to a signed-in caller who sees it, and 404 to others", async () => {
      const document = await createDocument();
      expect(document.uploadUrl).toMatch(/^\/uploads\/.+/);
      const node = (await ok(PAGE, { id: document.id })).node;
      expect(node).toMatchObject({ ready: true, fileUrl: `/files/private/${restId(document.id)}.pdf` });

      const signedIn = await gatewayFetch(node.fileUrl, { headers: { authorization: `Bearer ${suite.accessToken}` } });
      expect(signedIn.status).toBe(200);
      expect(Buffer.from(await signedIn.arrayBuffer())).toEqual(document.bytes);
      expect(signedIn.headers.get('content-type')).toBe('application/pdf');
      expect(signedIn.headers.get('content-length')).toBe(String(document.bytes.length));
      expect(signedIn.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''.+\.pdf$/);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      // The gateway's policy and the platform's, both enforced.
      expect(signedIn.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
      expect(signedIn.headers.get('x-content-type-options')).toBe('nosniff');

      const head = await gatewayFetch(node.fileUrl, {
        method: 'HEAD',
        headers: { authorization: `Bearer ${suite.accessToken}` },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(document.bytes.length));

      const signedOut = await gatewayFetch(node.fileUrl);
      expect(signedOut.status).toBe(404);
      expect(signedOut.headers.get('cache-control')).toContain('no-store');

      const other = await createDocument({ clientIds: [CLIENT_7] });
      const outOfScope = await gatewayFetch(`/files/private/${restId(other.id)}.pdf`, {
        headers: { authorization: `Bearer ${clientAdmin.accessToken}` },
      });
      expect(outOfScope.status).toBe(404);
    });

    it("serves a public document's bytes signed out, cacheable for a while", async () => {
      const document = await createDocument({ type: 'PUBLIC' });
      const answer = await gatewayFetch(`/files/public/${restId(document.id)}.pdf`);
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(document.bytes);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
      // The path names the current type and extension only.
      expect((await gatewayFetch(`/files/private/${restId(document.id)}.pdf`)).status).toBe(404);
      expect((await gatewayFetch(`/files/public/${restId(document.id)}.docx`)).status).toBe(404);
    });

    it('passes the PUT refusal of bytes that are not what the extension says', async () => {
      const bytes = Buffer.from('GIF89a not a pdf at all');
      const document = await createDocument({}, { bytes, uploaded: false });
      const refused = await upload(document.uploadUrl, bytes);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ errorCode: 'UNSUPPORTED_TYPE' });
      expect((await ok(PAGE, { id: document.id })).node.ready).toBe(false);
    });

    it('accepts an upload over the old 10 MB icon limit (a document may have 50 MB)', async () => {
      const bytes = Buffer.concat([pdfBytes('large'), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
      const document = await createDocument({}, { bytes });
      const answer = await gatewayFetch(`/files/private/${restId(document.id)}.pdf`, {
        headers: { authorization: `Bearer ${suite.accessToken}` },
      });
      expect(answer.status).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBe(bytes.length);
    });
  });

  describe('writes', () => {
    it('answers refused fields as payload errors on the input, and creates nothing', async () => {
      const bytes = pdfBytes('refused');
      const name = unique('GW refused');
      const noClients = await ok(CREATE, { input: documentInput(bytes, { name, clientIds: [] }) });
      expect(noClients.createDocument).toMatchObject({
        document: null,
        uploadUrl: null,
        errors: [{ field: 'clientIds', code: 'REQUIRED', message: expect.any(String) }],
      });

      const exe = await ok(CREATE, {
        input: documentInput(bytes, {
          name,
          file: { filename: 'tool.exe', size: 10, contentType: 'application/octet-stream' },
        }),
      });
      expect(exe.createDocument.errors).toEqual([
        { field: 'file', code: 'UNSUPPORTED_TYPE', message: expect.any(String) },
      ]);

      const tooLarge = await ok(CREATE, {
        input: documentInput(bytes, {
          name,
          file: { filename: 'big.pdf', size: 52428801, contentType: 'application/pdf' },
        }),
      });
      expect(tooLarge.createDocument.errors).toEqual([
        { field: 'file', code: 'TOO_LARGE', message: expect.any(String) },
      ]);

      const noFile = await ok(CREATE, { input: { ...documentInput(bytes, { name }), file: null } });
      expect(noFile.createDocument.errors).toEqual([{ field: 'file', code: 'REQUIRED', message: expect.any(String) }]);

      expect((await ok(LIST, { search: name })).documents.totalCount).toBe(0);
    });

    it('updates the metadata (the file stays) and refuses an empty name as a field error', async () => {
      const document = await createDocument();
      const input = {
        name: `${document.name} v2`,
        description: null,
        type: 'BACKOFFICE',
        lang: 'ALL',
        clientIds: [CLIENT_2],
      };
      const updated = (await ok(UPDATE, { id: document.id, input })).updateDocument;
      expect(updated.errors).toEqual([]);
      expect(updated.document).toMatchObject({
        id: document.id,
        name: input.name,
        description: null,
        type: 'BACKOFFICE',
        lang: 'ALL',
        ready: true,
        fileUrl: `/files/backoffice/${restId(document.id)}.pdf`,
      });

      const refused = (await ok(UPDATE, { id: document.id, input: { ...input, name: '' } })).updateDocument;
      expect(refused).toEqual({ document: null, errors: [{ field: 'name', code: 'REQUIRED' }] });
    });

    it("refuses a client-admin's write to another client's document as not found", async () => {
      const other = await createDocument({ clientIds: [CLIENT_7] });
      const answer = await graphql(
        UPDATE,
        { id: other.id, input: { name: 'x', type: 'PRIVATE', lang: 'SV', clientIds: [CLIENT_2] } },
        clientAdmin.accessToken,
      );
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
      expect((await ok(PAGE, { id: other.id })).node.name).toBe(other.name);
    });

    it('shares with users and networks and takes them back; the owner stays, as a field error', async () => {
      const document = await createDocument();
      const added = (await ok(ADD_USERS, { id: document.id, userIds: client2Users })).addDocumentUsers;
      expect(added.errors).toEqual([]);
      expect(added.document.users.totalCount).toBe(3);

      const notOfClient = await sql(
        `SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM client_users WHERE client_id = 2)
         AND NOT (roles && ARRAY[13, 14, 16, 17]) ORDER BY id LIMIT 1`,
      );
      const refused = (await ok(ADD_USERS, { id: document.id, userIds: [toGlobalId('User', notOfClient[0].id)] }))
        .addDocumentUsers;
      expect(refused).toEqual({ document: null, errors: [{ field: 'userIds', code: 'NOT_IN_DOCUMENT_CLIENTS' }] });

      const removed = (await ok(REMOVE_USER, { id: document.id, userId: client2Users[0] })).removeDocumentUser;
      expect(removed).toEqual({ document: { id: document.id, users: { totalCount: 2 } }, errors: [] });

      const owner = (await ok(REMOVE_USER, { id: document.id, userId: suite.session.userId })).removeDocumentUser;
      expect(owner).toEqual({ document: null, errors: [{ field: 'userId', code: 'OWNER_NOT_REMOVABLE' }] });

      const networks = (await ok(ADD_NETWORKS, { id: document.id, networkIds: client2Networks })).addDocumentNetworks;
      expect(networks.document.networks.totalCount).toBe(2);
      const less = (await ok(REMOVE_NETWORK, { id: document.id, networkId: client2Networks[1] })).removeDocumentNetwork;
      expect(less).toEqual({ document: { id: document.id, networks: { totalCount: 1 } }, errors: [] });
    });

    it('the sharing pickers offer the candidates the platform answers, in one call each, by name', async () => {
      const document = await createDocument();
      await ok(ADD_USERS, { id: document.id, userIds: [client2Users[0]] });
      suite.stack.proxy.reset();
      const node = (
        await ok(CANDIDATES, { id: document.id, query: null, first: 100, offset: 0 }, clientAdmin.accessToken)
      ).node;
      const path = `/backoffice/documents/${restId(document.id)}`;
      expect([...suite.stack.proxy.calls].sort()).toEqual(
        [
          `GET ${path}`,
          `GET ${path}/users/candidates?limit=100&offset=0`,
          `GET ${path}/networks/candidates?limit=100&offset=0`,
        ].sort(),
      );
      const users = node.userCandidates.map((user: { id: string }) => Number(restId(user.id)));
      const members = await sql(
        `SELECT u.id FROM users u WHERE u.deactivated_at IS NULL
           AND EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = 2)
           AND u.id <> $1 AND u.id <> $2
         ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT 100`,
        [restId(client2Users[0]), restId(suite.session.userId)],
      );
      expect(users).toEqual(members.map((row: { id: number }) => row.id));
      expect(node.userCandidates[0]).toEqual({
        id: expect.any(String),
        displayName: expect.any(String),
        email: expect.any(String),
      });
      expect(node.networkCandidates.map((network: { id: string }) => network.id)).toEqual(
        expect.arrayContaining(client2Networks),
      );
      const ofClient2 = await sql(
        "SELECT id FROM networks WHERE client_id = 2 AND status <> 'deleted' ORDER BY lower(name), id LIMIT 100",
      );
      expect(node.networkCandidates.map((network: { id: string }) => Number(restId(network.id)))).toEqual(
        ofClient2.map((row: { id: number }) => row.id),
      );

      const searched = (
        await ok(CANDIDATES, { id: document.id, query: node.userCandidates[1].email, first: 5, offset: 0 })
      ).node.userCandidates;
      expect(searched.map((user: { id: string }) => user.id)).toEqual([node.userCandidates[1].id]);
    });

    it('a refused batch names each refused pick with the id it was sent as; nothing is shared', async () => {
      const document = await createDocument();
      const [other] = await sql(
        `SELECT u.id, concat_ws(' ', u.first_name, u.last_name) AS name FROM users u
          WHERE u.id NOT IN (SELECT user_id FROM client_users WHERE client_id = 2) AND u.first_name IS NOT NULL
            AND u.deactivated_at IS NULL AND NOT (roles && ARRAY[13, 14, 16, 17]) ORDER BY id LIMIT 1`,
      );
      const otherId = toGlobalId('User', other.id);
      const unknownId = toGlobalId('User', 999999);
      const answer = (await ok(ADD_USERS_NAMED, { id: document.id, userIds: [client2Users[1], otherId, unknownId] }))
        .addDocumentUsers;
      expect(answer).toEqual({
        document: null,
        errors: [
          {
            field: 'userIds',
            code: 'NOT_IN_DOCUMENT_CLIENTS',
            message: expect.stringContaining(other.name),
            refused: [
              { pickedId: otherId, name: other.name, code: 'NOT_IN_DOCUMENT_CLIENTS' },
              { pickedId: unknownId, name: null, code: 'NOT_FOUND' },
            ],
          },
        ],
      });
      expect((await ok(PAGE, { id: document.id })).node.users.totalCount).toBe(1);

      const networks = (await ok(ADD_NETWORKS_NAMED, { id: document.id, networkIds: [toGlobalId('Network', 999999)] }))
        .addDocumentNetworks;
      expect(networks.errors[0].refused).toEqual([
        { pickedId: toGlobalId('Network', 999999), name: null, code: 'NOT_FOUND' },
      ]);
    });

    it("refuses a client-admin's removal of a multi-client-admin as a field error", async () => {
      const [multiAdmin] = await sql("SELECT id FROM users WHERE email = 'multiadmin@vakt.test'");
      const multiAdminId = toGlobalId('User', multiAdmin.id);
      const document = await createDocument({}, { accessToken: clientAdmin.accessToken });
      const added = (await ok(ADD_USERS, { id: document.id, userIds: [multiAdminId] }, clientAdmin.accessToken))
        .addDocumentUsers;
      expect(added.errors).toEqual([]);

      const refused = (await ok(REMOVE_USER, { id: document.id, userId: multiAdminId }, clientAdmin.accessToken))
        .removeDocumentUser;
      expect(refused).toEqual({ document: null, errors: [{ field: 'userId', code: 'MULTI_DOCUMENT_ADMIN' }] });
      // An admin may.
      const removed = (await ok(REMOVE_USER, { id: document.id, userId: multiAdminId })).removeDocumentUser;
      expect(removed).toEqual({ document: { id: document.id, users: { totalCount: 1 } }, errors: [] });
    });

    it('deletes a document with its file', async () => {
      const document = await createDocument({ type: 'PUBLIC' });
      expect((await ok(DELETE, { id: document.id })).deleteDocument).toEqual({ deletedId: document.id });
      expect((await ok(PAGE, { id: document.id })).node).toBeNull();
      expect((await gatewayFetch(`/files/public/${restId(document.id)}.pdf`)).status).toBe(404);
    });
  });

  describe('release notes', () => {
    const releaseNote = () => createDocument({ releaseNote: true, type: 'PUBLIC', lang: 'ALL', clientIds: [] });

    it('lists the notes a client-admin may read, unread until marked, and counts down in the same answer', async () => {
      const first = await releaseNote();
      const second = await releaseNote();
      const before = (await ok(UNREAD, {}, clientAdmin.accessToken)).unreadReleaseNoteCount;
      expect(before).toBeGreaterThanOrEqual(2);

      const listed = (await ok(RELEASE_NOTES, { search: first.name }, clientAdmin.accessToken)).releaseNotes;
      expect(listed.edges.map((edge: any) => edge.node)).toEqual([
        { id: first.id, name: first.name, releaseNote: true, unread: true, type: 'PUBLIC' },
      ]);
      // Release notes are not documents: the documents list does not hold them.
      expect((await ok(LIST, { search: first.name })).documents.totalCount).toBe(0);

      // Two marks in one request: the second answer must not be the first's memoized count.
      const marked = await ok(MARK_TWO_READ, { first: first.id, second: second.id }, clientAdmin.accessToken);
      expect(marked.a).toEqual({
        document: { id: first.id, unread: false },
        unreadReleaseNoteCount: before - 1,
        errors: [],
      });
      expect(marked.b).toEqual({
        document: { id: second.id, unread: false },
        unreadReleaseNoteCount: before - 2,
        errors: [],
      });

      // Idempotent: marking again changes nothing.
      const again = await ok(MARK_TWO_READ, { first: first.id, second: first.id }, clientAdmin.accessToken);
      expect(again.a.unreadReleaseNoteCount).toBe(before - 2);
      expect((await ok(UNREAD, {}, clientAdmin.accessToken)).unreadReleaseNoteCount).toBe(before - 2);
    });

    it('refuses a release note from a client-admin (admin only)', async () => {
      const bytes = pdfBytes('note');
      const answer = await graphql(
        CREATE,
        { input: documentInput(bytes, { releaseNote: true, type: 'PUBLIC', clientIds: [] }) },
        clientAdmin.accessToken,
      );
      expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    });
  });
});
