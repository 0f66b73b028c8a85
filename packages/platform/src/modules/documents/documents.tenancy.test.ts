import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../../../test/harness.js';
import { newUser } from '../organizations/organizationsTestKit.js';
import { OTHER, OWN, api, download, readyDocument } from './documentsTestKit.js';

/**
 * What no tenant owns only an admin changes: every document write by role against a platform-wide document
 * (no client), the caller's own (client 2), one shared with an own and a foreign client (2 and 7), one of two
 * clients of organization 1 (1 and 2) and a platform-wide release note. `foreign` is a client-admin of client
 * 7 (organization 2); the seed's organization-admin reads 1-4, the multi-client admin 1, 2 and 5, the
 * client-admin 2.
 */
type Who = 'admin' | 'orgadmin' | 'multiadmin' | 'clientadmin' | 'foreign';
type Doc = 'platformWide' | 'own' | 'shared' | 'organization' | 'releaseNote';
const WHO: Who[] = ['admin', 'orgadmin', 'multiadmin', 'clientadmin', 'foreign'];
const DOCS: Doc[] = ['platformWide', 'own', 'shared', 'organization', 'releaseNote'];

/** 'edit', a read-only reason, or 'hidden' (not visible: 404). */
const EXPECTED: Record<Who, Record<Doc, string>> = {
  admin: { platformWide: 'edit', own: 'edit', shared: 'edit', organization: 'edit', releaseNote: 'edit' },
  orgadmin: {
    platformWide: 'PLATFORM_WIDE',
    own: 'edit',
    shared: 'OTHER_TENANT',
    organization: 'edit',
    releaseNote: 'ADMIN_ONLY',
  },
  multiadmin: {
    platformWide: 'PLATFORM_WIDE',
    own: 'edit',
    shared: 'OTHER_TENANT',
    organization: 'edit',
    releaseNote: 'ADMIN_ONLY',
  },
  clientadmin: {
    platformWide: 'PLATFORM_WIDE',
    own: 'edit',
    shared: 'OTHER_TENANT',
    organization: 'OTHER_TENANT',
    releaseNote: 'ADMIN_ONLY',
  },
  foreign: {
    platformWide: 'PLATFORM_WIDE',
    own: 'hidden',
    shared: 'OTHER_TENANT',
    organization: 'hidden',
    releaseNote: 'ADMIN_ONLY',
  },
};

describeEachDb('documents: what no tenant owns only an admin changes', (ctx) => {
  let foreignToken = '';
  const as = (who: Who) => (who === 'foreign' ? foreignToken : who);
  const call = (who: Who, method: string, path: string, body?: unknown) => api(ctx(), as(who), method, path, body);
  const adminView = async (id: number) => (await call('admin', 'GET', `/documents/${id}`)).body;

  /** A document without clients, as the seed's manual and privacy policy (the API never creates one). */
  const platformWide = async (t: TestContext, extra: Record<string, unknown> = {}) => {
    const doc = await readyDocument(t, 'admin', { clientIds: [OWN], ...extra });
    await t.db.query('DELETE FROM document_clients WHERE document_id = $1', [doc.id]);
    await t.db.query('UPDATE documents SET organization_id = NULL WHERE id = $1', [doc.id]);
    return adminView(doc.id);
  };
  const documentOf = (t: TestContext, kind: Doc) => {
    if (kind === 'platformWide') return platformWide(t);
    if (kind === 'releaseNote') return readyDocument(t, 'admin', { releaseNotes: true, clientIds: [], type: 'public' });
    const clientIds = { own: [OWN], shared: [OWN, OTHER], organization: [1, OWN] }[kind];
    return readyDocument(t, 'admin', { clientIds });
  };

  beforeAll(async () => {
    foreignToken = (await newUser(ctx(), 2, [14], { clientId: OTHER })).token;
  });

  for (const who of WHO) {
    describe(who, () => {
      for (const kind of DOCS) {
        const expected = EXPECTED[who][kind];
        it(`${kind}: ${expected}: permissions, PUT metadata, clients and type, DELETE`, async () => {
          const t = ctx();
          const doc = await documentOf(t, kind);
          const before = await adminView(doc.id);
          const read = await call(who, 'GET', `/documents/${doc.id}`);
          if (expected === 'hidden') {
            expect(read.status).toBe(404);
            expect((await call(who, 'PUT', `/documents/${doc.id}`, { description: 'x' })).status).toBe(404);
            expect((await call(who, 'DELETE', `/documents/${doc.id}`)).status).toBe(404);
            expect(await adminView(doc.id)).toEqual(before);
            return;
          }
          const edit = expected === 'edit';
          expect(read.status).toBe(200);
          expect(read.body.permissions).toMatchObject({ edit, readOnlyReason: edit ? null : expected });

          const writes: [string, unknown][] = [
            ['metadata', { description: `by ${who}` }],
            ['type', { type: 'private' }],
            ['clients', { clientIds: [OWN] }],
          ];
          for (const [what, body] of writes) {
            const res = await call(who, 'PUT', `/documents/${doc.id}`, body);
            if (edit)
              expect(res.status, `${what} ${JSON.stringify(res.body)}`).toBe(
                kind === 'releaseNote' && what === 'clients' ? 400 : 200,
              );
            else {
              expect(res.status, what).toBe(403);
              expect(res.body.errorCode).toBe('FORBIDDEN');
            }
          }
          if (!edit) expect(await adminView(doc.id)).toEqual(before);

          const deleted = await call(who, 'DELETE', `/documents/${doc.id}`);
          expect(deleted.status).toBe(edit ? 204 : 403);
          expect((await call('admin', 'GET', `/documents/${doc.id}`)).status).toBe(edit ? 404 : 200);
          if (!edit) expect((await download(t, doc.url, await t.tokenOf('admin'))).status).toBe(200);
        });
      }
    });
  }

  describe('the reproduced attacks', () => {
    it('a client-admin cannot move a platform-wide document to its own client; another organization’s cannot delete one', async () => {
      const t = ctx();
      const doc = await platformWide(t);
      const moved = await call('clientadmin', 'PUT', `/documents/${doc.id}`, { clientIds: [OWN] });
      expect(moved.status).toBe(403);
      expect(moved.body.errorMessage).toMatch(/shared with every client/);
      expect((await adminView(doc.id)).clients).toEqual([]);
      expect((await call('foreign', 'DELETE', `/documents/${doc.id}`)).status).toBe(403);
      expect((await download(t, doc.url, await t.tokenOf('admin'))).status).toBe(200);
    });

    it('a client-admin cannot switch a platform-wide release note to private', async () => {
      const note = await documentOf(ctx(), 'releaseNote');
      const retyped = await call('clientadmin', 'PUT', `/documents/${note.id}`, { type: 'private' });
      expect(retyped.status).toBe(403);
      expect((await adminView(note.id)).type).toBe('public');
      const byAdmin = await call('admin', 'PUT', `/documents/${note.id}`, { type: 'private' });
      expect(byAdmin.body.type).toBe('private');
    });

    it('the seed’s platform-wide documents are read-only to every tenant', async () => {
      const t = ctx();
      const seeded = await t.db.query<{ id: number }>(
        `SELECT id FROM documents d WHERE name IN ('Användarmanual', 'Privacy policy')
           AND NOT EXISTS (SELECT 1 FROM document_clients dc WHERE dc.document_id = d.id)`,
      );
      expect(seeded).toHaveLength(2);
      for (const { id } of seeded)
        for (const who of ['orgadmin', 'multiadmin', 'clientadmin', 'foreign'] as Who[]) {
          const read = await call(who, 'GET', `/documents/${id}`);
          expect(read.body.permissions, `${who} ${id}`).toEqual({
            edit: false,
            manageLinks: true,
            readOnlyReason: 'PLATFORM_WIDE',
          });
        }
    });
  });

  describe('clients a non-admin may set', () => {
    it('only clients in its scope, and never none; an admin keeps a platform-wide document without clients', async () => {
      const t = ctx();
      const doc = await readyDocument(t, 'admin', { clientIds: [OWN] });
      const foreign = await call('orgadmin', 'PUT', `/documents/${doc.id}`, { clientIds: [OWN, OTHER] });
      expect(foreign.body.fields).toEqual({ clientIds: 'NOT_IN_SCOPE' });
      const none = await call('orgadmin', 'PUT', `/documents/${doc.id}`, { clientIds: [] });
      expect(none.body.fields).toEqual({ clientIds: 'REQUIRED' });
      expect((await adminView(doc.id)).clients.map((c: any) => c.id)).toEqual([OWN]);
      const moved = await call('orgadmin', 'PUT', `/documents/${doc.id}`, { clientIds: [1, 3] });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.clients.map((c: any) => c.id).sort()).toEqual([1, 3]);
      // Now outside the client-admin's scope: hidden from it.
      expect((await call('clientadmin', 'GET', `/documents/${doc.id}`)).status).toBe(404);
      expect((await call('admin', 'PUT', `/documents/${doc.id}`, { clientIds: [] })).body.fields).toEqual({
        clientIds: 'REQUIRED',
      });

      const wide = await platformWide(t);
      const described = await call('admin', 'PUT', `/documents/${wide.id}`, { description: 'For everyone' });
      expect(described.status, JSON.stringify(described.body)).toBe(200);
      expect(described.body).toMatchObject({ description: 'For everyone', clients: [] });
    });

    it('the owner of a document later shared with a foreign client no longer edits it', async () => {
      const doc = await readyDocument(ctx(), 'clientadmin', { clientIds: [OWN] });
      expect((await call('clientadmin', 'GET', `/documents/${doc.id}`)).body.permissions.edit).toBe(true);
      const shared = await call('admin', 'PUT', `/documents/${doc.id}`, {
        clientIds: [OWN, OTHER],
        organizationId: null,
      });
      expect(shared.status, JSON.stringify(shared.body)).toBe(200);
      const read = await call('clientadmin', 'GET', `/documents/${doc.id}`);
      expect(read.body.permissions).toEqual({ edit: false, manageLinks: true, readOnlyReason: 'OTHER_TENANT' });
      expect((await call('clientadmin', 'PUT', `/documents/${doc.id}`, { clientIds: [OWN] })).status).toBe(403);
      expect((await adminView(doc.id)).clients.map((c: any) => c.id)).toEqual([OWN, OTHER]);
    });
  });

  describe('links (users and networks tabs)', () => {
    const ownUser = async (t: TestContext, clientId: number) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT cu.user_id AS id FROM client_users cu JOIN users u ON u.id = cu.user_id
            WHERE cu.client_id = $1 AND u.roles = '{0}' AND u.id > 5 ORDER BY u.id LIMIT 1`,
          [clientId],
        )
      )[0]!.id;

    it('a non-admin links its own users to a platform-wide document and sees only its own links', async () => {
      const t = ctx();
      const doc = await platformWide(t);
      const mine = await ownUser(t, OWN);
      const theirs = await ownUser(t, OTHER);
      expect((await call('clientadmin', 'PUT', `/documents/${doc.id}/users`, { userIds: [mine] })).body).toEqual({
        added: 1,
      });
      const refused = await call('clientadmin', 'PUT', `/documents/${doc.id}/users`, { userIds: [theirs] });
      // a user the client-admin cannot see is refused as not found, and not named
      expect(refused.body.fields).toEqual({ userIds: 'NOT_FOUND' });
      expect(refused.body.refused).toEqual([expect.objectContaining({ id: theirs, code: 'NOT_FOUND' })]);
      expect(refused.body.refused[0].name ?? '').toBe('');
      expect((await call('foreign', 'PUT', `/documents/${doc.id}/users`, { userIds: [theirs] })).status).toBe(200);
      const seenByOwn = await call('clientadmin', 'GET', `/documents/${doc.id}/users`);
      expect(seenByOwn.body.items.map((u: any) => u.id)).not.toContain(theirs);
      expect((await call('clientadmin', 'DELETE', `/documents/${doc.id}/users/${theirs}`)).status).toBe(404);
      const all = await call('admin', 'GET', `/documents/${doc.id}/users`);
      expect(all.body.items.map((u: any) => u.id)).toEqual(expect.arrayContaining([mine, theirs]));
    });

    it('release notes’ links are the admin’s', async () => {
      const t = ctx();
      const note = await documentOf(t, 'releaseNote');
      const mine = await ownUser(t, OWN);
      for (const who of ['orgadmin', 'multiadmin', 'clientadmin', 'foreign'] as Who[]) {
        expect((await call(who, 'GET', `/documents/${note.id}`)).body.permissions.manageLinks).toBe(false);
        expect((await call(who, 'PUT', `/documents/${note.id}/users`, { userIds: [mine] })).status, who).toBe(403);
      }
      expect((await call('admin', 'PUT', `/documents/${note.id}/users`, { userIds: [mine] })).status).toBe(200);
      // Reading is not changing: whoever reads the note reads its links in its own scope (the page asks for
      // them), none of them removable by it.
      const users = await call('clientadmin', 'GET', `/documents/${note.id}/users`);
      expect(users.status).toBe(200);
      expect(users.body.items.map((u: any) => u.id)).toContain(mine);
      expect(users.body.items.every((u: any) => u.canRemove === false)).toBe(true);
      expect((await call('clientadmin', 'GET', `/documents/${note.id}/networks`)).status).toBe(200);
      const foreign = await call('foreign', 'GET', `/documents/${note.id}/users`);
      expect(foreign.body.items.map((u: any) => u.id)).not.toContain(mine);
    });
  });
});
