import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { api, KEYS, membersOf, networkIn, OTHER_CLIENT, OWN_CLIENT } from './networksTestKit.js';

/** A document of the client (null: shared, no client), by direct SQL. */
async function documentOf(t: TestContext, clientId: number | null, name: string) {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO documents (name, type) VALUES ($1, 'private') RETURNING id`,
    [name],
  );
  if (clientId !== null)
    await t.db.query('INSERT INTO document_clients (document_id, client_id) VALUES ($1, $2)', [row!.id, clientId]);
  return row!.id;
}

const share = (t: TestContext, documentId: number, networkId: number, minutesAgo: number) =>
  t.db.query(
    `INSERT INTO document_networks (document_id, network_id, added_at) VALUES ($1, $2, now() - $3 * interval '1 minute')`,
    [documentId, networkId, minutesAgo],
  );

describeEachDb('networks: the documents tab', (ctx) => {
  it('lists the documents shared with the network, newest share first, in the row of a user’s documents tab', async () => {
    const t = ctx();
    const network = await networkIn(t, 2);
    const own = await documentOf(t, 2, 'Instruktion.PDF');
    const shared = await documentOf(t, null, 'Rutiner');
    const foreign = await documentOf(t, 1, 'Other client.docx');
    await share(t, own, network, 30);
    await share(t, shared, network, 10);
    await share(t, foreign, network, 20);
    // Another network's documents stay out.
    await share(t, await documentOf(t, 2, 'Elsewhere.pdf'), await networkIn(t, 2), 1);

    const admin = await api(t, 'admin', 'GET', `/networks/${network}/documents`);
    expect(admin.status).toBe(200);
    expect(admin.body.total).toBe(3);
    expect(admin.body.items.map((d: any) => d.id)).toEqual([shared, foreign, own]);

    // The client-admin of client 2 sees its client's and the shared document, not client 1's.
    const scoped = await api(t, 'clientadmin', 'GET', `/networks/${network}/documents`);
    expect(scoped.body.total).toBe(2);
    expect(scoped.body.items.map((d: any) => d.id)).toEqual([shared, own]);

    // Same row as the user's documents tab shows for the same document.
    const [user] = await membersOf(t, 2, 1);
    await t.db.query('INSERT INTO document_users (document_id, user_id) VALUES ($1, $2), ($3, $2)', [
      own,
      user,
      shared,
    ]);
    const userTab = await api(t, 'clientadmin', 'GET', `/users/${user}/documents?limit=500`);
    const fromUser = userTab.body.items.filter((d: any) => d.id === own || d.id === shared);
    expect(fromUser).toHaveLength(2);
    for (const row of fromUser) expect(scoped.body.items).toContainEqual(row);
    expect(scoped.body.items.find((d: any) => d.id === own)).toMatchObject({
      name: 'Instruktion.PDF',
      extension: 'pdf',
      type: 'private',
      clientNames: [expect.any(String)],
    });
    expect(scoped.body.items.find((d: any) => d.id === shared)).toMatchObject({
      extension: null,
      clientNames: [],
      organizationName: null,
    });

    const page = await api(t, 'admin', 'GET', `/networks/${network}/documents?limit=1&offset=1`);
    expect(page.body).toEqual({ items: [admin.body.items[1]], total: 3 });
    expect((await api(t, 'admin', 'GET', `/networks/${network}/documents?limit=0`)).status).toBe(400);
  });

  for (const key of KEYS) {
    it(`${key}: reads the tab of its networks only`, async () => {
      const t = ctx();
      const own = await networkIn(t, OWN_CLIENT[key]);
      await share(t, await documentOf(t, OWN_CLIENT[key], 'Mine.pdf'), own, 1);
      expect((await api(t, key, 'GET', `/networks/${own}/documents`)).body.total).toBe(1);
      const clientless = await networkIn(t, null, { ownerId: (await membersOf(t, OWN_CLIENT[key], 1))[0] });
      const outside = key === 'admin' ? [] : [await networkIn(t, OTHER_CLIENT[key]), clientless];
      if (key === 'admin') expect((await api(t, key, 'GET', `/networks/${clientless}/documents`)).status).toBe(200);
      for (const id of outside) {
        const res = await api(t, key, 'GET', `/networks/${id}/documents`);
        expect(res.status).toBe(404);
        expectErrorShape(res.body, 404, 'NOT_FOUND');
      }
      expect((await api(t, 'admin', 'DELETE', `/networks/${own}`)).status).toBe(204);
      expect((await api(t, key, 'GET', `/networks/${own}/documents`)).status).toBe(404);
    });
  }
});
