import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { FILES_CSP } from '../../http/securityHeaders.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';

// Demo accounts (packages/platform/src/seed/demoAccounts.ts): clientadmin@vakt.test administers client 2 only.
const OWN_CLIENT = toGlobalId('Client', 2);
const OTHER_CLIENT = toGlobalId('Client', 3);

const ROW_FIELDS = `id email firstName lastName username displayName language roles twoFaEnabled subscription
  status createdAt lastActionAt deactivatedAt description phoneNumber latitude longitude
  locationEnabled isActive appVersion os logoutTime testAlarmAt client { id name } organization { id name }`;

const USERS = `query ($first: Int, $after: String, $orderBy: UserOrder, $search: String, $filter: UserFilter) {
  users(first: $first, after: $after, orderBy: $orderBy, search: $search, filter: $filter) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ROW_FIELDS} } }
  }
}`;

const PROFILE = `query ($id: ID!) {
  node(id: $id) {
    ... on User {
      ${ROW_FIELDS}
      clients { id name }
      samlEnabled showOnlyAdmin streamingEnabled listeningEnabled publicAlertEnabled subscribeToReleaseNotes
      alertCentralEnabled showUserLocationToNetworkAdmins
      viewerCan { edit delete assignableRoles changeSubscription changeClients resetPassword viewDevices }
      networks(first: 10) { totalCount edges { node { memberType joined network { id name type address } } } }
      devices(first: 10) { totalCount edges { node { id name status } } }
      mobileDevices(first: 10) { totalCount edges { node { id appVersion latestAppVersion os isActive } } }
      documents(first: 10) { totalCount edges { node { document { id name } extension type clientNames } } }
      subscriptionHistory(first: 10) { totalCount edges { node { subscription platform createdAt } } }
      activityLog(first: 10) { totalCount edges { node { createdAt kind name action nameTranslations { language name } } } }
      notificationSettings { category isEmail isPush isSound }
      alertCentralSettings { kind customize enforced selectedNetworks { id name } requestSelectedNetworks }
    }
  }
}`;

const USER_PAYLOAD = `user { id email firstName lastName description roles subscription status client { id }
  viewerCan { edit } } errors { field code message }`;

const CREATE = `mutation ($input: UserInput!) { createUser(input: $input) { ${USER_PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $input: UserInput!) { updateUser(id: $id, input: $input) { ${USER_PAYLOAD} } }`;

let sequence = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${sequence++}@gw-users.vakt.test`;

describe('users: the list, the profile, the writes, export, import and the action log through the graph', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;
  let orgAdmin: Session;

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  const createUser = async (input: Record<string, unknown>) => {
    const answer = await graphql(CREATE, { input: { role: 'USER', clientId: OTHER_CLIENT, ...input } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createUser.errors).toEqual([]);
    return answer.data.createUser.user as { id: string; email: string };
  };

  const clientNetworks = async (clientId: string) => {
    const answer = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Client { networks(first: 5) { edges { node { network { id name } } } } } } }',
      { id: clientId },
    );
    return answer.data.node.networks.edges.map((edge: any) => edge.node.network) as { id: string; name: string }[];
  };

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    orgAdmin = await suite.stack.signIn('orgadmin@vakt.test');
  });

  describe('the list', () => {
    it('costs one REST call for a page with every row field, with filters and order mapped to the query', async () => {
      const answer = await graphql(USERS, {
        first: 10,
        orderBy: { field: 'EMAIL', direction: 'ASC' },
        filter: { clientId: OWN_CLIENT, role: 'USER', subscription: 'MAXI' },
      });

      expect(answer.errors).toBeUndefined();
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/users?clientId=2&role=0&subscription=maxi&limit=10&offset=0&sort=email&order=asc',
      ]);
      const nodes = answer.data.users.edges.map((edge: any) => edge.node);
      expect(nodes.length).toBeGreaterThan(0);
      const emails = nodes.map((node: any) => node.email);
      expect(emails).toEqual([...emails].sort((a: string, b: string) => a.localeCompare(b)));
      for (const node of nodes) {
        expect(node.roles).toContain('USER');
        expect(node.subscription).toBe('MAXI');
        expect(node.status).toMatch(/^(ACTIVE|AWAITING_ACTIVATION)$/);
        expect(node.deactivatedAt).toBeNull();
      }
    });

    it('reads the fields a row lacks (viewerCan, flags) from GET /users/{id}, once per user', async () => {
      const answer = await graphql(
        '{ users(first: 3) { edges { node { id email viewerCan { edit } samlEnabled clients { id } } } } }',
      );

      expect(answer.errors).toBeUndefined();
      const ids = answer.data.users.edges.map((edge: any) => fromGlobalId(edge.node.id)!.restId);
      expect(ids).toHaveLength(3);
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/users?limit=3&offset=0',
        ...ids.map((id: string) => `GET /backoffice/users/${id}`),
      ]);
      for (const edge of answer.data.users.edges) expect(edge.node.viewerCan.edit).toBe(true);
    });

    it('pages with offset cursors and searches by text', async () => {
      const whole = await graphql(USERS, { first: 6 });
      const first = await graphql(USERS, { first: 3 });
      const second = await graphql(USERS, { first: 3, after: first.data.users.pageInfo.endCursor });
      const ids = (page: any) => page.data.users.edges.map((edge: any) => edge.node.id);
      expect([...ids(first), ...ids(second)]).toEqual(ids(whole));

      suite.stack.proxy.reset();
      const searched = await graphql(USERS, { first: 5, search: 'clientadmin@vakt' });
      expect(suite.stack.proxy.calls).toEqual(['GET /backoffice/users?limit=5&offset=0&q=clientadmin%40vakt']);
      expect(searched.data.users.edges.map((edge: any) => edge.node.email)).toEqual(['clientadmin@vakt.test']);
    });
  });

  describe('the profile', () => {
    it('costs a fixed set of REST calls, each once, whatever it selects', async () => {
      const id = toGlobalId('User', 4);
      const answer = await graphql(PROFILE, { id });

      expect(answer.errors).toBeUndefined();
      const user = answer.data.node;
      expect(user).toMatchObject({ id, email: 'clientadmin@vakt.test', roles: ['CLIENT_ADMIN'] });
      expect(user.notificationSettings.map((setting: any) => setting.category)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(user.alertCentralSettings.map((setting: any) => setting.kind)).toEqual([
        'SOS_EMERGENCY',
        'PANIC_BUTTON',
        'NETWORK_ALERT',
        'SAFE_ASSIST',
      ]);
      for (const setting of user.notificationSettings) if (!setting.isPush) expect(setting.isSound).toBe(false);

      const calls = suite.stack.proxy.calls;
      expect(new Set(calls).size).toBe(calls.length);
      const base = '/backoffice/users/4';
      const fixed = [
        `GET ${base}`,
        `GET ${base}/networks?limit=10&offset=0`,
        `GET ${base}/devices?limit=10&offset=0`,
        `GET ${base}/user-devices?limit=10&offset=0`,
        `GET ${base}/documents?limit=10&offset=0`,
        `GET ${base}/subscription-history?limit=10&offset=0`,
        `GET ${base}/activity-logs?limit=10&offset=0`,
        `GET ${base}/notification_settings`,
        `GET ${base}/alert-central-settings`,
      ];
      expect(calls).toEqual(expect.arrayContaining(fixed));
      // At most one more: the networks the alert-central settings select, by ids in one call.
      const rest = calls.filter((call) => !fixed.includes(call));
      expect(rest.length).toBeLessThanOrEqual(1);
      for (const call of rest) expect(call).toMatch(/^GET \/backoffice\/networks\/search\?(ids=\d+&)+limit=\d+$/);
    });

    it('finds a phone of the mobile devices tab again by its global id through node()', async () => {
      const id = toGlobalId('User', 4);
      const profile = await graphql(
        'query ($id: ID!) { node(id: $id) { ... on User { mobileDevices(first: 5) { edges { node { id os appVersion } } } } } }',
        { id },
      );
      const phones = profile.data.node.mobileDevices.edges.map((edge: any) => edge.node);
      expect(phones.length).toBeGreaterThan(0);

      const found = await graphql('query ($id: ID!) { node(id: $id) { ... on MobileDevice { id os appVersion } } }', {
        id: phones[0].id,
      });
      expect(found.errors).toBeUndefined();
      expect(found.data.node).toEqual(phones[0]);
      // The same phone named under another owner: nothing.
      const forged = toGlobalId('MobileDevice', `1/${fromGlobalId(phones[0].id)!.restId.split('/')[1]}`);
      const none = await graphql('query ($id: ID!) { node(id: $id) { id } }', { id: forged });
      expect(none.data.node).toBeNull();
    });
  });

  describe('writes', () => {
    it('answers EMAIL_EXISTS as a field error on create, and userEmailAvailable agrees', async () => {
      const duplicate = await graphql(CREATE, {
        input: { email: 'clientadmin@vakt.test', username: 'dup', role: 'USER', clientId: OWN_CLIENT },
      });
      expect(duplicate.errors).toBeUndefined();
      expect(duplicate.data.createUser.user).toBeNull();
      expect(duplicate.data.createUser.errors).toEqual([
        expect.objectContaining({ field: 'email', code: 'EMAIL_EXISTS' }),
      ]);

      const available = await graphql(
        `query ($client: ID, $self: ID) {
          taken: userEmailAvailable(email: "CLIENTADMIN@vakt.test", clientId: $client)
          own: userEmailAvailable(email: "clientadmin@vakt.test", clientId: $client, exceptUserId: $self)
          free: userEmailAvailable(email: "${uniqueEmail('free')}", clientId: $client)
        }`,
        { client: OWN_CLIENT, self: toGlobalId('User', 4) },
      );
      expect(available.errors).toBeUndefined();
      expect(available.data).toEqual({ taken: false, own: true, free: true });
    });

    it('tells a client-admin and an organization-admin only "unavailable" of an e-mail outside their scope', async () => {
      const email = uniqueEmail('foreign');
      const foreign = await createUser({ email, username: email.split('@')[0], clientId: toGlobalId('Client', 7) });
      const availability = `query ($email: String!, $client: ID) {
        userEmailAvailability(email: $email, clientId: $client)
        userEmailAvailable(email: $email, clientId: $client)
      }`;
      const ask = async (email: string, accessToken: string) => {
        const answer = await graphql(availability, { email, client: OWN_CLIENT }, accessToken);
        expect(answer.errors).toBeUndefined();
        return answer.data.userEmailAvailability;
      };
      // clientadmin@ is a user of client 2 (in both scopes); orgadmin@ of organization 1 (not the client-admin's).
      expect(await ask('CLIENTADMIN@vakt.test', clientAdmin.accessToken)).toBe('EXISTS');
      expect(await ask('orgadmin@vakt.test', clientAdmin.accessToken)).toBe('UNAVAILABLE');
      expect(await ask(foreign.email, clientAdmin.accessToken)).toBe('UNAVAILABLE');
      expect(await ask('clientadmin@vakt.test', orgAdmin.accessToken)).toBe('EXISTS');
      expect(await ask(foreign.email, orgAdmin.accessToken)).toBe('UNAVAILABLE');
      expect(await ask(foreign.email, suite.accessToken)).toBe('EXISTS');
      expect(await ask(uniqueEmail('free'), clientAdmin.accessToken)).toBe('AVAILABLE');

      const importCheck = `query ($client: ID!, $emails: [String!]!) {
        userImportCheck(clientId: $client, emails: $emails, usernames: [], networkNames: []) {
          existingUsers { email username inClient unavailable }
        }
      }`;
      const checked = async (accessToken: string) => {
        const emails = ['clientadmin@vakt.test', foreign.email];
        const answer = await graphql(importCheck, { client: OWN_CLIENT, emails }, accessToken);
        expect(answer.errors).toBeUndefined();
        return answer.data.userImportCheck.existingUsers;
      };
      for (const session of [clientAdmin, orgAdmin])
        expect(await checked(session.accessToken)).toEqual([
          { email: 'clientadmin@vakt.test', username: null, inClient: true, unavailable: false },
          { email: foreign.email, username: null, inClient: false, unavailable: true },
        ]);
      expect((await checked(suite.accessToken))[1]).toEqual({
        email: foreign.email,
        username: null,
        inClient: false,
        unavailable: false,
      });
    });

    it('creates, updates, resets the password of and deletes a user; the payloads carry the fresh node', async () => {
      const email = uniqueEmail('crud');
      const created = await graphql(CREATE, {
        input: {
          email,
          username: 'crud',
          firstName: 'Cora',
          lastName: 'Crud',
          role: 'USER',
          clientId: OTHER_CLIENT,
          subscription: null,
          language: 'SV',
        },
      });
      expect(created.errors).toBeUndefined();
      const user = created.data.createUser.user;
      expect(user).toMatchObject({
        email,
        firstName: 'Cora',
        roles: ['USER'],
        subscription: null,
        status: 'ACTIVE',
        client: { id: OTHER_CLIENT },
        viewerCan: { edit: true },
      });
      expect(suite.stack.proxy.calls).toEqual(['POST /backoffice/users']);

      suite.stack.proxy.reset();
      const updated = await graphql(UPDATE, {
        id: user.id,
        input: {
          email,
          username: 'crud',
          firstName: 'Cornelia',
          lastName: 'Crud',
          description: 'Edited through the graph',
          role: 'USER',
          clientId: OTHER_CLIENT,
        },
      });
      expect(updated.errors).toBeUndefined();
      expect(updated.data.updateUser).toMatchObject({
        errors: [],
        user: { id: user.id, firstName: 'Cornelia', description: 'Edited through the graph' },
      });
      expect(suite.stack.proxy.calls).toEqual([`PUT /backoffice/users/${fromGlobalId(user.id)!.restId}`]);

      const badPhone = await graphql(UPDATE, {
        id: user.id,
        input: { email, username: 'crud', role: 'USER', clientId: OTHER_CLIENT, phoneNumber: '070-123 45 67' },
      });
      expect(badPhone.data.updateUser).toMatchObject({
        user: null,
        errors: [
          {
            field: 'phoneNumber',
            code: 'INVALID_PHONE',
            message: 'Enter an international number: + and 6 to 15 digits, for example +46 70 123 45 67.',
          },
        ],
      });

      const password = await graphql('{ generatedPassword }');
      expect(password.data.generatedPassword).toMatch(/^\S{16}$/);
      const reset = await graphql(
        'mutation ($id: ID!, $password: String!) { resetUserPassword(id: $id, password: $password) { user { id } errors { field code } } }',
        { id: user.id, password: password.data.generatedPassword },
      );
      expect(reset.errors).toBeUndefined();
      expect(reset.data.resetUserPassword).toEqual({ user: { id: user.id }, errors: [] });
      const tooShort = await graphql(
        'mutation ($id: ID!) { resetUserPassword(id: $id, password: "short") { user { id } errors { field code } } }',
        { id: user.id },
      );
      expect(tooShort.data.resetUserPassword).toEqual({
        user: null,
        errors: [{ field: 'password', code: 'TOO_SHORT' }],
      });

      const deleted = await graphql('mutation ($id: ID!) { deleteUser(id: $id) { deletedId } }', { id: user.id });
      expect(deleted.errors).toBeUndefined();
      expect(deleted.data.deleteUser.deletedId).toBe(user.id);

      const lists = await graphql(
        `
          query ($client: ID) {
            active: users(first: 200, filter: { clientId: $client }) {
              edges {
                node {
                  id
                }
              }
            }
            deleted: users(
              first: 200
              filter: { deactivated: true }
              orderBy: { field: DEACTIVATED_AT, direction: DESC }
            ) {
              edges {
                node {
                  id
                  email
                  deactivatedAt
                }
              }
            }
          }
        `,
        { client: OTHER_CLIENT },
      );
      expect(lists.errors).toBeUndefined();
      expect(lists.data.active.edges.map((edge: any) => edge.node.id)).not.toContain(user.id);
      const gone = lists.data.deleted.edges.find((edge: any) => edge.node.id === user.id);
      expect(gone?.node.deactivatedAt).toEqual(expect.any(String));
      expect(gone?.node.email).not.toBe(email);
    });

    it('saves notification and alert-central settings and joins and leaves networks', async () => {
      const user = await createUser({ email: uniqueEmail('settings'), username: 'settings' });
      const [network] = await clientNetworks(OTHER_CLIENT);
      expect(network).toBeDefined();

      const notifications = await graphql(
        `
          mutation ($id: ID!) {
            updateUserNotificationSettings(
              id: $id
              input: [{ category: 2, isEmail: true, isPush: false, isSound: true }]
            ) {
              user {
                notificationSettings {
                  category
                  isEmail
                  isPush
                  isSound
                }
              }
              errors {
                field
                code
              }
            }
          }
        `,
        { id: user.id },
      );
      expect(notifications.errors).toBeUndefined();
      const settings = notifications.data.updateUserNotificationSettings.user.notificationSettings;
      expect(settings).toHaveLength(8);
      expect(settings.find((setting: any) => setting.category === 2)).toEqual({
        category: 2,
        isEmail: true,
        isPush: false,
        isSound: false,
      });

      const alertCentral = await graphql(
        `
          mutation ($id: ID!, $network: ID!) {
            updateUserAlertCentralSettings(
              id: $id
              input: [
                {
                  kind: PANIC_BUTTON
                  customize: true
                  enforced: false
                  createPublicAlert: false
                  publicRadius: 500
                  alertAllAvailableNetworks: false
                  alertAllAvailableUsers: false
                  selectedNetworkIds: [$network]
                  selectedNetworksRadius: 1000
                  personalInformation: true
                  headline: "Help"
                  description: "Now"
                }
              ]
            ) {
              user {
                alertCentralSettings {
                  kind
                  customize
                  selectedNetworks {
                    id
                    name
                  }
                  headline
                }
              }
              errors {
                field
                code
              }
            }
          }
        `,
        { id: user.id, network: network.id },
      );
      expect(alertCentral.errors).toBeUndefined();
      expect(alertCentral.data.updateUserAlertCentralSettings.errors).toEqual([]);
      const panic = alertCentral.data.updateUserAlertCentralSettings.user.alertCentralSettings.find(
        (setting: any) => setting.kind === 'PANIC_BUTTON',
      );
      expect(panic).toEqual({ kind: 'PANIC_BUTTON', customize: true, selectedNetworks: [network], headline: 'Help' });

      const joined = await graphql(
        `
          mutation ($id: ID!, $network: ID!) {
            addUserToNetworks(id: $id, networkIds: [$network]) {
              user {
                networks {
                  totalCount
                  edges {
                    node {
                      network {
                        id
                      }
                      memberType
                    }
                  }
                }
              }
              errors {
                field
                code
              }
            }
          }
        `,
        { id: user.id, network: network.id },
      );
      expect(joined.errors).toBeUndefined();
      expect(joined.data.addUserToNetworks.user.networks.edges).toEqual([
        { node: { network: { id: network.id }, memberType: 'MEMBER' } },
      ]);
      const left = await graphql(
        `
          mutation ($id: ID!, $network: ID!) {
            removeUserFromNetwork(id: $id, networkId: $network) {
              user {
                networks {
                  totalCount
                }
              }
              errors {
                field
                code
              }
            }
          }
        `,
        { id: user.id, network: network.id },
      );
      expect(left.errors).toBeUndefined();
      expect(left.data.removeUserFromNetwork.user.networks.totalCount).toBe(0);
    });
  });

  describe('export', () => {
    it('answers a same-origin link that downloads the xlsx of the filtered list once', async () => {
      const list = await graphql(
        'query ($client: ID) { users(first: 1, filter: { clientId: $client }) { totalCount } }',
        { client: OWN_CLIENT },
      );
      suite.stack.proxy.reset();
      const exported = await graphql(
        'mutation ($client: ID) { exportUsers(filter: { clientId: $client }, orderBy: { field: EMAIL, direction: ASC }) { url expiresAt } }',
        { client: OWN_CLIENT },
      );
      expect(exported.errors).toBeUndefined();
      const { url, expiresAt } = exported.data.exportUsers;
      expect(url).toMatch(/^\/downloads\/users\?token=[\w%-]+$/);
      expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
      expect(suite.stack.proxy.calls).toEqual(['POST /backoffice/users/export']);

      suite.stack.proxy.reset();
      // No bearer: the browser opens the link as it is.
      const download = await fetch(`${suite.stack.gateway.url}${url}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toContain('spreadsheetml');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="users-.*\.xlsx"$/);
      expect(download.headers.get('content-security-policy')).toBe(FILES_CSP);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from(Buffer.from(await download.arrayBuffer())));
      const sheet = workbook.worksheets[0];
      expect(sheet.actualRowCount - 1).toBe(list.data.users.totalCount);
      expect(suite.stack.proxy.calls).toEqual([`GET /backoffice/users/export?token=${url.split('token=')[1]}`]);

      const again = await fetch(`${suite.stack.gateway.url}${url}`);
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    });

    it('refuses a download without a token, of an unknown kind, or by another method than GET', async () => {
      expect((await fetch(`${suite.stack.gateway.url}/downloads/users`)).status).toBe(404);
      const head = await fetch(`${suite.stack.gateway.url}/downloads/users?token=x`, { method: 'HEAD' });
      expect(head.status).toBe(405);
      expect(head.headers.get('allow')).toBe('GET');
      expect((await fetch(`${suite.stack.gateway.url}/downloads/clients?token=x`)).status).toBe(404);
      expect(suite.stack.proxy.calls).toEqual([]);
    });
  });

  describe('import', () => {
    const row = (n: number, overrides: Record<string, unknown> = {}) => ({
      row: n,
      email: uniqueEmail(`import${n}`),
      username: `import-${sequence}-${n}`,
      firstName: 'Imp',
      lastName: `Row ${n}`,
      language: 'EN',
      isAdmin: false,
      subscription: 'MAXI',
      twoFaEnabled: false,
      streamingEnabled: false,
      listeningEnabled: false,
      subscribeToReleaseNotes: false,
      networkIds: [],
      active: true,
      ...overrides,
    });
    const IMPORT = `mutation ($client: ID!, $input: UserImportInput!) { importUsers(clientId: $client, input: $input) {
      imported { id email displayName } skipped { row email reasons } errors { row field code }
      fieldErrors { field code } client { id name } } }`;
    const total = async () =>
      (
        await graphql('query ($c: ID) { users(first: 1, filter: { clientId: $c }) { totalCount } }', {
          c: OTHER_CLIENT,
        })
      ).data.users.totalCount as number;

    it('checks a whole file with one batch-validation call', async () => {
      const [network] = await clientNetworks(OTHER_CLIENT);
      suite.stack.proxy.reset();
      const check = await graphql(
        `
          query ($client: ID!, $emails: [String!]!, $names: [String!]!) {
            userImportCheck(clientId: $client, emails: $emails, usernames: [], networkNames: $names) {
              existingUsers {
                email
                username
                inClient
                unavailable
              }
              existingNetworks {
                id
                name
              }
            }
          }
        `,
        {
          client: OTHER_CLIENT,
          emails: ['ADMIN@vakt.test', ...Array.from({ length: 300 }, (_, i) => `nobody${i}@gw-users.vakt.test`)],
          names: [network.name.toUpperCase(), 'No such network'],
        },
      );
      expect(check.errors).toBeUndefined();
      expect(check.data.userImportCheck.existingUsers).toEqual([
        // As the file spells it, so the wizard can match its cells.
        expect.objectContaining({ email: 'ADMIN@vakt.test', inClient: expect.any(Boolean), unavailable: false }),
      ]);
      expect(check.data.userImportCheck.existingNetworks).toEqual([network]);
      expect(suite.stack.proxy.calls.filter((call) => call.includes('batch-validation'))).toEqual([
        'POST /backoffice/users/batch-validation',
      ]);
    });

    it('answers the rows the platform refuses as errors, and writes nothing', async () => {
      const before = await total();
      const refused = await graphql(IMPORT, {
        client: OTHER_CLIENT,
        input: { activatedDate: '2026-11-01', users: [row(2), row(3, { phoneNumber: '+12345' })] },
      });
      expect(refused.errors).toBeUndefined();
      expect(refused.data.importUsers).toMatchObject({ imported: [], skipped: [], client: null });
      expect(refused.data.importUsers.errors).toEqual([{ row: 3, field: 'phoneNumber', code: 'INVALID_PHONE' }]);
      expect(await total()).toBe(before);
    });

    it('imports the valid rows, skips existing users with their reasons, and answers the client', async () => {
      const before = await total();
      const imported = await graphql(IMPORT, {
        client: OTHER_CLIENT,
        input: {
          activatedDate: '2026-11-01',
          users: [row(2), row(3, { email: 'admin@vakt.test' }), row(4)],
        },
      });
      expect(imported.errors).toBeUndefined();
      const payload = imported.data.importUsers;
      expect(payload.errors).toEqual([]);
      expect(payload.imported.map((user: any) => user.displayName)).toEqual(['Imp Row 2', 'Imp Row 4']);
      expect(payload.skipped).toEqual([{ row: 3, email: 'admin@vakt.test', reasons: ['EMAIL_EXISTS'] }]);
      expect(payload.client.id).toBe(OTHER_CLIENT);
      expect(await total()).toBe(before + 2);
    });
  });

  describe('scope', () => {
    it('a client-admin reads users of its client and gets null/NOT_FOUND for a user of another client', async () => {
      const foreign = await createUser({ email: uniqueEmail('foreign'), username: 'foreign' });
      const answer = await graphql(
        'query ($own: ID!, $other: ID!) { own: node(id: $own) { id } other: node(id: $other) { id } }',
        { own: toGlobalId('User', 4), other: foreign.id },
        clientAdmin.accessToken,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ own: { id: toGlobalId('User', 4) }, other: null });

      const update = await graphql(
        UPDATE,
        { id: foreign.id, input: { email: foreign.email, username: 'taken', role: 'USER' } },
        clientAdmin.accessToken,
      );
      expect(update.errors?.[0].extensions?.code).toBe('NOT_FOUND');

      const list = await graphql(
        'query ($c: ID) { users(first: 50, filter: { clientId: $c }) { totalCount edges { node { id } } } }',
        { c: OTHER_CLIENT },
        clientAdmin.accessToken,
      );
      expect(list.errors).toBeUndefined();
      expect(list.data.users.edges.map((edge: any) => edge.node.id)).not.toContain(foreign.id);
    });

    it('an organization-admin may give the roles below its own, not admin', async () => {
      const profile = await graphql(
        'query ($id: ID!) { node(id: $id) { ... on User { viewerCan { edit assignableRoles } } } }',
        { id: toGlobalId('User', 4) },
        orgAdmin.accessToken,
      );
      expect(profile.errors).toBeUndefined();
      expect(profile.data.node.viewerCan.edit).toBe(true);
      expect([...profile.data.node.viewerCan.assignableRoles].sort()).toEqual([
        'CLIENT_ADMIN',
        'MULTI_CLIENT_ADMIN',
        'USER',
      ]);

      const refused = await graphql(
        CREATE,
        { input: { email: uniqueEmail('orgadmin-grant'), username: 'grant', role: 'ADMIN' } },
        orgAdmin.accessToken,
      );
      expect(refused.errors).toBeUndefined();
      expect(refused.data.createUser).toMatchObject({
        user: null,
        errors: [expect.objectContaining({ field: 'role', code: 'ROLE_NOT_ALLOWED' })],
      });
    });

    it("an organization-admin reads a user who also administers another organization's client read-only, with the reason, and cannot change it", async () => {
      // multiadmin@vakt.test (user 3) administers clients 1 and 2 of organization 1 and client 5 of organization 2.
      const multi = toGlobalId('User', 3);
      const profile = await graphql(
        'query ($id: ID!) { node(id: $id) { ... on User { clients { id } viewerCan { edit resetPassword readOnlyReason } } } }',
        { id: multi },
        orgAdmin.accessToken,
      );
      expect(profile.errors).toBeUndefined();
      expect(profile.data.node.viewerCan).toEqual({
        edit: false,
        resetPassword: false,
        readOnlyReason: 'REACH_OUTSIDE_SCOPE',
      });
      expect(profile.data.node.clients.map((c: { id: string }) => c.id).sort()).toEqual(
        [toGlobalId('Client', 1), toGlobalId('Client', 2)].sort(),
      );

      const reset = await graphql(
        'mutation ($id: ID!) { resetUserPassword(id: $id, password: "Taken-over-1") { user { id } errors { code } } }',
        { id: multi },
        orgAdmin.accessToken,
      );
      expect(reset.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 'REACH_OUTSIDE_SCOPE' });
      const update = await graphql(
        UPDATE,
        { id: multi, input: { email: 'multiadmin@vakt.test', role: 'MULTI_CLIENT_ADMIN', description: 'taken' } },
        orgAdmin.accessToken,
      );
      expect(update.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', errorCode: 'REACH_OUTSIDE_SCOPE' });
      const admin = await graphql(
        'query ($id: ID!) { node(id: $id) { ... on User { description viewerCan { edit readOnlyReason } } } }',
        { id: multi },
      );
      expect(admin.data.node.description).not.toBe('taken');
      expect(admin.data.node.viewerCan).toEqual({ edit: true, readOnlyReason: null });
    });

    it('a client-admin cannot give the admin role, and sees no devices of a user', async () => {
      const refused = await graphql(
        CREATE,
        { input: { email: uniqueEmail('grant'), username: 'grant', role: 'ADMIN', clientId: OWN_CLIENT } },
        clientAdmin.accessToken,
      );
      expect(refused.errors).toBeUndefined();
      expect(refused.data.createUser.errors).toEqual([
        expect.objectContaining({ field: 'role', code: 'ROLE_NOT_ALLOWED' }),
      ]);

      const devices = await graphql(
        'query ($id: ID!) { node(id: $id) { ... on User { viewerCan { viewDevices } devices { totalCount } } } }',
        { id: toGlobalId('User', 4) },
        clientAdmin.accessToken,
      );
      expect(devices.errors).toBeUndefined();
      expect(devices.data.node).toEqual({ viewerCan: { viewDevices: false }, devices: { totalCount: 0 } });
    });
  });

  describe('the action log', () => {
    it('lists a change of a user with its fields before and after, and finds the entry by node()', async () => {
      const user = await createUser({ email: uniqueEmail('audit'), username: 'audit', firstName: 'Before' });
      const updated = await graphql(UPDATE, {
        id: user.id,
        input: { email: user.email, username: 'audit', firstName: 'After', role: 'USER', clientId: OTHER_CLIENT },
      });
      expect(updated.data.updateUser.errors).toEqual([]);

      suite.stack.proxy.reset();
      const log = await graphql(
        `
          query ($id: ID!) {
            actionLog(first: 10, filter: { entityId: $id }) {
              totalCount
              edges {
                node {
                  id
                  entityType
                  entityId
                  action
                  createdAt
                  actor {
                    id
                    displayName
                  }
                  changes {
                    field
                    before
                    after
                  }
                }
              }
            }
          }
        `,
        { id: user.id },
      );
      expect(log.errors).toBeUndefined();
      expect(suite.stack.proxy.calls).toEqual([
        `GET /backoffice/system/actions?entityType=user&entityId=${fromGlobalId(user.id)!.restId}&limit=10&offset=0`,
      ]);
      const entries = log.data.actionLog.edges.map((edge: any) => edge.node);
      expect(entries.map((entry: any) => entry.action)).toEqual(['update', 'create']);
      const [update] = entries;
      expect(update).toMatchObject({
        entityType: 'user',
        entityId: user.id,
        actor: { id: toGlobalId('User', 1), displayName: 'Astrid Admin' },
      });
      expect(update.changes).toContainEqual({ field: 'firstName', before: '"Before"', after: '"After"' });

      const node = await graphql('query ($id: ID!) { node(id: $id) { ... on ActionLogEntry { id action } } }', {
        id: update.id,
      });
      expect(node.data.node).toEqual({ id: update.id, action: 'update' });
    });

    it('filters by the user who made the changes and by time', async () => {
      const since = new Date(Date.now() - 60_000).toISOString();
      await createUser({ email: uniqueEmail('audit-filter'), username: 'audit-filter' });
      suite.stack.proxy.reset();
      const log = await graphql(
        `
          query ($user: ID!, $from: DateTime!) {
            actionLog(first: 20, filter: { userId: $user, entityType: "user", from: $from }) {
              totalCount
              edges {
                node {
                  entityType
                  actor {
                    id
                  }
                  createdAt
                }
              }
            }
          }
        `,
        { user: toGlobalId('User', 1), from: since },
      );
      expect(log.errors).toBeUndefined();
      expect(suite.stack.proxy.calls).toEqual([
        `GET /backoffice/system/actions?entityType=user&userId=1&from=${encodeURIComponent(since)}&limit=20&offset=0`,
      ]);
      const entries = log.data.actionLog.edges.map((edge: any) => edge.node);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry).toMatchObject({ entityType: 'user', actor: { id: toGlobalId('User', 1) } });
        expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(Date.parse(since));
      }
    });
  });
});
