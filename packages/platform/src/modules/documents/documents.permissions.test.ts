import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/harness.js';
import { OTHER, OWN, api, lastLogId, logsSince, pdfBody, plainUser, readyDocument } from './documentsTestKit.js';

type Who = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin' | 'user';
const CONSOLE: Who[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin'];
const EVERYONE: Who[] = [...CONSOLE, 'user'];

/** Every documents call by role against a document of the own client (2) and of another (7). */
describeEachDb('documents: roles x own/other tenant', (ctx) => {
  let userToken = '';
  let own: any;
  let other: any;
  const as = (who: Who) => (who === 'user' ? userToken : who);
  const call = (who: Who, method: string, path: string, body?: unknown) => api(ctx(), as(who), method, path, body);

  const memberOf = async (t: TestContext, clientId: number, roles = '{0}') =>
    (
      await t.db.query<{ id: number }>(
        `SELECT cu.user_id AS id FROM client_users cu JOIN users u ON u.id = cu.user_id
          WHERE cu.client_id = $1 AND u.roles = $2::int[] AND u.id > 5 ORDER BY u.id LIMIT 1`,
        [clientId, roles],
      )
    )[0]!.id;
  const networkOf = async (t: TestContext, clientId: number) =>
    (
      await t.db.query<{ id: number }>('SELECT id FROM networks WHERE client_id = $1 ORDER BY id LIMIT 1', [clientId])
    )[0]!.id;

  beforeAll(async () => {
    const t = ctx();
    userToken = (await plainUser(t)).token;
    own = await readyDocument(t, 'admin', { clientIds: [OWN] });
    other = await readyDocument(t, 'admin', { clientIds: [OTHER] });
  });

  describe('reads', () => {
    for (const who of EVERYONE) {
      it(`${who}: GET /documents/{id}, users and networks, and the list`, async () => {
        const t = ctx();
        const sees = (doc: any) => who === 'admin' || (doc === own && who !== 'user');
        for (const doc of [own, other]) {
          const res = await call(who, 'GET', `/documents/${doc.id}`);
          expect(res.status, `${who} ${doc.id}`).toBe(sees(doc) ? 200 : 404);
          if (sees(doc)) expect(res.body.permissions).toEqual({ edit: true, manageLinks: true, readOnlyReason: null });
          for (const tab of ['users', 'networks'])
            expect((await call(who, 'GET', `/documents/${doc.id}/${tab}`)).status).toBe(sees(doc) ? 200 : 404);
        }
        const list = await call(who, 'GET', '/documents?limit=500');
        expect(list.status).toBe(200);
        const ids = list.body.items.map((d: any) => d.id);
        expect(ids.includes(own.id)).toBe(sees(own));
        expect(ids.includes(other.id)).toBe(sees(other));
        if (who === 'user') expect(list.body).toEqual({ items: [], total: 0 });
        void t;
      });
    }
  });

  describe('writes', () => {
    for (const who of EVERYONE) {
      it(`${who}: POST, PUT, DELETE`, async () => {
        const t = ctx();
        const mine = await call(who, 'POST', '/documents', pdfBody({ clientIds: [OWN] }));
        expect(mine.status, JSON.stringify(mine.body)).toBe(who === 'user' ? 403 : 201);
        const foreign = await call(who, 'POST', '/documents', pdfBody({ clientIds: [OTHER] }));
        if (who === 'admin') expect(foreign.status).toBe(201);
        else if (who === 'user') expect(foreign.status).toBe(403);
        else expect(foreign.body.fields).toEqual({ clientIds: 'NOT_IN_SCOPE' });

        const ownDoc = await readyDocument(t, 'admin', { clientIds: [OWN] });
        const otherDoc = await readyDocument(t, 'admin', { clientIds: [OTHER] });
        const expected = (doc: any) => (who === 'admin' ? 200 : doc === ownDoc && who !== 'user' ? 200 : 404);
        for (const doc of [ownDoc, otherDoc]) {
          const put = await call(who, 'PUT', `/documents/${doc.id}`, { description: `by ${who}` });
          expect(put.status, JSON.stringify(put.body)).toBe(expected(doc));
          const del = await call(who, 'DELETE', `/documents/${doc.id}`);
          expect(del.status).toBe(expected(doc) === 200 ? 204 : 404);
        }
      });

      it(`${who}: users and networks of the own and the other document`, async () => {
        const t = ctx();
        const ownUser = await memberOf(t, OWN);
        const otherUser = await memberOf(t, OTHER);
        const ownNetwork = await networkOf(t, OWN);
        const otherNetwork = await networkOf(t, OTHER);
        for (const [doc, userId, networkId] of [
          [own, ownUser, ownNetwork],
          [other, otherUser, otherNetwork],
        ] as const) {
          const sees = who === 'admin' || (doc === own && who !== 'user');
          const addedUsers = await call(who, 'PUT', `/documents/${doc.id}/users`, { userIds: [userId] });
          expect(addedUsers.status, JSON.stringify(addedUsers.body)).toBe(sees ? 200 : 404);
          const addedNetworks = await call(who, 'PUT', `/documents/${doc.id}/networks`, { networkIds: [networkId] });
          expect(addedNetworks.status).toBe(sees ? 200 : 404);
          expect((await call(who, 'DELETE', `/documents/${doc.id}/users/${userId}`)).status).toBe(sees ? 204 : 404);
          expect((await call(who, 'DELETE', `/documents/${doc.id}/networks/${networkId}`)).status).toBe(
            sees ? 204 : 404,
          );
        }
      });
    }
  });

  describe('release notes and help-center documents', () => {
    it('only an admin creates, edits, retypes and deletes them (a platform-wide note is no client-admin’s)', async () => {
      const note = await readyDocument(ctx(), 'admin', { releaseNotes: true, clientIds: [], type: 'public' });
      for (const who of ['orgadmin', 'multiadmin', 'clientadmin', 'user'] as Who[]) {
        const created = await call(who, 'POST', '/documents', pdfBody({ releaseNotes: true, clientIds: [] }));
        expect(created.status, who).toBe(403);
        const manual = await call(who, 'POST', '/documents', pdfBody({ section: 'manuals', clientIds: [] }));
        expect(manual.status, who).toBe(403);
        const renamed = await call(who, 'PUT', `/documents/${note.id}`, { name: 'Renamed' });
        // A public note: everyone reads it, so the refusal is 403.
        expect(renamed.status, who).toBe(403);
        expect((await call(who, 'PUT', `/documents/${note.id}`, { type: 'private' })).status, who).toBe(403);
        expect((await call(who, 'DELETE', `/documents/${note.id}`)).status).toBe(403);
      }
      const retyped = await call('admin', 'PUT', `/documents/${note.id}`, { type: 'private', name: note.name });
      expect(retyped.status, JSON.stringify(retyped.body)).toBe(200);
      expect(retyped.body.type).toBe('private');
      expect((await call('admin', 'PUT', `/documents/${note.id}`, { type: 'backoffice' })).body.fields).toEqual({
        type: 'INVALID',
      });
      const manual = await call('admin', 'POST', '/documents', pdfBody({ section: 'manuals', clientIds: [] }));
      expect(manual.status, JSON.stringify(manual.body)).toBe(201);
      expect(manual.body.document).toMatchObject({ section: 'manuals', clients: [] });
      expect(
        (await call('admin', 'POST', '/documents', pdfBody({ section: 'Bad key', clientIds: [] }))).body.fields,
      ).toEqual({ section: 'INVALID' });
      const list = await call('admin', 'GET', '/documents?limit=500');
      expect(list.body.items.some((d: any) => d.id === manual.body.id)).toBe(false);
    });

    it('mark-read is idempotent; the unread count counts only the notes the caller may read', async () => {
      const t = ctx();
      const count = async (who: Who) => (await call(who, 'GET', '/documents/release-notes/unread-count')).body.count;
      const authorBefore = await count('admin');
      const publicNote = await readyDocument(t, 'admin', { releaseNotes: true, clientIds: [], type: 'public' });
      const privateNote = await readyDocument(t, 'admin', { releaseNotes: true, clientIds: [], type: 'private' });
      // the author's own notes are read for it
      expect(await count('admin')).toBe(authorBefore);
      expect((await call('admin', 'GET', `/documents/${publicNote.id}`)).body.isUnread).toBe(false);
      const userBefore = await count('user');
      const adminBefore = await count('clientadmin');
      const notes = await call('user', 'GET', '/documents?releaseNotes=true&limit=500');
      expect(notes.body.items.every((d: any) => d.type === 'public')).toBe(true);
      expect(notes.body.items.find((d: any) => d.id === publicNote.id)).toMatchObject({ isUnread: true });
      expect(notes.body.items.some((d: any) => d.id === privateNote.id)).toBe(false);
      expect((await call('user', 'POST', `/documents/release-notes/${privateNote.id}/mark-read`)).status).toBe(404);
      expect((await call('user', 'POST', `/documents/release-notes/${own.id}/mark-read`)).status).toBe(404);

      expect((await call('user', 'POST', `/documents/release-notes/${publicNote.id}/mark-read`)).status).toBe(204);
      expect(await count('user')).toBe(userBefore - 1);
      expect((await call('user', 'POST', `/documents/release-notes/${publicNote.id}/mark-read`)).status).toBe(204);
      expect(await count('user')).toBe(userBefore - 1);
      const after = await call('user', 'GET', `/documents/${publicNote.id}`);
      expect(after.body.isUnread).toBe(false);
      // The client-admin reads private notes too: both are unread for it.
      expect((await call('clientadmin', 'POST', `/documents/release-notes/${privateNote.id}/mark-read`)).status).toBe(
        204,
      );
      expect(await count('clientadmin')).toBe(adminBefore - 1);
    });
  });

  describe('users and networks rules, audit and nothing half-written', () => {
    it('owner not removable, multi-document admins, only users and networks of the document’s clients', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'clientadmin', { clientIds: [OWN] });
      const owner = await call('clientadmin', 'DELETE', `/documents/${doc.id}/users/4`);
      expect(owner.status).toBe(409);
      expect(owner.body.errorCode).toBe('OWNER_NOT_REMOVABLE');
      expect((await call('clientadmin', 'PUT', `/documents/${doc.id}/users`, { userIds: [3] })).body).toEqual({
        added: 1,
      });
      const users = await call('clientadmin', 'GET', `/documents/${doc.id}/users`);
      expect(users.body.items.map((u: any) => [u.id, u.memberType, u.isMultiDocumentAdmin, u.canRemove])).toEqual([
        [4, 'owner', false, false],
        [3, 'member', true, false],
      ]);
      const multi = await call('clientadmin', 'DELETE', `/documents/${doc.id}/users/3`);
      expect(multi.status).toBe(403);
      expect(multi.body.errorCode).toBe('MULTI_DOCUMENT_ADMIN');
      expect((await call('orgadmin', 'DELETE', `/documents/${doc.id}/users/3`)).status).toBe(204);

      const foreignUser = await memberOf(t, OTHER);
      const refused = await call('admin', 'PUT', `/documents/${doc.id}/users`, { userIds: [foreignUser] });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ userIds: 'NOT_IN_DOCUMENT_CLIENTS' });
      const foreignNetwork = await networkOf(t, OTHER);
      const refusedNet = await call('admin', 'PUT', `/documents/${doc.id}/networks`, { networkIds: [foreignNetwork] });
      expect(refusedNet.body.fields).toEqual({ networkIds: 'NOT_IN_DOCUMENT_CLIENTS' });
      expect((await call('admin', 'DELETE', `/documents/${doc.id}/networks/${foreignNetwork}`)).status).toBe(404);
    });

    it('one audit row per write, none for a refused one; a refused write changes nothing', async () => {
      const t = ctx();
      const start = await lastLogId(t);
      const before = await t.db.query('SELECT count(*)::int AS n FROM documents');
      const refused = await call('clientadmin', 'POST', '/documents', pdfBody({ clientIds: [OWN, OTHER] }));
      expect(refused.body.fields).toEqual({ clientIds: 'NOT_IN_SCOPE' });
      expect((await call('user', 'POST', '/documents', pdfBody())).status).toBe(403);
      expect(await t.db.query('SELECT count(*)::int AS n FROM documents')).toEqual(before);
      expect(await logsSince(t, start)).toEqual([]);

      const created = await call('clientadmin', 'POST', '/documents', pdfBody({ clientIds: [OWN] }));
      const id = created.body.id;
      const bad = await call('clientadmin', 'PUT', `/documents/${id}`, { name: 'x'.repeat(201), description: 'new' });
      expect(bad.body.fields).toEqual({ name: 'TOO_LONG' });
      expect((await call('clientadmin', 'GET', `/documents/${id}`)).body.description).toBe('A test document');
      await call('clientadmin', 'PUT', `/documents/${id}`, { description: 'Changed' });
      const userId = await memberOf(t, OWN);
      await call('clientadmin', 'PUT', `/documents/${id}/users`, { userIds: [userId] });
      await call('clientadmin', 'PUT', `/documents/${id}/users`, { userIds: [userId] });
      await call('clientadmin', 'DELETE', `/documents/${id}/users/${userId}`);
      await call('clientadmin', 'DELETE', `/documents/${id}`);
      const logs = await logsSince(t, start);
      expect(logs.map((l) => [l.entity_type, l.entity_id, l.action, l.user_id, l.client_ids])).toEqual([
        ['document', id, 'create', 4, [OWN]],
        ['document', id, 'update', 4, [OWN]],
        ['document', id, 'addUsers', 4, [OWN]],
        ['document', id, 'removeUser', 4, [OWN]],
        ['document', id, 'delete', 4, [OWN]],
      ]);
      expect(logs[1]!.payload).toEqual({
        before: { description: 'A test document' },
        after: { description: 'Changed' },
      });
      expect(logs[2]!.payload.after).toEqual({ userIds: [userId] });
    });

    it('validation codes of the contract', async () => {
      const fields = async (body: Record<string, unknown>) =>
        (await call('admin', 'POST', '/documents', body)).body.fields;
      expect(await fields(pdfBody({ name: 'x'.repeat(201), description: 'y'.repeat(301) }))).toEqual({
        name: 'TOO_LONG',
        description: 'TOO_LONG',
      });
      expect(await fields(pdfBody({ lang: undefined, type: 'secret', clientIds: [] }))).toEqual({
        lang: 'REQUIRED',
        type: 'INVALID',
        clientIds: 'REQUIRED',
      });
      expect(await fields(pdfBody({ releaseNotes: true, clientIds: [], type: 'backoffice' }))).toEqual({
        type: 'INVALID',
      });
      expect(await fields(pdfBody({ organizationId: 2, clientIds: [OWN] }))).toEqual({
        clientIds: 'NOT_IN_ORGANIZATION',
      });
      expect(await fields(pdfBody({ filename: undefined }))).toEqual({ filename: 'REQUIRED' });
      expect(await fields(pdfBody({ filename: 'run.exe' }))).toEqual({ filename: 'UNSUPPORTED_TYPE' });
      expect(await fields(pdfBody({ size: 52428801 }))).toEqual({ size: 'TOO_LARGE' });
      const named = await call(
        'admin',
        'POST',
        '/documents',
        pdfBody({ name: undefined, filename: 'Årsplan 2027.pdf' }),
      );
      expect(named.body.document).toMatchObject({ name: 'Årsplan 2027', organizationId: 1 });
    });
  });
});
