import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape, type TestContext } from '../../../test/harness.js';
import { INVALID_PHONES, NATIONAL_PHONE } from '../../../test/phones.js';
import { demoAccount } from '../../seed/demoAccounts.js';

/** The server-side rules of the client area, and that a refused request changes nothing. */
describeEachDb('clients: rules', (ctx) => {
  const api = async (
    t: TestContext,
    method: string,
    path: string,
    body?: unknown,
    who: Parameters<TestContext['tokenOf']>[0] = 'admin',
  ) => t.request(method, `/backoffice${path}`, { token: await t.tokenOf(who), body });

  const newClient = async (t: TestContext, name = 'Rules client', organizationId: number | null = 1) =>
    (await api(t, 'POST', '/clients', { name, organizationId })).body.id as number;

  const snapshot = async (t: TestContext, clientId: number) =>
    (await t.db.query('SELECT * FROM clients WHERE id = $1', [clientId]))[0];

  const expectRefused = (res: { status: number; body: any }, fields: Record<string, string>) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual(fields);
  };

  it('client fields: required name, lengths, e-mail and phone; a refused PUT leaves the row as it was', async () => {
    const t = ctx();
    expectRefused(
      await api(t, 'POST', '/clients', {
        name: ' ',
        contactEmail: 'nope',
        contactPhone: '12',
        description: 'x'.repeat(301),
      }),
      {
        name: 'REQUIRED',
        contactEmail: 'INVALID_EMAIL',
        contactPhone: 'INVALID_PHONE',
        description: 'TOO_LONG',
      },
    );
    expectRefused(await api(t, 'POST', '/clients', { name: 'X', organizationId: 999 }), {
      organizationId: 'NOT_FOUND',
    });

    const created = await api(t, 'POST', '/clients', {
      name: 'Acme',
      contactEmail: 'a@acme.se',
      alarmCentralPhone: '+46 8-123 456',
      organizationId: 1,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Acme',
      organizationName: 'Nordvakt Säkerhet AB',
      userCount: 0,
      lat: null,
      displayed: true,
    });
    const before = await snapshot(t, created.body.id);
    expectRefused(
      await api(t, 'PUT', `/clients/${created.body.id}`, { name: 'Renamed', alarmCentralPhone: 'call us' }),
      { alarmCentralPhone: 'INVALID_PHONE' },
    );
    expect(await snapshot(t, created.body.id)).toEqual(before);

    const renamed = await api(t, 'PUT', `/clients/${created.body.id}`, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', contactEmail: 'a@acme.se' });
  });

  it('contact and alarm central phones follow the one phone rule; a number saved before it is kept while unchanged', async () => {
    const t = ctx();
    expectRefused(await api(t, 'POST', '/clients', { name: 'Phones', alarmCentralPhone: NATIONAL_PHONE }), {
      alarmCentralPhone: 'INVALID_PHONE',
    });
    const id = await newClient(t, 'Phones');
    for (const phone of INVALID_PHONES)
      expectRefused(await api(t, 'PUT', `/clients/${id}`, { contactPhone: phone, alarmCentralPhone: phone }), {
        contactPhone: 'INVALID_PHONE',
        alarmCentralPhone: 'INVALID_PHONE',
      });

    await t.db.query('UPDATE clients SET contact_phone = $2 WHERE id = $1', [id, NATIONAL_PHONE]);
    const renamed = await api(t, 'PUT', `/clients/${id}`, { name: 'Phones renamed', contactPhone: NATIONAL_PHONE });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Phones renamed', contactPhone: NATIONAL_PHONE });
    expectRefused(await api(t, 'PUT', `/clients/${id}`, { contactPhone: '070-123 45 68' }), {
      contactPhone: 'INVALID_PHONE',
    });
    const fixed = await api(t, 'PUT', `/clients/${id}`, { contactPhone: '+46 70 123 45 68' });
    expect(fixed.body.contactPhone).toBe('+46 70 123 45 68');
  });

  it('only an admin moves a client to another organization', async () => {
    const t = ctx();
    const res = await api(t, 'PUT', '/clients/2', { organizationId: 2 }, 'orgadmin');
    expect(res.status).toBe(403);
    expect((await api(t, 'PUT', '/clients/2', { organizationId: 1, contactName: 'Same org' }, 'orgadmin')).status).toBe(
      200,
    );
  });

  it('lists page, sort and search on the server', async () => {
    const t = ctx();
    const all = (await api(t, 'GET', '/clients?limit=500&sort=name&order=asc')).body;
    const names = all.items.map((c: any) => c.name);
    // The database's collation decides the order (C on PGlite, the server's locale on PostgreSQL).
    const sorted = await t.db.query<{ name: string }>('SELECT name FROM clients ORDER BY lower(name), id');
    expect(names).toEqual(sorted.map((r) => r.name));
    const page2 = (await api(t, 'GET', '/clients?limit=3&offset=3&sort=name&order=asc')).body;
    expect(page2.items.map((c: any) => c.id)).toEqual(all.items.slice(3, 6).map((c: any) => c.id));
    expect(page2.total).toBe(all.total);

    const byDefault = (await api(t, 'GET', '/clients')).body.items.map((c: any) => Date.parse(c.createdAt));
    expect(byDefault).toEqual([...byDefault].sort((a, b) => b - a));

    const search = (await api(t, 'GET', '/clients?q=skolor')).body;
    expect(search.items.map((c: any) => c.name)).toEqual(['Södermalms Skolor']);
    expect(search.total).toBe(1);
    const byOrg = (await api(t, 'GET', '/clients?q=M%C3%A4lardalens&limit=500')).body;
    expect(byOrg.items.every((c: any) => c.organizationId === 2)).toBe(true);

    const members = (await api(t, 'GET', '/clients/2/users?sort=email&order=asc&limit=500')).body;
    const emails = await t.db.query<{ email: string }>(
      'SELECT u.email FROM client_users cu JOIN users u ON u.id = cu.user_id WHERE cu.client_id = 2 ORDER BY lower(u.email), u.id',
    );
    expect(members.items.map((m: any) => m.email)).toEqual(emails.map((r) => r.email));
    expect((await api(t, 'GET', '/clients?sort=bogus')).status).toBe(400);
  });

  it('policy: the two-enabled lock; nothing half-written on a refused policy', async () => {
    const t = ctx();
    const id = await newClient(t);
    const fourDisabled = Object.fromEntries(
      ['sos', 'amc', 'network', 'safeAssist'].flatMap((p) => [
        [`${p}Enforced`, true],
        [`${p}Disabled`, true],
      ]),
    );
    const before = await snapshot(t, id);
    expectRefused(await api(t, 'PUT', `/clients/${id}/policy`, { ...fourDisabled, sosTitle: 'Would be saved' }), {
      policy: 'TOO_FEW_ENABLED',
    });
    expect(await snapshot(t, id)).toEqual(before);
    expect((await api(t, 'GET', `/clients/${id}/policy`)).body.sosTitle).toBeNull();

    const three = { ...fourDisabled, safeAssistDisabled: false };
    const saved = await api(t, 'PUT', `/clients/${id}/policy`, three);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      sosDisabled: true,
      safeAssistDisabled: false,
      summonDisabled: false,
      sosSound: 'uan',
    });
    // Fields left out keep their value: disabling one more still breaks the lock.
    expectRefused(
      await api(t, 'PUT', `/clients/${id}/policy`, { safeAssistEnforced: true, safeAssistDisabled: true }),
      { policy: 'TOO_FEW_ENABLED' },
    );
  });

  it('policy: NOT_ENFORCED, public sub-options, radius rules', async () => {
    const t = ctx();
    const id = await newClient(t);
    expectRefused(await api(t, 'PUT', `/clients/${id}/policy`, { sosTitle: 'Help', amcSound: 'siren' }), {
      sosTitle: 'NOT_ENFORCED',
      amcSound: 'NOT_ENFORCED',
    });
    expectRefused(
      await api(t, 'PUT', `/clients/${id}/policy`, {
        amcEnforced: true,
        amcAlertAllAvailableUsers: true,
        amcPublicRadius: 300,
      }),
      {
        amcAlertAllAvailableUsers: 'NEEDS_CREATE_PUBLIC_ALERT',
        amcPublicRadius: 'NEEDS_CREATE_PUBLIC_ALERT',
      },
    );
    expectRefused(
      await api(t, 'PUT', `/clients/${id}/policy`, {
        amcEnforced: true,
        amcCreatePublicAlert: true,
        amcPublicRadius: 300,
        amcSelectedNetworksRadius: 5,
      }),
      { amcPublicRadius: 'NEEDS_RADIUS_ENABLED', amcSelectedNetworksRadius: 'OUT_OF_RANGE' },
    );
    expectRefused(
      await api(t, 'PUT', `/clients/${id}/policy`, {
        amcEnforced: true,
        amcCreatePublicAlert: true,
        amcPublicRadiusEnabled: true,
        amcPublicRadius: 100001,
      }),
      { amcPublicRadius: 'OUT_OF_RANGE' },
    );
    const ok = await api(t, 'PUT', `/clients/${id}/policy`, {
      amcEnforced: true,
      amcCreatePublicAlert: true,
      amcPublicRadiusEnabled: true,
      amcPublicRadius: 100000,
      amcAlertAllAvailableNetworks: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ amcPublicRadius: 100000, amcAlertAllAvailableNetworks: true });
  });

  it('policy: meeting link rule (http, foreign host, allowed subdomain)', async () => {
    const t = ctx();
    const id = await newClient(t);
    const put = (link: string) =>
      api(t, 'PUT', `/clients/${id}/policy`, { summonEnforced: true, summonMeetingLink: link });
    expectRefused(await put('http://zoom.us/j/1'), { summonMeetingLink: 'INSECURE_LINK' });
    expectRefused(await put('https://meet.evil.example/x'), { summonMeetingLink: 'INVALID_MEETING_LINK' });
    expectRefused(await put('https://zoom.us.evil.example/x'), { summonMeetingLink: 'INVALID_MEETING_LINK' });
    const ok = await put('https://acme.zoom.us/j/123');
    expect(ok.status).toBe(200);
    expect(ok.body.summonMeetingLink).toBe('https://acme.zoom.us/j/123');
  });

  it('policy: selected users, networks, documents and outputs belong to the client', async () => {
    const t = ctx();
    const [foreignUser] = await t.db.query<{ id: number }>(
      'SELECT user_id AS id FROM client_users WHERE client_id = 7 AND user_id NOT IN (SELECT user_id FROM client_users WHERE client_id = 2) LIMIT 1',
    );
    const [foreignNetwork] = await t.db.query<{ id: number }>('SELECT id FROM networks WHERE client_id = 7 LIMIT 1');
    const [foreignDoc] = await t.db.query<{ id: number }>(
      'SELECT document_id AS id FROM document_clients WHERE client_id = 7',
    );
    const [device] = await t.db.query<{ id: number }>(
      'SELECT device_id AS id FROM device_outputs o JOIN devices d ON d.id = o.device_id WHERE d.client_id = 2 LIMIT 1',
    );
    expectRefused(
      await api(t, 'PUT', '/clients/2/policy', {
        sosEnforced: true,
        sosSelectedUsers: [foreignUser!.id],
        sosSelectedNetworks: [foreignNetwork!.id],
        sosDocument: foreignDoc!.id,
        sosEnableDeviceOutputControl: true,
        sosDeviceOutputControl: { [device!.id]: ['no-such-output'] },
      }),
      {
        sosSelectedUsers: 'NOT_IN_CLIENT',
        sosSelectedNetworks: 'NOT_IN_CLIENT',
        sosDocument: 'NOT_IN_CLIENT',
        sosDeviceOutputControl: 'INVALID_OUTPUT',
      },
    );
  });

  it('multi-alerts: draft lock, publish, toggle back to draft resets the locked controls', async () => {
    const t = ctx();
    const live = { streamingEnabled: true, enableTwoStepConfirmation: true, sound: 'siren' };
    const locked = await api(t, 'POST', '/clients/2/multi-alerts', {
      name: 'Drill',
      title: 'Drill',
      alertCategory: 'Summon',
      draft: true,
      ...live,
    });
    expectRefused(locked, {
      streamingEnabled: 'DRAFT_LOCKED',
      enableTwoStepConfirmation: 'DRAFT_LOCKED',
      sound: 'DRAFT_LOCKED',
    });
    expectRefused(
      await api(t, 'POST', '/clients/2/multi-alerts', {
        name: '',
        title: 'x'.repeat(101),
        alertCategory: 'Summon',
        color: 'red',
      }),
      {
        name: 'REQUIRED',
        title: 'TOO_LONG',
        color: 'INVALID_COLOR',
      },
    );

    const draft = await api(t, 'POST', '/clients/2/multi-alerts', {
      name: 'Drill',
      title: 'Drill',
      alertCategory: 'Summon',
      meetingLink: 'https://meet.google.com/abc',
    });
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ draft: true, sound: 'uan', color: '#F0F0F0', iconUrl: null });
    const published = await api(t, 'PUT', `/clients/2/multi-alerts/${draft.body.id}`, { draft: false, ...live });
    expect(published.body).toMatchObject({ draft: false, ...live, name: 'Drill' });
    const back = await api(t, 'PUT', `/clients/2/multi-alerts/${draft.body.id}/draft`, { draft: true });
    expect(back.body).toMatchObject({
      draft: true,
      streamingEnabled: false,
      enableTwoStepConfirmation: false,
      sound: 'uan',
    });

    const before = await t.db.query('SELECT * FROM multi_alerts WHERE id = $1', [draft.body.id]);
    expectRefused(
      await api(t, 'PUT', `/clients/2/multi-alerts/${draft.body.id}`, {
        title: 'Changed',
        meetingLink: 'http://zoom.us/j/1',
      }),
      {
        meetingLink: 'INSECURE_LINK',
      },
    );
    expect(await t.db.query('SELECT * FROM multi_alerts WHERE id = $1', [draft.body.id])).toEqual(before);

    const listed = (await api(t, 'GET', '/clients/2/multi-alerts?q=Drill')).body;
    expect(listed.items.map((a: any) => a.id)).toContain(draft.body.id);
    expect((await api(t, 'GET', `/clients/7/multi-alerts`)).body.items.map((a: any) => a.id)).not.toContain(
      draft.body.id,
    );
    expect((await api(t, 'PUT', `/clients/7/multi-alerts/${draft.body.id}/draft`, { draft: false })).status).toBe(404);
    expect((await api(t, 'DELETE', `/clients/2/multi-alerts/${draft.body.id}`)).status).toBe(204);
    expect((await api(t, 'DELETE', `/clients/2/multi-alerts/${draft.body.id}`)).status).toBe(404);
  });

  it('alert screen: caption at most 20, colour format, defaults', async () => {
    const t = ctx();
    const id = await newClient(t);
    const defaults = (await api(t, 'GET', `/clients/${id}/settings`)).body;
    expect(defaults.SOS_Emergency).toEqual({ caption: null, color: '#FF0000', iconUrl: null });
    expect(defaults.Safe_Assist.color).toBe('#FDA82B');
    expectRefused(
      await api(t, 'PUT', `/clients/${id}/settings`, { SOS_Emergency: { caption: 'x'.repeat(21), color: 'red' } }),
      {
        'SOS_Emergency.caption': 'TOO_LONG',
        'SOS_Emergency.color': 'INVALID_COLOR',
      },
    );
    const saved = await api(t, 'PUT', `/clients/${id}/settings`, {
      SOS_Emergency: { caption: 'x'.repeat(20) },
      Summon: { color: '#00ff00' },
    });
    expect(saved.body.SOS_Emergency).toEqual({ caption: 'x'.repeat(20), color: '#FF0000', iconUrl: null });
    expect(saved.body.Summon.color).toBe('#00FF00');
  });

  it('members: owner stays, a client-admin cannot remove a multi-client admin, others can', async () => {
    const t = ctx();
    const [owner] = await t.db.query<{ user_id: number }>(
      "SELECT user_id FROM client_users WHERE client_id = 2 AND member_type = 'owner'",
    );
    const res = await api(t, 'DELETE', `/clients/2/users/${owner!.user_id}`);
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 409, 'OWNER_CANNOT_BE_REMOVED');

    const [multi] = await t.db.query<{ id: number }>(
      "INSERT INTO users (email, roles, organization_id) VALUES ('multi.rules@vakt.test', '{16}', 1) RETURNING id",
    );
    await t.db.query('INSERT INTO client_users (client_id, user_id, is_admin) VALUES (2, $1, true)', [multi!.id]);
    const refused = await api(t, 'DELETE', `/clients/2/users/${multi!.id}`, undefined, 'clientadmin');
    expect(refused.status).toBe(403);
    expect((await api(t, 'PUT', `/clients/2/users/${multi!.id}`, { isAdmin: false }, 'clientadmin')).status).toBe(403);
    const row = (await api(t, 'GET', '/clients/2/users?q=multi.rules')).body.items[0];
    expect(row).toMatchObject({
      userId: multi!.id,
      isMultiClientAdmin: true,
      isAdmin: true,
      memberType: 'other',
      status: 'active',
    });
    expect((await api(t, 'DELETE', `/clients/2/users/${multi!.id}`, undefined, 'multiadmin')).status).toBe(204);
    expect((await api(t, 'DELETE', `/clients/2/users/${multi!.id}`, undefined, 'multiadmin')).status).toBe(404);
  });

  it('add existing users: only users in the caller scope', async () => {
    const t = ctx();
    const [outside] = await t.db.query<{ id: number }>(
      `SELECT id FROM users WHERE organization_id = 2 AND id NOT IN (SELECT user_id FROM client_users WHERE client_id IN (1, 2, 5)) LIMIT 1`,
    );
    const before = await t.db.query('SELECT count(*)::int AS n FROM client_users WHERE client_id = 2');
    const refused = await api(t, 'PUT', '/clients/2/users', { userIds: [outside!.id] }, 'multiadmin');
    expectRefused(refused, { userIds: 'NOT_FOUND' });
    expect(refused.body.refused).toEqual([{ field: 'userIds', id: outside!.id, name: null, code: 'NOT_FOUND' }]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM client_users WHERE client_id = 2')).toEqual(before);
    const added = await api(t, 'PUT', '/clients/2/users', { userIds: [outside!.id] }, 'admin');
    expect(added.body).toEqual({ added: 1 });
  });

  it('networks: add only networks without a client; removal drops them from the policy', async () => {
    const t = ctx();
    const id = await newClient(t);
    const [other] = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM networks WHERE client_id = 7 LIMIT 1',
    );
    const [free] = await t.db.query<{ id: number }>(
      "INSERT INTO networks (name, type) VALUES ('Free', 'open') RETURNING id",
    );
    // All or nothing: the free network is not added with the refused one, which is named.
    const refused = await api(t, 'PUT', `/clients/${id}/networks`, { networkIds: [free!.id, other!.id, 999999] });
    expectRefused(refused, { networkIds: 'BELONGS_TO_OTHER_CLIENT' });
    expect(refused.body.refused).toEqual([
      { field: 'networkIds', id: other!.id, name: other!.name, code: 'BELONGS_TO_OTHER_CLIENT' },
      { field: 'networkIds', id: 999999, name: null, code: 'NOT_FOUND' },
    ]);
    expect((await api(t, 'GET', `/clients/${id}/networks`)).body.total).toBe(0);
    expect((await api(t, 'PUT', `/clients/${id}/networks`, { networkIds: [free!.id] })).body).toEqual({ added: 1 });
    expect((await api(t, 'GET', `/clients/${id}/network-summary`)).body).toEqual({ open: 1, public: 0, private: 0 });
    await api(t, 'PUT', `/clients/${id}/policy`, { sosEnforced: true, sosSelectedNetworks: [free!.id] });
    expect((await api(t, 'DELETE', `/clients/${id}/networks/${free!.id}`)).status).toBe(204);
    expect((await api(t, 'GET', `/clients/${id}/policy`)).body.sosSelectedNetworks).toEqual([]);
    expect((await api(t, 'GET', `/clients/${id}/networks`)).body).toEqual({ items: [], total: 0 });
  });

  it('show/hide: a multi-client-admin hides a client from its list and picker', async () => {
    const t = ctx();
    const hide = await api(t, 'PATCH', '/clients/display', { hide: [5] }, 'multiadmin');
    expect(hide.body).toEqual({ hidden: [5] });
    const list = (await api(t, 'GET', '/clients', undefined, 'multiadmin')).body.items;
    expect(list.find((c: any) => c.id === 5).displayed).toBe(false);
    expect((await api(t, 'GET', '/clients/search', undefined, 'multiadmin')).body.map((c: any) => c.id)).not.toContain(
      5,
    );
    expectRefused(await api(t, 'PATCH', '/clients/display', { hide: [7] }, 'multiadmin'), { hide: 'NOT_FOUND' });
    expect((await api(t, 'PATCH', '/clients/display', { display: [5] }, 'multiadmin')).body).toEqual({ hidden: [] });
  });

  it('SAML: needs an organization, an https metadata URL and the client networks; domains come from the organization', async () => {
    const t = ctx();
    const orphan = await newClient(t, 'No organization', null);
    const res = await api(t, 'PUT', `/clients/${orphan}/saml-settings`, { samlMetadataUrl: 'https://idp.test/m' });
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 409, 'CONFLICT');
    expect((await api(t, 'GET', `/clients/${orphan}`)).body.permissions.saveSaml).toBe(false);
    const [net7] = await t.db.query<{ id: number }>('SELECT id FROM networks WHERE client_id = 7 LIMIT 1');
    expectRefused(
      await api(t, 'PUT', '/clients/2/saml-settings', {
        samlMetadataUrl: 'http://idp.test/m',
        samlSelectedNetworks: [net7!.id],
      }),
      {
        samlMetadataUrl: 'INVALID_URL',
        samlSelectedNetworks: 'NOT_IN_CLIENT',
      },
    );
    const [net2] = await t.db.query<{ id: number }>('SELECT id FROM networks WHERE client_id = 2 LIMIT 1');
    const saved = await api(
      t,
      'PUT',
      '/clients/2/saml-settings',
      { samlMetadataUrl: 'https://idp.test/m', samlSelectedNetworks: [net2!.id] },
      'orgadmin',
    );
    expect(saved.body).toEqual({
      samlMetadataUrl: 'https://idp.test/m',
      samlEmailDomains: ['nordvakt.se', 'nordvakt.test'],
      samlSelectedNetworks: [net2!.id],
    });
  });

  it('notification settings: every type answered, push off forces sound off, duplicates refused', async () => {
    const t = ctx();
    const id = await newClient(t);
    const recipients = { clientAdmin: false, clientUsers: true, networkAdmin: true, networkUsers: false };
    const saved = await api(t, 'PUT', `/clients/${id}/notification-settings`, [
      { type: 'battery-low', email: false, push: false, sound: true, recipients },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body).toHaveLength(7);
    expect(saved.body[0]).toEqual({ type: 'battery-low', email: false, push: false, sound: false, recipients });
    const one = saved.body[1];
    expectRefused(await api(t, 'PUT', `/clients/${id}/notification-settings`, [one, one]), { '1.type': 'DUPLICATE' });
    expect((await api(t, 'PUT', `/clients/${id}/notification-settings`, [{ ...one, type: 'fire' }])).status).toBe(400);
  });

  it('client delete cascades its area and leaves networks and devices without a client', async () => {
    const t = ctx();
    const id = await newClient(t);
    const [free] = await t.db.query<{ id: number }>(
      "INSERT INTO networks (name, type) VALUES ('To keep', 'open') RETURNING id",
    );
    await api(t, 'PUT', `/clients/${id}/networks`, { networkIds: [free!.id] });
    await api(t, 'POST', `/clients/${id}/multi-alerts`, { name: 'A', title: 'A', alertCategory: 'Summon' });
    expect((await api(t, 'DELETE', `/clients/${id}`)).status).toBe(204);
    expect((await api(t, 'GET', `/clients/${id}`)).status).toBe(404);
    expect(await t.db.query('SELECT client_id FROM networks WHERE id = $1', [free!.id])).toEqual([{ client_id: null }]);
    expect(await t.db.query('SELECT 1 FROM multi_alerts WHERE client_id = $1', [id])).toEqual([]);
  });

  it('the seeded demo data passes its own rules', async () => {
    const t = ctx();
    const policy = (await api(t, 'GET', '/clients/1/policy')).body;
    expect(policy.sosEnforced).toBe(true);
    expect((await api(t, 'PUT', '/clients/1/policy', policy)).status).toBe(200);
    expect(demoAccount('clientadmin').adminOfClientIds).toEqual([2]);
  });
});
