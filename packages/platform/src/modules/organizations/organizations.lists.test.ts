import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { api, lastLogId, logsSince, newClient, newOrganization, newUser } from './organizationsTestKit.js';

describeEachDb('organizations: lists (paging, sort, search, total) and delete', (ctx) => {
  it('the list pages, sorts by each field and searches name, contact and registration number', async () => {
    const t = ctx();
    const tag = `Zq${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (const [i, name] of ['Beta', 'alpha', 'Gamma'].entries()) {
      const id = await newOrganization(t, {
        name: `${tag} ${name}`,
        contactEmail: `${name.toLowerCase()}@${tag.toLowerCase()}.example`,
        registrationNumber: `${tag}-${i}`,
      });
      ids.push(id);
      for (let c = 0; c < i; c++) await newClient(t, id);
    }
    await newUser(t, ids[0]!, [17]);
    await newUser(t, ids[0]!, [17]);
    const [beta, alpha, gamma] = ids as [number, number, number];

    const byName = await api(t, 'admin', 'GET', `/organizations?q=${tag}&sort=name&order=asc`);
    expect(byName.status).toBe(200);
    expect(byName.body.total).toBe(3);
    expect(byName.body.items.map((o: any) => o.id)).toEqual([alpha, beta, gamma]);
    expect(byName.body.items[0]).toMatchObject({ userCount: 0, clientCount: 1, displayed: true });

    const newest = await api(t, 'admin', 'GET', `/organizations?q=${tag}`);
    expect(newest.body.items.map((o: any) => o.id)).toEqual([gamma, alpha, beta]);
    const clients = await api(t, 'admin', 'GET', `/organizations?q=${tag}&sort=clientCount&order=desc`);
    expect(clients.body.items.map((o: any) => [o.id, o.clientCount])).toEqual([
      [gamma, 2],
      [alpha, 1],
      [beta, 0],
    ]);
    const users = await api(t, 'admin', 'GET', `/organizations?q=${tag}&sort=userCount&order=desc`);
    expect(users.body.items.map((o: any) => [o.id, o.userCount])).toEqual([
      [beta, 2],
      [gamma, 0],
      [alpha, 0],
    ]);

    const page = await api(t, 'admin', 'GET', `/organizations?q=${tag}&sort=name&order=asc&limit=2&offset=2`);
    expect(page.body).toMatchObject({ total: 3, items: [{ id: gamma }] });
    expect((await api(t, 'admin', 'GET', `/organizations?q=alpha@${tag.toLowerCase()}`)).body.items[0].id).toBe(alpha);
    expect((await api(t, 'admin', 'GET', `/organizations?q=${tag}-2`)).body.items.map((o: any) => o.id)).toEqual([
      gamma,
    ]);
    expect((await api(t, 'admin', 'GET', `/organizations?q=${tag}%25`)).body.total).toBe(0);
    const picker = await api(t, 'admin', 'GET', `/organizations/search?q=${tag}&limit=2`);
    expect(picker.body).toEqual([
      { id: alpha, name: `${tag} alpha` },
      { id: beta, name: `${tag} Beta` },
    ]);

    const bad = await api(t, 'admin', 'GET', '/organizations?sort=deviceCount');
    expectErrorShape(bad.body, 400, 'VALIDATION_FAILED');
    const all = await api(t, 'admin', 'GET', '/organizations?limit=500');
    const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organizations');
    expect(all.body.total).toBe(count!.n);
  });

  it('the users and clients tabs page, sort and search', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    const clientA = await newClient(t, id, 'Aardvark client');
    const clientB = await newClient(t, id, 'Zebra client');
    const first = await newUser(t, id, [0], { clientId: clientA, firstName: 'Xavier' });
    const second = await newUser(t, id, [0], { clientId: clientB, firstName: 'Adam' });
    await newUser(t, id, [17], { firstName: 'Mona' });
    const gone = await newUser(t, id, [0], { clientId: clientB, firstName: 'Gone' });
    expect((await api(t, 'admin', 'DELETE', `/users/${gone.id}`)).status).toBe(204);

    const byName = await api(t, 'admin', 'GET', `/organizations/${id}/users?sort=name&order=asc`);
    expect(byName.body.total).toBe(3);
    expect(byName.body.items.map((u: any) => u.firstName)).toEqual(['Adam', 'Mona', 'Xavier']);
    const page = await api(t, 'admin', 'GET', `/organizations/${id}/users?sort=createdAt&order=asc&limit=1&offset=1`);
    expect(page.body).toMatchObject({ total: 3, items: [{ id: second.id }] });
    const search = await api(t, 'admin', 'GET', `/organizations/${id}/users?q=${encodeURIComponent(first.email)}`);
    expect(search.body).toMatchObject({ total: 1, items: [{ id: first.id }] });
    expect((await api(t, 'admin', 'GET', `/organizations/${id}/users?q=xavi`)).body.total).toBe(1);
    expect((await api(t, 'admin', 'GET', `/organizations/${id}`)).body.userCount).toBe(3);

    const clients = await api(t, 'admin', 'GET', `/organizations/${id}/clients?sort=name&order=desc`);
    expect(clients.body.items.map((c: any) => c.id)).toEqual([clientB, clientA]);
    const byUsers = await api(t, 'admin', 'GET', `/organizations/${id}/clients?sort=userCount&order=asc&limit=1`);
    expect(byUsers.body).toMatchObject({ total: 2, items: [{ id: clientA, userCount: 1 }] });
    expect((await api(t, 'admin', 'GET', `/organizations/${id}/clients?q=zebra`)).body).toMatchObject({
      total: 1,
      items: [{ id: clientB, name: 'Zebra client' }],
    });
  });

  it('delete: 409 ORGANIZATION_HAS_CLIENTS without a choice; detach keeps clients and users without organization', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    const clientIds = [await newClient(t, id), await newClient(t, id)];
    const orgAdmin = await newUser(t, id, [17]);
    await api(t, orgAdmin.token, 'PATCH', '/organizations/display', { hide: [id] });
    await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, { samlEmailDomains: [`d${id}.example.com`] });

    const since = await lastLogId(t);
    const refused = await api(t, 'admin', 'DELETE', `/organizations/${id}`);
    expect(refused.status).toBe(409);
    expectErrorShape(refused.body, 409, 'ORGANIZATION_HAS_CLIENTS');
    expect(refused.body.clientCount).toBe(2);
    const bad = await api(t, 'admin', 'DELETE', `/organizations/${id}?clients=keep`);
    expectErrorShape(bad.body, 400, 'VALIDATION_FAILED');
    expect(await logsSince(t, since)).toEqual([]);

    const res = await api(t, orgAdmin.token, 'DELETE', `/organizations/${id}?clients=detach`);
    expect(res.status).toBe(204);
    const clients = await t.db.query('SELECT id, organization_id FROM clients WHERE id = ANY($1::int[]) ORDER BY id', [
      clientIds,
    ]);
    expect(clients).toEqual(clientIds.map((c) => ({ id: c, organization_id: null })));
    const [user] = await t.db.query('SELECT organization_id, deactivated_at FROM users WHERE id = $1', [orgAdmin.id]);
    expect(user).toEqual({ organization_id: null, deactivated_at: null });
    const [left] = await t.db.query<{ domains: number; hidden: number }>(
      `SELECT (SELECT count(*)::int FROM organization_email_domains WHERE organization_id = $1) AS domains,
              (SELECT count(*)::int FROM hidden_organizations WHERE organization_id = $1) AS hidden`,
      [id],
    );
    expect(left).toEqual({ domains: 0, hidden: 0 });
    const logs = await logsSince(t, since);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      entity_type: 'organization',
      entity_id: id,
      action: 'delete',
      user_id: orgAdmin.id,
      client_ids: clientIds,
      organization_id: id,
    });
    expect(logs[0]!.payload.after).toEqual({ clients: 'detach' });
    expect(logs[0]!.payload.before.name).toBeTruthy();
    expectErrorShape((await api(t, 'admin', 'GET', `/organizations/${id}`)).body, 404, 'NOT_FOUND');
    const noClients = await newOrganization(t);
    expect((await api(t, 'admin', 'DELETE', `/organizations/${noClients}`)).status).toBe(204);
  });

  it('delete with clients=delete deletes each client as DELETE /clients does, in one transaction', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    const clientIds = [await newClient(t, id), await newClient(t, id)];
    const member = await newUser(t, id, [0], { clientId: clientIds[0] });
    const since = await lastLogId(t);
    const res = await api(t, 'admin', 'DELETE', `/organizations/${id}?clients=delete`);
    expect(res.status).toBe(204);
    expect(await t.db.query('SELECT id FROM clients WHERE id = ANY($1::int[])', [clientIds])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM client_users WHERE client_id = ANY($1::int[])', [clientIds])).toEqual([]);
    const [user] = await t.db.query('SELECT organization_id, deactivated_at FROM users WHERE id = $1', [member.id]);
    expect(user).toEqual({ organization_id: null, deactivated_at: null });
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.entity_type, l.entity_id, l.action])).toEqual([
      ['client', clientIds[0], 'delete'],
      ['client', clientIds[1], 'delete'],
      ['organization', id, 'delete'],
    ]);
    expect(logs[0]).toMatchObject({ client_ids: [clientIds[0]], organization_id: id });
    expect(logs[2]!.payload.after).toEqual({ clients: 'delete' });
    // No client anywhere points at an organization that does not exist.
    expect(
      await t.db.query(
        'SELECT c.id FROM clients c WHERE c.organization_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM organizations o WHERE o.id = c.organization_id)',
      ),
    ).toEqual([]);
  });

  it('delete with clients=delete is all or nothing: a client the caller may not delete leaves everything in place', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    const clientId = await newClient(t, id);
    const orgAdmin = await newUser(t, id, [17]);
    // A row referencing the client without a cascade makes the client's delete fail half-way through.
    await t.db.query(`CREATE TABLE IF NOT EXISTS org_delete_blocker (client_id integer REFERENCES clients(id))`);
    await t.db.query('INSERT INTO org_delete_blocker VALUES ($1)', [clientId]);
    const since = await lastLogId(t);
    const res = await api(t, orgAdmin.token, 'DELETE', `/organizations/${id}?clients=delete`);
    expect(res.status).toBe(500);
    expect((await api(t, 'admin', 'GET', `/organizations/${id}`)).status).toBe(200);
    expect((await t.db.query('SELECT organization_id FROM clients WHERE id = $1', [clientId]))[0]).toEqual({
      organization_id: id,
    });
    expect(await logsSince(t, since)).toEqual([]);
    await t.db.query('DROP TABLE org_delete_blocker');
  });
});
