import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/harness.js';
import { newUser } from '../organizations/organizationsTestKit.js';
import { OTHER, OWN, api, lastLogId, logsSince, readyDocument } from './documentsTestKit.js';

/**
 * The sharing pickers offer what the writes take: `/documents/{id}/users/candidates` and `/networks/candidates`
 * answer the users and networks of the document's clients the caller sees and that are not shared yet; a batch
 * with a refused pick is refused whole, naming each refused pick and why (unseen ones without a name).
 */
describeEachDb('documents: sharing candidates and refused picks', (ctx) => {
  let foreignToken = '';
  const call = (who: string, method: string, path: string, body?: unknown) => api(ctx(), who, method, path, body);
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  /** What the users picker must offer an admin: active members of `clients`, minus shared and owner, by name. */
  const expectedUsers = async (t: TestContext, docId: number, clients: number[]) =>
    ids(
      await t.db.query<{ id: number }>(
        `SELECT u.id FROM users u
          WHERE u.deactivated_at IS NULL
            AND EXISTS (SELECT 1 FROM client_users cu WHERE cu.user_id = u.id AND cu.client_id = ANY($2::int[]))
            AND NOT EXISTS (SELECT 1 FROM document_users du WHERE du.document_id = $1 AND du.user_id = u.id)
            AND u.id IS DISTINCT FROM (SELECT owner_user_id FROM documents WHERE id = $1)
          ORDER BY lower(u.first_name), lower(u.last_name), u.id LIMIT 100`,
        [docId, clients],
      ),
    );

  const memberOf = async (t: TestContext, clientId: number) =>
    (
      await t.db.query<{ id: number; name: string }>(
        `SELECT u.id, concat_ws(' ', u.first_name, u.last_name) AS name FROM client_users cu JOIN users u ON u.id = cu.user_id
          WHERE cu.client_id = $1 AND u.deactivated_at IS NULL AND u.first_name IS NOT NULL AND u.id > 5
            AND NOT EXISTS (SELECT 1 FROM client_users o WHERE o.user_id = u.id AND o.client_id <> $1)
          ORDER BY u.id LIMIT 1`,
        [clientId],
      )
    )[0]!;
  const networkOf = async (t: TestContext, clientId: number) =>
    (
      await t.db.query<{ id: number; name: string }>(
        `SELECT id, name FROM networks WHERE client_id = $1 AND status <> 'deleted' ORDER BY id LIMIT 1`,
        [clientId],
      )
    )[0]!;

  beforeAll(async () => {
    foreignToken = (await newUser(ctx(), 2, [14], { clientId: OTHER })).token;
  });

  describe('candidates', () => {
    it('users: the active members of the document’s clients, not shared yet, not the owner, by name and paged', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'clientadmin', { clientIds: [OWN] });
      const first = await call('clientadmin', 'GET', `/documents/${doc.id}/users/candidates?limit=100`);
      expect(first.status).toBe(200);
      expect(ids(first.body)).toEqual(await expectedUsers(t, doc.id, [OWN]));
      expect(ids(first.body)).not.toContain(doc.userId);
      expect(first.body[0]).toEqual({
        id: expect.any(Number),
        firstName: expect.anything(),
        lastName: expect.anything(),
        email: expect.any(String),
      });

      const shared = first.body[0].id;
      expect((await call('clientadmin', 'PUT', `/documents/${doc.id}/users`, { userIds: [shared] })).status).toBe(200);
      const after = await call('clientadmin', 'GET', `/documents/${doc.id}/users/candidates?limit=100`);
      expect(ids(after.body)).not.toContain(shared);

      const pageOne = await call('clientadmin', 'GET', `/documents/${doc.id}/users/candidates?limit=3`);
      const pageTwo = await call('clientadmin', 'GET', `/documents/${doc.id}/users/candidates?limit=3&offset=3`);
      expect([...ids(pageOne.body), ...ids(pageTwo.body)]).toEqual(ids(after.body).slice(0, 6));

      const someone = after.body[1];
      const searched = await call(
        'clientadmin',
        'GET',
        `/documents/${doc.id}/users/candidates?q=${encodeURIComponent(someone.email)}`,
      );
      expect(ids(searched.body)).toEqual([someone.id]);
    });

    it('users of a document of two clients: the members of both, and only those the caller sees', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'admin', { clientIds: [OWN, OTHER] });
      const admin = await call('admin', 'GET', `/documents/${doc.id}/users/candidates?limit=100`);
      expect(ids(admin.body)).toEqual(await expectedUsers(t, doc.id, [OWN, OTHER]));
      expect(ids(admin.body)).toContain((await memberOf(t, OTHER)).id);

      // The organization-admin (organization 1) shares client 2 with the document, not client 7.
      const orgadmin = await call('orgadmin', 'GET', `/documents/${doc.id}/users/candidates?limit=100`);
      expect(orgadmin.status).toBe(200);
      expect(ids(orgadmin.body)).not.toContain((await memberOf(t, OTHER)).id);
      expect(ids(orgadmin.body)).toContain((await memberOf(t, OWN)).id);
    });

    it('networks: of the document’s clients the caller sees, not deleted, not shared yet, by name', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'admin', { clientIds: [OWN, OTHER] });
      const expected = async (clients: number[]) =>
        ids(
          await t.db.query<{ id: number }>(
            `SELECT id FROM networks n WHERE client_id = ANY($2::int[]) AND status <> 'deleted'
               AND NOT EXISTS (SELECT 1 FROM document_networks dn WHERE dn.document_id = $1 AND dn.network_id = n.id)
             ORDER BY lower(name), id LIMIT 100`,
            [doc.id, clients],
          ),
        );
      const admin = await call('admin', 'GET', `/documents/${doc.id}/networks/candidates?limit=100`);
      expect(ids(admin.body)).toEqual(await expected([OWN, OTHER]));
      expect(admin.body[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        type: expect.any(String),
        clientId: expect.any(Number),
      });
      const own = await call('orgadmin', 'GET', `/documents/${doc.id}/networks/candidates?limit=100`);
      expect(ids(own.body)).toEqual(await expected([OWN]));

      const shared = own.body[0].id;
      await call('orgadmin', 'PUT', `/documents/${doc.id}/networks`, { networkIds: [shared] });
      expect(ids((await call('orgadmin', 'GET', `/documents/${doc.id}/networks/candidates?limit=100`)).body)).toEqual(
        await expected([OWN]),
      );
      expect(await expected([OWN])).not.toContain(shared);
      const page = await call('admin', 'GET', `/documents/${doc.id}/networks/candidates?limit=2&offset=1`);
      expect(ids(page.body)).toEqual((await expected([OWN, OTHER])).slice(1, 3));
    });

    it('every candidate is taken: the whole first page of each picker adds', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'admin', { clientIds: [1, OWN] });
      for (const [tab, field] of [
        ['users', 'userIds'],
        ['networks', 'networkIds'],
      ]) {
        const offered = await call('multiadmin', 'GET', `/documents/${doc.id}/${tab}/candidates?limit=100`);
        expect(offered.body.length, tab).toBeGreaterThan(0);
        const added = await call('multiadmin', 'PUT', `/documents/${doc.id}/${tab}`, { [field]: ids(offered.body) });
        expect(added.body, tab).toEqual({ added: offered.body.length });
      }
    });

    it('a caller who may not change the shares is refused; a document it cannot see is not found', async () => {
      const t = ctx();
      const shared = await readyDocument(t, 'admin', { clientIds: [OWN, OTHER] });
      const own = await readyDocument(t, 'admin', { clientIds: [OWN] });
      for (const tab of ['users', 'networks']) {
        // A client-admin of client 7 reads a document shared with 7 but cannot see the own one.
        expect((await call(foreignToken, 'GET', `/documents/${own.id}/${tab}/candidates`)).status).toBe(404);
        expect((await call(foreignToken, 'GET', `/documents/${shared.id}/${tab}/candidates`)).status).toBe(200);
      }
      // Release notes are the admin's: the client-admin reads one but may not share it.
      const note = await readyDocument(t, 'admin', { releaseNotes: true, clientIds: [], type: 'public' });
      expect((await call('clientadmin', 'GET', `/documents/${note.id}`)).status).toBe(200);
      const refused = await call('clientadmin', 'GET', `/documents/${note.id}/users/candidates`);
      expect(refused.status).toBe(403);
      expect((await call('admin', 'GET', `/documents/${note.id}/users/candidates`)).status).toBe(200);
    });
  });

  describe('refused picks are named, nothing is half-written', () => {
    it('users: a member of another client is named, an unknown id is not; none of the batch is added', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'admin', { clientIds: [OWN] });
      const good = await memberOf(t, OWN);
      const foreign = await memberOf(t, OTHER);
      const start = await lastLogId(t);
      const res = await call('admin', 'PUT', `/documents/${doc.id}/users`, { userIds: [good.id, foreign.id, 999999] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        fields: { userIds: 'NOT_IN_DOCUMENT_CLIENTS' },
      });
      expect(res.body.refused).toEqual([
        { field: 'userIds', id: foreign.id, name: foreign.name, code: 'NOT_IN_DOCUMENT_CLIENTS' },
        { field: 'userIds', id: 999999, name: null, code: 'NOT_FOUND' },
      ]);
      expect(res.body.errorMessage).toContain(foreign.name);
      const users = await call('admin', 'GET', `/documents/${doc.id}/users`);
      expect(users.body.items.map((u: { id: number }) => u.id)).toEqual([doc.userId]);
      expect(await logsSince(t, start)).toEqual([]);
    });

    it('a user outside the caller’s scope is refused NOT_FOUND without its name', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'clientadmin', { clientIds: [OWN] });
      const foreign = await memberOf(t, OTHER);
      const res = await call('clientadmin', 'PUT', `/documents/${doc.id}/users`, { userIds: [foreign.id] });
      expect(res.status).toBe(400);
      expect(res.body.refused).toEqual([{ field: 'userIds', id: foreign.id, name: null, code: 'NOT_FOUND' }]);
      expect(res.body.errorMessage).not.toContain(foreign.name);
    });

    it('networks: a network of another client is named; the good one is not added either', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'admin', { clientIds: [OWN] });
      const good = await networkOf(t, OWN);
      const foreign = await networkOf(t, OTHER);
      const res = await call('admin', 'PUT', `/documents/${doc.id}/networks`, { networkIds: [foreign.id, good.id] });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ networkIds: 'NOT_IN_DOCUMENT_CLIENTS' });
      expect(res.body.refused).toEqual([
        { field: 'networkIds', id: foreign.id, name: foreign.name, code: 'NOT_IN_DOCUMENT_CLIENTS' },
      ]);
      expect((await call('admin', 'GET', `/documents/${doc.id}/networks`)).body.total).toBe(0);
      const fine = await call('admin', 'PUT', `/documents/${doc.id}/networks`, { networkIds: [good.id] });
      expect(fine.body).toEqual({ added: 1 });
    });
  });
});
