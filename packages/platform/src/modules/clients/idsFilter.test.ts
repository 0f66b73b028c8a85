import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';

/**
 * The `ids` filter of the client tabs, the multi-alert list and the document picker: references are
 * resolved by one call by ids. Client 2 is the client-admin's own client, client 7 is outside its scope.
 */
const OWN = 2;
const OTHER = 7;

const idsQuery = (ids: number[]) => ids.map((id) => `ids=${id}`).join('&');
const ids = async (ctx: TestContext, sql: string, params: unknown[]) =>
  (await ctx.db.query<{ id: number }>(sql, params)).map((r) => r.id);

const membersOf = (ctx: TestContext, clientId: number) =>
  ids(ctx, 'SELECT user_id AS id FROM client_users WHERE client_id = $1 ORDER BY user_id', [clientId]);
const networksOf = (ctx: TestContext, clientId: number) =>
  ids(ctx, 'SELECT id FROM networks WHERE client_id = $1 ORDER BY id', [clientId]);
const devicesOf = (ctx: TestContext, clientId: number) =>
  ids(ctx, 'SELECT id FROM devices WHERE client_id = $1 ORDER BY id', [clientId]);

describeEachDb('clients: the ids filter', (ctx) => {
  it('answers exactly the members asked for, in the list shape, whatever their place in the list', async () => {
    const token = await ctx().tokenOf('admin');
    const members = await membersOf(ctx(), OWN);
    expect(members.length).toBeGreaterThanOrEqual(3);
    const asked = [members[0]!, members[members.length - 1]!];

    const answer = await ctx().get(
      `/backoffice/clients/${OWN}/users?${idsQuery(asked)}&sort=firstName&order=asc`,
      token,
    );

    expect(answer.status).toBe(200);
    expect(answer.body.items.map((row: any) => row.userId).sort((a: number, b: number) => a - b)).toEqual(asked);
    expect(answer.body.total).toBe(2);
    const full = await ctx().get(`/backoffice/clients/${OWN}/users?limit=500`, token);
    for (const row of answer.body.items)
      expect(row).toEqual(full.body.items.find((other: any) => other.userId === row.userId));
  });

  it('takes a single id as well (one query parameter)', async () => {
    const token = await ctx().tokenOf('admin');
    const [first] = await membersOf(ctx(), OWN);
    const answer = await ctx().get(`/backoffice/clients/${OWN}/users?ids=${first}`, token);
    expect(answer.body.items.map((row: any) => row.userId)).toEqual([first]);
  });

  it('leaves out ids that are not members, networks or devices of the client', async () => {
    const token = await ctx().tokenOf('admin');
    const [ownMember] = await membersOf(ctx(), OWN);
    const strangers = (await membersOf(ctx(), OTHER)).filter((id) => id !== ownMember);
    const users = await ctx().get(
      `/backoffice/clients/${OWN}/users?${idsQuery([ownMember!, strangers[0]!, 2147483647])}`,
      token,
    );
    expect(users.body.items.map((row: any) => row.userId)).toEqual([ownMember]);

    const [ownNetwork] = await networksOf(ctx(), OWN);
    const [otherNetwork] = await networksOf(ctx(), OTHER);
    const networks = await ctx().get(
      `/backoffice/clients/${OWN}/networks?${idsQuery([ownNetwork!, otherNetwork!])}`,
      token,
    );
    expect(networks.body).toEqual({ items: [expect.objectContaining({ networkId: ownNetwork })], total: 1 });

    const [ownDevice] = await devicesOf(ctx(), OWN);
    const [otherDevice] = await devicesOf(ctx(), OTHER);
    const devices = await ctx().get(
      `/backoffice/clients/${OWN}/devices?${idsQuery([ownDevice!, otherDevice!])}`,
      token,
    );
    expect(devices.body).toEqual({ items: [expect.objectContaining({ id: ownDevice })], total: 1 });
  });

  it("gives a client-admin none of another client's members, through its own client or the other one", async () => {
    const token = await ctx().tokenOf('clientadmin');
    const own = new Set(await membersOf(ctx(), OWN));
    const strangers = (await membersOf(ctx(), OTHER)).filter((id) => !own.has(id));
    expect(strangers.length).toBeGreaterThan(0);

    const throughOwn = await ctx().get(`/backoffice/clients/${OWN}/users?${idsQuery(strangers)}`, token);
    expect(throughOwn.status).toBe(200);
    expect(throughOwn.body).toEqual({ items: [], total: 0 });

    const throughOther = await ctx().get(`/backoffice/clients/${OTHER}/users?${idsQuery(strangers)}`, token);
    expect(throughOther.status).toBe(404);
    expectErrorShape(throughOther.body, 404, 'NOT_FOUND');

    const otherNetworks = await networksOf(ctx(), OTHER);
    const networks = await ctx().get(`/backoffice/clients/${OWN}/networks?${idsQuery(otherNetworks)}`, token);
    expect(networks.body).toEqual({ items: [], total: 0 });
  });

  it('still pages and searches within the ids', async () => {
    const token = await ctx().tokenOf('admin');
    const members = await membersOf(ctx(), OWN);
    const asked = members.slice(0, 3);
    const page = await ctx().get(
      `/backoffice/clients/${OWN}/users?${idsQuery(asked)}&limit=2&sort=createdAt&order=asc`,
      token,
    );
    expect(page.body.items).toHaveLength(2);
    expect(page.body.total).toBe(3);
    const [first] = (await ctx().get(`/backoffice/clients/${OWN}/users?${idsQuery(asked)}&limit=1`, token)).body.items;
    const searched = await ctx().get(
      `/backoffice/clients/${OWN}/users?${idsQuery(asked)}&q=${encodeURIComponent(first.email)}`,
      token,
    );
    expect(searched.body.items.map((row: any) => row.userId)).toEqual([first.userId]);
  });

  it('refuses more than 500 ids and ids that are not ids', async () => {
    const token = await ctx().tokenOf('admin');
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    const many = await ctx().get(`/backoffice/clients/${OWN}/users?${idsQuery(tooMany)}`, token);
    expect(many.status).toBe(400);
    expectErrorShape(many.body, 400, 'VALIDATION_FAILED');
    const notIds = await ctx().get(`/backoffice/clients/${OWN}/devices?ids=abc`, token);
    expect(notIds.status).toBe(400);
    const fiveHundred = await ctx().get(
      `/backoffice/clients/${OWN}/users?${idsQuery(tooMany.slice(0, 500))}&limit=500`,
      token,
    );
    expect(fiveHundred.status).toBe(200);
  });

  it('filters multi-alerts and the document picker by ids, in scope', async () => {
    const admin = await ctx().tokenOf('admin');
    const clientAdmin = await ctx().tokenOf('clientadmin');
    const created = await Promise.all(
      ['First', 'Second', 'Third'].map((name) =>
        ctx().post(`/backoffice/clients/${OWN}/multi-alerts`, { name, title: name, alertCategory: 'Summon' }, admin),
      ),
    );
    const alertIds = created.map((answer) => answer.body.id as number);
    const alerts = await ctx().get(
      `/backoffice/clients/${OWN}/multi-alerts?${idsQuery([alertIds[0]!, alertIds[2]!])}`,
      admin,
    );
    expect(alerts.body.items.map((row: any) => row.name).sort()).toEqual(['First', 'Third']);

    const foreign = await ids(
      ctx(),
      'SELECT document_id AS id FROM document_clients WHERE client_id = $1 ORDER BY document_id',
      [OTHER],
    );
    const usable = (await ctx().get(`/backoffice/documents/search?clientId=${OWN}&limit=100`, admin)).body.map(
      (row: any) => row.id as number,
    );
    expect(usable.length).toBeGreaterThan(0);
    const picked = await ctx().get(
      `/backoffice/documents/search?clientId=${OWN}&${idsQuery([usable[usable.length - 1], ...foreign])}`,
      admin,
    );
    expect(picked.body.map((row: any) => row.id)).toEqual([usable[usable.length - 1]]);
    expect(foreign.length).toBeGreaterThan(0);
    const hidden = await ctx().get(`/backoffice/documents/search?${idsQuery(foreign)}`, clientAdmin);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toEqual([]);
    const seenByAdmin = await ctx().get(`/backoffice/documents/search?${idsQuery(foreign)}`, admin);
    expect(seenByAdmin.body.map((row: any) => row.id).sort((a: number, b: number) => a - b)).toEqual(foreign);
  });
});
