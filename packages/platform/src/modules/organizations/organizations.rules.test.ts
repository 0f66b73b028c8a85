import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { INVALID_PHONES, NATIONAL_PHONE } from '../../../test/phones.js';
import {
  api,
  lastLogId,
  logsSince,
  newClient,
  newOrganization,
  newUser,
  organizationBody,
} from './organizationsTestKit.js';

describeEachDb('organizations: rules (fields, SAML settings, users, clients) and their audit rows', (ctx) => {
  it('create and update: name required, lengths, e-mail and phone rules, each fault under its field', async () => {
    const t = ctx();
    const res = await api(t, 'admin', 'POST', '/organizations', {
      name: '   ',
      contactName: 'x'.repeat(101),
      contactEmail: 'not-an-email',
      contactPhone: '12',
      registrationNumber: '9'.repeat(51),
      description: 'd'.repeat(301),
    });
    expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
    expect(res.body.fields).toEqual({
      name: 'REQUIRED',
      contactName: 'TOO_LONG',
      contactEmail: 'INVALID_EMAIL',
      contactPhone: 'INVALID_PHONE',
      registrationNumber: 'TOO_LONG',
      description: 'TOO_LONG',
    });
    const tooLong = await api(t, 'admin', 'POST', '/organizations', { name: 'n'.repeat(101) });
    expect(tooLong.body.fields).toEqual({ name: 'TOO_LONG' });

    const since = await lastLogId(t);
    const created = await api(t, 'admin', 'POST', '/organizations', {
      name: '  Trimmed AB ',
      contactEmail: '',
      description: 'd'.repeat(300),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Trimmed AB',
      contactName: null,
      contactEmail: null,
      description: 'd'.repeat(300),
      userCount: 0,
      clientCount: 0,
      displayed: true,
    });
    const id = created.body.id;
    const updated = await api(t, 'admin', 'PUT', `/organizations/${id}`, { contactName: 'New Contact' });
    expect(updated.body).toMatchObject({ name: 'Trimmed AB', contactName: 'New Contact' });
    const refused = await api(t, 'admin', 'PUT', `/organizations/${id}`, { name: '' });
    expect(refused.body.fields).toEqual({ name: 'REQUIRED' });
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.entity_type, l.entity_id, l.action, l.organization_id])).toEqual([
      ['organization', id, 'create', id],
      ['organization', id, 'update', id],
    ]);
    expect(logs[1]!.payload).toEqual({ before: { contactName: null }, after: { contactName: 'New Contact' } });
    // The database holds the description rule too.
    await expect(
      t.db.query('UPDATE organizations SET description = $2 WHERE id = $1', [id, 'x'.repeat(301)]),
    ).rejects.toThrow();
  });

  it('the contact phone follows the one phone rule; a number saved before it is kept while unchanged', async () => {
    const t = ctx();
    const refused = await api(t, 'admin', 'POST', '/organizations', organizationBody({ contactPhone: NATIONAL_PHONE }));
    expectErrorShape(refused.body, 400, 'VALIDATION_FAILED');
    expect(refused.body.fields).toEqual({ contactPhone: 'INVALID_PHONE' });
    const id = await newOrganization(t);
    for (const phone of INVALID_PHONES) {
      const res = await api(t, 'admin', 'PUT', `/organizations/${id}`, { contactPhone: phone });
      expect(res.status, phone).toBe(400);
      expect(res.body.fields, phone).toEqual({ contactPhone: 'INVALID_PHONE' });
    }

    await t.db.query('UPDATE organizations SET contact_phone = $2 WHERE id = $1', [id, NATIONAL_PHONE]);
    const renamed = await api(t, 'admin', 'PUT', `/organizations/${id}`, {
      contactName: 'Kept',
      contactPhone: NATIONAL_PHONE,
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ contactName: 'Kept', contactPhone: NATIONAL_PHONE });
    const changed = await api(t, 'admin', 'PUT', `/organizations/${id}`, { contactPhone: '070-123 45 68' });
    expect(changed.body.fields).toEqual({ contactPhone: 'INVALID_PHONE' });
  });

  it('SAML: https URL (http only to loopback, which the outbound policy must allow), domains trimmed, lowercased, deduplicated, each checked', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    const empty = await api(t, 'admin', 'GET', `/organizations/${id}/saml`);
    expect(empty.body).toEqual({
      samlMetadataUrl: null,
      samlEmailDomains: [],
      samlAllowUserCreation: false,
      samlAllowIdpInitiated: false,
    });

    for (const url of [
      'http://idp.example.com/m',
      'ftp://idp.example.com/m',
      'not a url',
      `https://x.se/${'a'.repeat(2000)}`,
    ]) {
      const res = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, { samlMetadataUrl: url });
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields, url).toEqual({ samlMetadataUrl: 'INVALID_URL' });
    }
    // http to loopback passes the URL rule, but the outbound policy refuses loopback (and the other private
    // ranges) unless the operator allow-lists it: this platform has no OUTBOUND_ALLOW.
    for (const url of [
      'http://127.0.0.1:7000/metadata',
      'http://localhost/m',
      'http://[::1]:8080/m',
      'https://10.1.2.3/m',
      'https://169.254.169.254/latest/meta-data/',
    ]) {
      const res = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, { samlMetadataUrl: url });
      expectErrorShape(res.body, 400, 'VALIDATION_FAILED');
      expect(res.body.fields, url).toEqual({ samlMetadataUrl: 'NOT_ALLOWED' });
      expect(res.body.errorMessage, url).toMatch(/^The metadata URL is not allowed: .* is not allowed: /);
    }

    const bad = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, {
      samlEmailDomains: ['good.se', 'no-dot', 'under_score.se', 'digits.s3', 'a.b', ' '],
    });
    expect(bad.body.fields).toEqual({
      'samlEmailDomains.1': 'INVALID_DOMAIN',
      'samlEmailDomains.2': 'INVALID_DOMAIN',
      'samlEmailDomains.3': 'INVALID_DOMAIN',
      'samlEmailDomains.4': 'INVALID_DOMAIN',
      'samlEmailDomains.5': 'INVALID_DOMAIN',
    });
    const tooMany = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, {
      samlEmailDomains: Array.from({ length: 51 }, (_, i) => `d${i}.se`),
    });
    expectErrorShape(tooMany.body, 400, 'VALIDATION_FAILED');
    expect(tooMany.body.fields).toEqual({ samlEmailDomains: 'INVALID' });

    const since = await lastLogId(t);
    const saved = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, {
      samlMetadataUrl: ' https://idp.example.com/metadata ',
      samlEmailDomains: [' Example.COM ', 'example.com', 'sub.example-2.se'],
      samlAllowUserCreation: true,
    });
    const expected = {
      samlMetadataUrl: 'https://idp.example.com/metadata',
      samlEmailDomains: ['example.com', 'sub.example-2.se'],
      samlAllowUserCreation: true,
      samlAllowIdpInitiated: false,
    };
    expect(saved.body).toEqual(expected);
    expect((await api(t, 'orgadmin', 'GET', `/organizations/1/saml`)).status).toBe(200);
    expect((await api(t, 'admin', 'GET', `/organizations/${id}/saml`)).body).toEqual(expected);
    const [log] = await logsSince(t, since);
    expect(log).toMatchObject({ entity_type: 'organization', entity_id: id, action: 'updateSamlSettings' });
    // The audit row keeps the fields that changed.
    const { samlAllowIdpInitiated: _unchanged, ...changed } = expected;
    expect(log!.payload.after).toEqual(changed);
    // Fields left out keep their value.
    const partial = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, { samlAllowUserCreation: false });
    expect(partial.body).toEqual({ ...expected, samlAllowUserCreation: false });
    const cleared = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, {
      samlMetadataUrl: null,
      samlEmailDomains: ['sub.example-2.se'],
    });
    expect(cleared.body).toEqual({
      samlMetadataUrl: null,
      samlEmailDomains: ['sub.example-2.se'],
      samlAllowUserCreation: false,
      samlAllowIdpInitiated: false,
    });
  });

  it('SAML: sign-in started at the identity provider is off by default; turned on and off, audited, kept when left out', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    expect((await api(t, 'admin', 'GET', `/organizations/${id}/saml`)).body.samlAllowIdpInitiated).toBe(false);
    const since = await lastLogId(t);
    const on = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, { samlAllowIdpInitiated: true });
    expect(on.status).toBe(200);
    expect(on.body.samlAllowIdpInitiated).toBe(true);
    const [log] = await logsSince(t, since);
    expect(log).toMatchObject({ entity_type: 'organization', entity_id: id, action: 'updateSamlSettings' });
    expect(log!.payload.before.samlAllowIdpInitiated).toBe(false);
    expect(log!.payload.after.samlAllowIdpInitiated).toBe(true);
    const kept = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, { samlAllowUserCreation: true });
    expect(kept.body).toMatchObject({ samlAllowUserCreation: true, samlAllowIdpInitiated: true });
    const off = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, { samlAllowIdpInitiated: false });
    expect(off.body.samlAllowIdpInitiated).toBe(false);
    const wrongType = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, { samlAllowIdpInitiated: 'yes' });
    expectErrorShape(wrongType.body, 400, 'VALIDATION_FAILED');
  });

  it('SAML: a domain another organization claimed answers 409 DOMAIN_CLAIMED with the domain; nothing saved', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    const since = await lastLogId(t);
    const res = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, {
      samlMetadataUrl: 'https://idp.example.org/m',
      samlEmailDomains: ['free.example.org', 'NORDVAKT.se'],
    });
    expect(res.status).toBe(409);
    expectErrorShape(res.body, 409, 'DOMAIN_CLAIMED');
    expect(res.body.domain).toBe('nordvakt.se');
    expect(await logsSince(t, since)).toEqual([]);
    expect((await api(t, 'admin', 'GET', `/organizations/${id}/saml`)).body).toEqual({
      samlMetadataUrl: null,
      samlEmailDomains: [],
      samlAllowUserCreation: false,
      samlAllowIdpInitiated: false,
    });
    // The owner keeps it; the client SAML tab reads the organization's domains from the table.
    expect((await api(t, 'admin', 'GET', '/organizations/1/saml')).body.samlEmailDomains).toEqual([
      'nordvakt.se',
      'nordvakt.test',
    ]);
    expect((await api(t, 'admin', 'GET', '/clients/2/saml-settings')).body.samlEmailDomains).toEqual([
      'nordvakt.se',
      'nordvakt.test',
    ]);
    // Once released, the domain can be claimed.
    const released = await api(t, 'admin', 'PUT', '/organizations/2/saml', { samlEmailDomains: [] });
    expect(released.body.samlEmailDomains).toEqual([]);
    const claimed = await api(t, 'admin', 'PUT', `/organizations/${id}/saml`, {
      samlEmailDomains: ['malardalen.test'],
    });
    expect(claimed.body.samlEmailDomains).toEqual(['malardalen.test']);
  });

  it('users tab: admin flag is role 17; the caller cannot take its own away nor remove itself (409)', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    const clientId = await newClient(t, id);
    const admin = await newUser(t, id, [17]);
    const plain = await newUser(t, id, [0], { clientId });
    const list = await api(t, admin.token, 'GET', `/organizations/${id}/users?sort=createdAt&order=asc`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.items.map((u: any) => [u.id, u.isAdmin, u.status])).toEqual([
      [admin.id, true, 'active'],
      [plain.id, false, 'active'],
    ]);
    expect(Object.keys(list.body.items[0]).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'email',
        'createdAt',
        'isActive',
        'appVersion',
        'os',
        'isAdmin',
        'status',
        'subscription',
      ].sort(),
    );

    const since = await lastLogId(t);
    const promoted = await api(t, admin.token, 'PUT', `/organizations/${id}/users/${plain.id}`, { isAdmin: true });
    expect(promoted.body).toMatchObject({ id: plain.id, isAdmin: true });
    expect(
      (await t.db.query<{ roles: number[] }>('SELECT roles FROM users WHERE id = $1', [plain.id]))[0]!.roles,
    ).toEqual([17]);
    // The promoted user now manages the organization.
    const login = await t.login(plain.email, 'Org-test-pass-1');
    const asNewAdmin = await api(t, login.body.accessToken, 'GET', `/organizations/${id}`);
    expect(asNewAdmin.body.permissions.edit).toBe(true);
    const demoted = await api(t, admin.token, 'PUT', `/organizations/${id}/users/${plain.id}`, { isAdmin: false });
    expect(demoted.body.isAdmin).toBe(false);
    expect(
      (await t.db.query<{ roles: number[] }>('SELECT roles FROM users WHERE id = $1', [plain.id]))[0]!.roles,
    ).toEqual([0]);

    const self = await api(t, admin.token, 'PUT', `/organizations/${id}/users/${admin.id}`, { isAdmin: false });
    expectErrorShape(self.body, 409, 'CANNOT_CHANGE_OWN_ADMIN');
    const selfRemove = await api(t, admin.token, 'DELETE', `/organizations/${id}/users/${admin.id}`);
    expectErrorShape(selfRemove.body, 409, 'CANNOT_REMOVE_SELF');
    // Users of other organizations are not in this one.
    const foreign = await api(t, admin.token, 'PUT', `/organizations/${id}/users/2`, { isAdmin: true });
    expectErrorShape(foreign.body, 404, 'NOT_FOUND');

    await api(t, admin.token, 'PUT', `/organizations/${id}/users/${plain.id}`, { isAdmin: true });
    const removed = await api(t, admin.token, 'DELETE', `/organizations/${id}/users/${plain.id}`);
    expect(removed.status).toBe(204);
    const [row] = await t.db.query('SELECT organization_id, roles FROM users WHERE id = $1', [plain.id]);
    expect(row).toEqual({ organization_id: null, roles: [0] });
    expect((await api(t, admin.token, 'GET', `/organizations/${id}`)).body.userCount).toBe(1);
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.action, l.entity_id, l.user_id])).toEqual([
      ['setUserAdmin', id, admin.id],
      ['setUserAdmin', id, admin.id],
      ['setUserAdmin', id, admin.id],
      ['removeUser', id, admin.id],
    ]);
    expect(logs[0]!.payload).toEqual({
      before: { member: { userId: plain.id, isAdmin: false } },
      after: { member: { userId: plain.id, isAdmin: true } },
    });
    expect(logs[3]!.payload.before).toMatchObject({ userId: plain.id });
  });

  it('clients tab: the admin attaches any client (moving it); an organization-admin only clientless ones in its scope', async () => {
    const t = ctx();
    const id = await newOrganization(t);
    const other = await newOrganization(t);
    const orgAdmin = await newUser(t, id, [14, 17]);
    const elsewhere = await newClient(t, other);
    const clientless = await newClient(t, null);
    const unseen = await newClient(t, null);
    // The organization-admin is also a client-admin of the clientless client (client_users.is_admin) and one of another organization.
    await t.db.query('INSERT INTO client_users (client_id, user_id, is_admin) VALUES ($1, $3, true), ($2, $3, true)', [
      clientless,
      elsewhere,
      orgAdmin.id,
    ]);
    const orgAdminToken = (await t.login(orgAdmin.email, 'Org-test-pass-1')).body.accessToken;

    // The picker offers what the write takes: an organization-admin's clients in scope without an organization.
    const offered = async (token: string) =>
      (await api(t, token, 'GET', `/organizations/${id}/clients/candidates?limit=100`)).body.map(
        (c: { id: number }) => c.id,
      );
    expect(await offered(orgAdminToken)).toEqual([clientless]);
    expect(await offered('admin')).toEqual(expect.arrayContaining([clientless, elsewhere, unseen]));
    expect((await api(t, 'orgadmin', 'GET', `/organizations/${id}/clients/candidates`)).status).toBe(404);

    const since = await lastLogId(t);
    // All or nothing, each refused client named when the caller sees it.
    const moved = await api(t, orgAdminToken, 'POST', `/organizations/${id}/clients`, {
      clientIds: [clientless, elsewhere, unseen],
    });
    expectErrorShape(moved.body, 400, 'VALIDATION_FAILED');
    expect(moved.body.fields).toEqual({ clientIds: 'CLIENT_IN_OTHER_ORGANIZATION' });
    const [elsewhereName] = await t.db.query<{ name: string }>('SELECT name FROM clients WHERE id = $1', [elsewhere]);
    expect(moved.body.refused).toEqual([
      { field: 'clientIds', id: elsewhere, name: elsewhereName!.name, code: 'CLIENT_IN_OTHER_ORGANIZATION' },
      { field: 'clientIds', id: unseen, name: null, code: 'NOT_FOUND' },
    ]);
    const missing = await api(t, 'admin', 'POST', `/organizations/${id}/clients`, { clientIds: [2147483000] });
    expectErrorShape(missing.body, 400, 'VALIDATION_FAILED');
    expect(missing.body.refused).toEqual([{ field: 'clientIds', id: 2147483000, name: null, code: 'NOT_FOUND' }]);
    expect(await logsSince(t, since)).toEqual([]);
    expect((await api(t, 'admin', 'GET', `/organizations/${id}`)).body.clientCount).toBe(0);

    const added = await api(t, orgAdminToken, 'POST', `/organizations/${id}/clients`, { clientIds: [clientless] });
    expect(added.body).toEqual({ added: 1 });
    const byAdmin = await api(t, 'admin', 'POST', `/organizations/${id}/clients`, { clientIds: [elsewhere, unseen] });
    expect(byAdmin.body).toEqual({ added: 2 });
    const [orgs] = await t.db.query<{ a: number; b: number; c: number }>(
      'SELECT (SELECT organization_id FROM clients WHERE id = $1) AS a, (SELECT organization_id FROM clients WHERE id = $2) AS b, (SELECT organization_id FROM clients WHERE id = $3) AS c',
      [clientless, elsewhere, unseen],
    );
    expect(orgs).toEqual({ a: id, b: id, c: id });
    const list = await api(t, 'admin', 'GET', `/organizations/${id}/clients?sort=name&order=asc`);
    expect(list.body.total).toBe(3);
    expect(Object.keys(list.body.items[0]).sort()).toEqual(['createdAt', 'id', 'name', 'userCount']);
    expect((await api(t, 'admin', 'GET', `/organizations/${other}`)).body.clientCount).toBe(0);

    const removed = await api(t, orgAdminToken, 'DELETE', `/organizations/${id}/clients/${clientless}`);
    expect(removed.status).toBe(204);
    const again = await api(t, orgAdminToken, 'DELETE', `/organizations/${id}/clients/${clientless}`);
    expectErrorShape(again.body, 404, 'NOT_FOUND');
    expect((await t.db.query('SELECT organization_id FROM clients WHERE id = $1', [clientless]))[0]).toEqual({
      organization_id: null,
    });
    const logs = await logsSince(t, since);
    expect(logs.map((l) => [l.action, l.entity_id, l.client_ids])).toEqual([
      ['addClients', id, [clientless]],
      ['addClients', id, [elsewhere, unseen]],
      ['removeClient', id, [clientless]],
    ]);
    expect(logs[1]!.payload.after.clientIds).toEqual([elsewhere, unseen]);
    expect(logs[2]!.payload.before).toEqual({ clientId: clientless });
  });

  it('summaries count its clients networks (deleted ones left out) and its active users by subscription', async () => {
    const t = ctx();
    const [networks] = await t.db.query<{ open: number; public: number; private: number }>(
      `SELECT count(*) FILTER (WHERE n.type = 'open')::int AS open, count(*) FILTER (WHERE n.type = 'public')::int AS public,
              count(*) FILTER (WHERE n.type = 'private')::int AS private
         FROM networks n JOIN clients c ON c.id = n.client_id WHERE c.organization_id = 1 AND n.status <> 'deleted'`,
    );
    expect((await api(t, 'orgadmin', 'GET', '/organizations/1/network-summary')).body).toEqual(networks);
    const tiers = await t.db.query<{ subscription: string; n: number }>(
      `SELECT subscription, count(*)::int AS n FROM users WHERE organization_id = 1 AND deactivated_at IS NULL GROUP BY 1`,
    );
    const summary = (await api(t, 'clientadmin', 'GET', '/organizations/1/subscription-summary')).body;
    expect(Object.keys(summary).sort()).toEqual(['macro', 'maxi', 'medi', 'mega', 'micro', 'mini']);
    for (const tier of Object.keys(summary))
      expect(summary[tier], tier).toBe(tiers.find((r) => r.subscription === tier)?.n ?? 0);
    const total = tiers.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThan(0);
    expect((await api(t, 'orgadmin', 'GET', '/organizations/1')).body.userCount).toBe(total);
  });
});
