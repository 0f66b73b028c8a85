import { expect, it } from 'vitest';
import { describeEachDb, expectErrorShape } from '../../../test/harness.js';
import { demoAccount } from '../../seed/demoAccounts.js';

describeEachDb('users/{id}', (ctx) => {
  it('answers the caller itself', async () => {
    const t = ctx();
    const me = demoAccount('clientadmin');
    const res = await t.get(`/backoffice/users/${me.id}`, await t.tokenOf('clientadmin'));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: me.id,
      email: me.email,
      roles: [14],
      organizationId: 1,
      subscription: 'macro',
    });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('a client-admin sees members of its client but not others (404)', async () => {
    const t = ctx();
    const token = await t.tokenOf('clientadmin');
    const [inside] = await t.db.query<{ user_id: number }>(
      'SELECT user_id FROM client_users WHERE client_id = 2 AND user_id > 5 LIMIT 1',
    );
    const [outside] = await t.db.query<{ id: number }>(
      `SELECT id FROM users WHERE id > 5 AND organization_id IS DISTINCT FROM NULL
         AND id NOT IN (SELECT user_id FROM client_users WHERE client_id = 2) LIMIT 1`,
    );
    expect((await t.get(`/backoffice/users/${inside!.user_id}`, token)).status).toBe(200);
    const res = await t.get(`/backoffice/users/${outside!.id}`, token);
    expect(res.status).toBe(404);
    expectErrorShape(res.body, 404, 'NOT_FOUND');
    expect((await t.get(`/backoffice/users/${demoAccount('admin').id}`, token)).status).toBe(404);
  });

  it('an organization-admin sees users of its organization', async () => {
    const t = ctx();
    const [u] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE organization_id = 1 AND id > 5 LIMIT 1');
    const [other] = await t.db.query<{ id: number }>(
      `SELECT id FROM users WHERE organization_id = 2 AND id NOT IN
         (SELECT user_id FROM client_users cu JOIN clients c ON c.id = cu.client_id WHERE c.organization_id = 1) LIMIT 1`,
    );
    const token = await t.tokenOf('orgadmin');
    expect((await t.get(`/backoffice/users/${u!.id}`, token)).status).toBe(200);
    expect((await t.get(`/backoffice/users/${other!.id}`, token)).status).toBe(404);
  });

  it('admin sees anyone; unknown ids are 404; bad ids 400', async () => {
    const t = ctx();
    const token = await t.tokenOf('admin');
    expect((await t.get('/backoffice/users/4', token)).status).toBe(200);
    expect((await t.get('/backoffice/users/999999', token)).status).toBe(404);
    const bad = await t.get('/backoffice/users/abc', token);
    expect(bad.status).toBe(400);
    expectErrorShape(bad.body, 400, 'VALIDATION_FAILED');
  });
});
