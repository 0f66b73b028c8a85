import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';

// The seed (packages/platform/src/seed): organization 1 "Nordvakt Säkerhet AB" holds clients 1-4 and claims
// nordvakt.se and nordvakt.test (metadata https://idp.nordvakt.test/metadata); organization 2 "Mälardalens
// Trygghet AB" clients 5-8 and malardalen.test. orgadmin@vakt.test is the organization-admin of organization 1;
// clientadmin@vakt.test administers client 2 (organization 1) only.
const ORG_1 = toGlobalId('Organization', 1);
const ORG_2 = toGlobalId('Organization', 2);
const CLIENT_2 = toGlobalId('Client', 2);
const CLIENT_5 = toGlobalId('Client', 5);

const PERMISSIONS = 'viewerCan { edit delete manageUsers manageClients saveSaml changeDisplay }';
const ROW_FIELDS = `id number name contactName contactEmail contactPhone registrationNumber description createdAt
  userCount clientCount displayed ${PERMISSIONS}`;
const SAML_FIELDS = `samlSettings { samlMetadataUrl samlEmailDomains samlAllowUserCreation samlAllowIdpInitiated
  serviceProvider { entityId assertionConsumerServiceUrl metadataUrl } }`;

/** What the web's organization screen asks for: the organization, its summaries, the first page of each tab, SAML. */
const SCREEN = `query ($id: ID!) {
  node(id: $id) {
    ... on Organization {
      ${ROW_FIELDS}
      networkSummary { open public private }
      subscriptionSummary { tier count }
      users(first: 50, orderBy: { field: NAME, direction: ASC }) {
        totalCount pageInfo { hasNextPage endCursor }
        edges { node { createdAt isActive appVersion os isAdmin status subscription user { id displayName email } } }
      }
      clients(first: 50) { totalCount edges { node { id name userCount createdAt } } }
      ${SAML_FIELDS}
    }
  }
}`;

const LIST = `query ($first: Int, $after: String, $orderBy: OrganizationOrder, $search: String) {
  organizations(first: $first, after: $after, orderBy: $orderBy, search: $search) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${ROW_FIELDS} } }
  }
}`;

const PAYLOAD = `organization { ${ROW_FIELDS} } errors { field code message }`;
const CREATE = `mutation ($input: OrganizationInput!) { createOrganization(input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $input: OrganizationInput!) { updateOrganization(id: $id, input: $input) { ${PAYLOAD} } }`;
const SAML = `mutation ($id: ID!, $input: OrganizationSamlSettingsInput!) {
  updateOrganizationSamlSettings(id: $id, input: $input) { organization { id ${SAML_FIELDS} } errors { field code message } }
}`;
const DELETE = `mutation ($id: ID!, $clients: OrganizationClientsOnDelete) { deleteOrganization(id: $id, clients: $clients) { deletedId } }`;
const ADD_CLIENTS = `mutation ($id: ID!, $clientIds: [ID!]!) {
  addClientsToOrganization(id: $id, clientIds: $clientIds) {
    organization { id clientCount networkSummary { open public private } clients(first: 50) { totalCount edges { node { id name } } } }
    errors { field code }
  }
}`;
const REMOVE_CLIENT = `mutation ($id: ID!, $clientId: ID!) {
  removeClientFromOrganization(id: $id, clientId: $clientId) {
    removedId organization { id clientCount clients(first: 50) { totalCount edges { node { id } } } }
  }
}`;
const SET_ADMIN = `mutation ($id: ID!, $userId: ID!, $isAdmin: Boolean!) {
  setOrganizationUserAdmin(id: $id, userId: $userId, isAdmin: $isAdmin) {
    organizationUser { isAdmin status user { id email } } errors { field code }
  }
}`;
const REMOVE_USER = `mutation ($id: ID!, $userId: ID!) {
  removeUserFromOrganization(id: $id, userId: $userId) {
    removedId organization { id userCount subscriptionSummary { tier count } users(first: 200) { totalCount edges { node { user { id } } } } }
  }
}`;
const DISPLAY = `mutation ($input: SetOrganizationsDisplayInput!) {
  setOrganizationsDisplay(input: $input) { organizations { id name displayed } }
}`;
const SEARCH = `query ($query: String) { searchOrganizations(query: $query) { id name } }`;

let sequence = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${sequence++}`;

const organizationInput = (extra: Record<string, unknown> = {}) => ({
  name: uniqueName('GW org'),
  contactName: 'Greta Gateway',
  contactEmail: 'greta@example.com',
  contactPhone: '+46701234567',
  registrationNumber: '556000-0001',
  description: 'Made by the gateway test',
  ...extra,
});

const restId = (globalId: string) => fromGlobalId(globalId)!.restId;

describe('organizations: the list, node(), the organization screen and every organization mutation', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let orgAdmin: Session;
  let clientAdmin: Session;

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  /** A successful operation's data (no errors, no payload errors). */
  const ok = async (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) => {
    const answer = await graphql(query, variables, accessToken);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };

  /** The code and platform errorCode of a refused operation's only error. */
  const refusal = async (query: string, variables: Record<string, unknown>, accessToken = suite.accessToken) => {
    const answer = await graphql(query, variables, accessToken);
    expect(answer.errors).toHaveLength(1);
    const { code, errorCode } = answer.errors![0].extensions ?? {};
    return { code, errorCode, extensions: answer.errors![0].extensions, data: answer.data };
  };

  const createOrganization = async (extra: Record<string, unknown> = {}) => {
    const data = await ok(CREATE, { input: organizationInput(extra) });
    expect(data.createOrganization.errors).toEqual([]);
    return data.createOrganization.organization as { id: string; name: string; number: number };
  };

  const createClient = async (name = uniqueName('GW org client')) => {
    const data = await ok(
      'mutation ($input: ClientInput!) { createClient(input: $input) { client { id name } errors { field } } }',
      { input: { name } },
    );
    expect(data.createClient.errors).toEqual([]);
    return data.createClient.client as { id: string; name: string };
  };

  beforeAll(async () => {
    orgAdmin = await suite.stack.signIn('orgadmin@vakt.test');
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
  });

  describe('reads', () => {
    it("answers the organization screen in six REST calls: detail, two summaries, the users' and clients' first pages, SAML", async () => {
      const data = await ok(SCREEN, { id: ORG_1 });

      expect([...suite.stack.proxy.calls].sort()).toEqual(
        [
          'GET /backoffice/organizations/1',
          'GET /backoffice/organizations/1/network-summary',
          'GET /backoffice/organizations/1/subscription-summary',
          'GET /backoffice/organizations/1/users?limit=50&offset=0&sort=name&order=asc',
          'GET /backoffice/organizations/1/clients?limit=50&offset=0',
          'GET /backoffice/organizations/1/saml',
        ].sort(),
      );
      const organization = data.node;
      expect(organization).toMatchObject({
        id: ORG_1,
        number: 1,
        name: 'Nordvakt Säkerhet AB',
        displayed: true,
        viewerCan: {
          edit: true,
          delete: true,
          manageUsers: true,
          manageClients: true,
          saveSaml: true,
        },
      });
      expect(organization.clientCount).toBe(organization.clients.totalCount);
      expect(organization.userCount).toBe(organization.users.totalCount);
      expect(organization.clients.edges.map((edge: any) => edge.node.name)).toEqual(
        expect.arrayContaining(['Stockholms Stadsmission', 'Södermalms Skolor']),
      );
      expect(organization.clients.edges.some((edge: any) => edge.node.name === 'Nacka Hemtjänst')).toBe(false);
      const networks = organization.networkSummary;
      expect(networks.open + networks.public + networks.private).toBeGreaterThan(0);
      expect(organization.subscriptionSummary.map((entry: any) => entry.tier)).toEqual([
        'MICRO',
        'MINI',
        'MEDI',
        'MAXI',
        'MEGA',
        'MACRO',
      ]);
      const names = organization.users.edges.map((edge: any) => edge.node.user.displayName);
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'sv')));
      expect(organization.users.pageInfo.hasNextPage).toBe(organization.users.totalCount > 50);
      expect(organization.samlSettings).toEqual({
        samlMetadataUrl: 'https://idp.nordvakt.test/metadata',
        samlEmailDomains: expect.arrayContaining(['nordvakt.se', 'nordvakt.test']),
        samlAllowUserCreation: false,
        samlAllowIdpInitiated: false,
        serviceProvider: {
          entityId: `${suite.stack.gateway.url}/saml/metadata`,
          assertionConsumerServiceUrl: `${suite.stack.gateway.url}/saml/acs`,
          metadataUrl: `${suite.stack.gateway.url}/saml/metadata`,
        },
      });
    });

    it("searches the organization's users; an organization-admin's row says isAdmin", async () => {
      const data = await ok(
        `query ($id: ID!) { node(id: $id) { ... on Organization { users(search: "orgadmin@vakt") { totalCount edges { node { isAdmin status user { email } } } } } } }`,
        { id: ORG_1 },
      );
      expect(data.node.users).toEqual({
        totalCount: 1,
        edges: [{ node: { isAdmin: true, status: 'ACTIVE', user: { email: 'orgadmin@vakt.test' } } }],
      });
      // node() reads the detail (the organization must exist in scope), the tab its page.
      expect([...suite.stack.proxy.calls].sort()).toEqual([
        'GET /backoffice/organizations/1',
        `GET /backoffice/organizations/1/users?limit=50&offset=0&q=${encodeURIComponent('orgadmin@vakt')}`,
      ]);
    });

    it('builds the service provider URLs on the origin a proxy in front forwards', async () => {
      const answer = await suite.stack.gateway.graphql(
        `query ($id: ID!) { node(id: $id) { ... on Organization { ${SAML_FIELDS} } } }`,
        { id: ORG_1 },
        {
          accessToken: suite.accessToken,
          headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'console.vakt.example' },
        },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.node.samlSettings.serviceProvider).toEqual({
        entityId: 'https://console.vakt.example/saml/metadata',
        assertionConsumerServiceUrl: 'https://console.vakt.example/saml/acs',
        metadataUrl: 'https://console.vakt.example/saml/metadata',
      });
    });

    it('lists a page with every row field in one call, the order and search mapped to the query', async () => {
      const data = await ok(
        `query ($orderBy: OrganizationOrder, $search: String) {
          organizations(first: 5, orderBy: $orderBy, search: $search) {
            totalCount edges { node { ${ROW_FIELDS} } }
          }
        }`,
        { orderBy: { field: 'NAME', direction: 'ASC' }, search: 'Nordvakt' },
      );

      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/organizations?limit=5&offset=0&sort=name&order=asc&q=Nordvakt',
      ]);
      expect(data.organizations.totalCount).toBe(1);
      expect(data.organizations.edges[0].node).toMatchObject({ id: ORG_1, number: 1, name: 'Nordvakt Säkerhet AB' });
    });

    it('pages the list with cursors, newest first by default', async () => {
      const first = await ok(LIST, { first: 1 });
      expect(first.organizations.totalCount).toBeGreaterThanOrEqual(2);
      expect(first.organizations.pageInfo.hasNextPage).toBe(true);
      const second = await ok(LIST, { first: 1, after: first.organizations.pageInfo.endCursor });
      const [a, b] = [first.organizations.edges[0].node, second.organizations.edges[0].node];
      expect(a.id).not.toBe(b.id);
      expect(Date.parse(a.createdAt)).toBeGreaterThanOrEqual(Date.parse(b.createdAt));
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/organizations?limit=1&offset=0',
        'GET /backoffice/organizations?limit=1&offset=1',
      ]);
    });

    it('sorts by client count', async () => {
      const data = await ok(LIST, { first: 50, orderBy: { field: 'CLIENT_COUNT', direction: 'DESC' } });
      const counts = data.organizations.edges.map((edge: any) => edge.node.clientCount);
      expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
      expect(suite.stack.proxy.calls).toEqual([
        'GET /backoffice/organizations?limit=50&offset=0&sort=clientCount&order=desc',
      ]);
    });

    it("resolves a client's organization beyond its name through the organization's detail", async () => {
      const data = await ok(
        `query ($id: ID!) { node(id: $id) { ... on Client { organization { id name number clientCount contactName viewerCan { edit } } } } }`,
        { id: CLIENT_2 },
      );
      expect(data.node.organization).toMatchObject({
        id: ORG_1,
        name: 'Nordvakt Säkerhet AB',
        number: 1,
        viewerCan: { edit: true },
      });
      expect(data.node.organization.clientCount).toBeGreaterThanOrEqual(1);
      expect(suite.stack.proxy.calls).toEqual(['GET /backoffice/clients/2', 'GET /backoffice/organizations/1']);
    });

    it("resolves a user's organization (a row naming the organization by id) with its name and counts", async () => {
      const data = await ok(
        `query ($id: ID!) { node(id: $id) { ... on User { organization { id name clientCount } } } }`,
        { id: orgAdmin.userId },
      );
      expect(data.node.organization).toMatchObject({ id: ORG_1, name: 'Nordvakt Säkerhet AB' });
      expect(data.node.organization.clientCount).toBeGreaterThanOrEqual(4);
    });

    it('answers the picker from GET /organizations/search; other fields load on demand', async () => {
      const data = await ok(SEARCH, { query: 'Mälardalen' });
      expect(data.searchOrganizations).toEqual([{ id: ORG_2, name: 'Mälardalens Trygghet AB' }]);
      expect(suite.stack.proxy.calls).toEqual([
        `GET /backoffice/organizations/search?q=${encodeURIComponent('Mälardalen')}&limit=20`,
      ]);
    });

    it('resolves node() and nodes() for organizations; an unknown one is null', async () => {
      const data = await ok(`query ($ids: [ID!]!) { nodes(ids: $ids) { id ... on Organization { name } } }`, {
        ids: [ORG_2, toGlobalId('Organization', 999999), toGlobalId('Organization', 'x')],
      });
      expect(data.nodes).toEqual([{ id: ORG_2, name: 'Mälardalens Trygghet AB' }, null, null]);
    });
  });

  describe('scope', () => {
    it('shows a client-admin only the organization of its client, read only; another organization is null', async () => {
      const data = await ok(
        `query ($other: ID!) {
          organizations { totalCount edges { node { id ${PERMISSIONS} } } }
          other: node(id: $other) { id }
        }`,
        { other: ORG_2 },
        clientAdmin.accessToken,
      );
      expect(data.organizations.totalCount).toBe(1);
      expect(data.organizations.edges[0].node).toEqual({
        id: ORG_1,
        viewerCan: {
          edit: false,
          delete: false,
          manageUsers: false,
          manageClients: false,
          saveSaml: false,
          changeDisplay: false,
        },
      });
      expect(data.other).toBeNull();
    });

    it("refuses a client-admin's write: FORBIDDEN on its organization, NOT_FOUND on another", async () => {
      const input = organizationInput();
      expect(await refusal(UPDATE, { id: ORG_1, input }, clientAdmin.accessToken)).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(await refusal(UPDATE, { id: ORG_2, input }, clientAdmin.accessToken)).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('lets an organization-admin edit its own organization but not create one', async () => {
      const data = await ok(
        `query ($id: ID!) { node(id: $id) { ... on Organization { ${PERMISSIONS} } } }`,
        { id: ORG_1 },
        orgAdmin.accessToken,
      );
      expect(data.node.viewerCan).toMatchObject({ edit: true, manageUsers: true, manageClients: true, saveSaml: true });
      expect(await refusal(CREATE, { input: organizationInput() }, orgAdmin.accessToken)).toMatchObject({
        code: 'FORBIDDEN',
      });
    });
  });

  describe('mutations', () => {
    it('creates an organization and answers it; a refused field comes back as payload errors', async () => {
      const input = organizationInput();
      const created = await createOrganization(input);
      expect(created).toMatchObject({
        name: input.name,
        contactName: 'Greta Gateway',
        contactEmail: 'greta@example.com',
        registrationNumber: '556000-0001',
        userCount: 0,
        clientCount: 0,
        displayed: true,
      });
      expect(created.number).toBe(Number(restId(created.id)));

      const refused = await ok(CREATE, { input: organizationInput({ name: '', contactEmail: 'not an e-mail' }) });
      expect(refused.createOrganization.organization).toBeNull();
      expect(refused.createOrganization.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'name', code: 'REQUIRED' }),
          expect.objectContaining({ field: 'contactEmail', code: 'INVALID_EMAIL' }),
        ]),
      );
    });

    it('updates an organization and answers the changed node; a too long description is a field error', async () => {
      const created = await createOrganization();
      const input = organizationInput({ name: uniqueName('Renamed'), description: 'Changed' });
      const data = await ok(UPDATE, { id: created.id, input });
      expect(data.updateOrganization).toMatchObject({
        organization: { id: created.id, name: input.name, description: 'Changed' },
        errors: [],
      });

      const refused = await ok(UPDATE, { id: created.id, input: { ...input, description: 'x'.repeat(301) } });
      expect(refused.updateOrganization).toMatchObject({
        organization: null,
        errors: [{ field: 'description', code: 'TOO_LONG' }],
      });
    });

    it('saves the SAML settings (domains normalized); a claimed domain and a bad one are errors on their entries', async () => {
      const created = await createOrganization();
      const domain = `${Date.now().toString(36)}-${sequence++}.example`;
      const data = await ok(SAML, {
        id: created.id,
        input: {
          samlMetadataUrl: 'https://idp.example.com/metadata',
          samlEmailDomains: [` ${domain.toUpperCase()} `, domain],
          samlAllowUserCreation: true,
        },
      });
      expect(data.updateOrganizationSamlSettings.errors).toEqual([]);
      expect(data.updateOrganizationSamlSettings.organization.samlSettings).toMatchObject({
        samlMetadataUrl: 'https://idp.example.com/metadata',
        samlEmailDomains: [domain],
        samlAllowUserCreation: true,
        serviceProvider: { entityId: `${suite.stack.gateway.url}/saml/metadata` },
      });

      const claimed = await ok(SAML, {
        id: created.id,
        input: { samlMetadataUrl: null, samlEmailDomains: [domain, 'NordVakt.se'], samlAllowUserCreation: false },
      });
      expect(claimed.updateOrganizationSamlSettings).toMatchObject({
        organization: null,
        errors: [{ field: 'samlEmailDomains.1', code: 'DOMAIN_CLAIMED' }],
      });
      expect(claimed.updateOrganizationSamlSettings.errors[0].message).toContain('nordvakt.se');

      const invalid = await ok(SAML, {
        id: created.id,
        input: {
          samlMetadataUrl: 'http://idp.example.com/x',
          samlEmailDomains: ['no_tld'],
          samlAllowUserCreation: false,
        },
      });
      expect(invalid.updateOrganizationSamlSettings.organization).toBeNull();

      // Sign-in started at the identity provider: turned on; an input without the field keeps it.
      const on = await ok(SAML, {
        id: created.id,
        input: { samlEmailDomains: [domain], samlAllowUserCreation: true, samlAllowIdpInitiated: true },
      });
      expect(on.updateOrganizationSamlSettings.organization.samlSettings.samlAllowIdpInitiated).toBe(true);
      const kept = await ok(SAML, {
        id: created.id,
        input: { samlEmailDomains: [domain], samlAllowUserCreation: false },
      });
      expect(kept.updateOrganizationSamlSettings.organization.samlSettings).toMatchObject({
        samlAllowUserCreation: false,
        samlAllowIdpInitiated: true,
      });
      expect(invalid.updateOrganizationSamlSettings.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ field: 'samlMetadataUrl', code: 'INVALID_URL' }),
          expect.objectContaining({ field: 'samlEmailDomains.0', code: 'INVALID_DOMAIN' }),
        ]),
      );
    });

    it("offers the clients tab's candidates and names a client an add refuses", async () => {
      const organization = await createOrganization();
      const free = await createClient();
      const CANDIDATES = `query ($id: ID!, $query: String) {
        node(id: $id) { ... on Organization { clientCandidates(query: $query) { id name organization { id } } } }
      }`;
      const offered = await ok(CANDIDATES, { id: organization.id, query: free.name });
      expect(offered.node.clientCandidates).toEqual([{ id: free.id, name: free.name, organization: null }]);

      const unknown = toGlobalId('Client', 2147483000);
      const refused = await ok(
        `mutation ($id: ID!, $clientIds: [ID!]!) { addClientsToOrganization(id: $id, clientIds: $clientIds) {
          organization { id } errors { field code refused { pickedId name code } } } }`,
        { id: organization.id, clientIds: [free.id, unknown] },
      );
      expect(refused.addClientsToOrganization).toEqual({
        organization: null,
        errors: [
          { field: 'clientIds', code: 'NOT_FOUND', refused: [{ pickedId: unknown, name: null, code: 'NOT_FOUND' }] },
        ],
      });
      expect((await ok(CANDIDATES, { id: organization.id, query: free.name })).node.clientCandidates).toHaveLength(1);
    });

    it('attaches clients and removes one, answering the organization with new counts and tabs', async () => {
      const organization = await createOrganization();
      const [a, b] = [await createClient(), await createClient()];

      const added = await ok(ADD_CLIENTS, { id: organization.id, clientIds: [a.id, b.id] });
      expect(added.addClientsToOrganization.errors).toEqual([]);
      expect(added.addClientsToOrganization.organization.clientCount).toBe(2);
      expect(added.addClientsToOrganization.organization.clients.edges.map((edge: any) => edge.node.id).sort()).toEqual(
        [a.id, b.id].sort(),
      );
      const moved = await ok(`query ($id: ID!) { node(id: $id) { ... on Client { organization { id name } } } }`, {
        id: a.id,
      });
      expect(moved.node.organization).toEqual({ id: organization.id, name: organization.name });

      const removed = await ok(REMOVE_CLIENT, { id: organization.id, clientId: a.id });
      expect(removed.removeClientFromOrganization).toEqual({
        removedId: a.id,
        organization: {
          id: organization.id,
          clientCount: 1,
          clients: { totalCount: 1, edges: [{ node: { id: b.id } }] },
        },
      });
      const left = await ok(`query ($id: ID!) { node(id: $id) { ... on Client { organization { id } } } }`, {
        id: a.id,
      });
      expect(left.node.organization).toBeNull();
    });

    it("refuses an organization-admin attaching another organization's client and a client-admin removing one", async () => {
      // A client outside its scope is refused as a payload error, not named.
      const attached = await ok(ADD_CLIENTS, { id: ORG_1, clientIds: [CLIENT_5] }, orgAdmin.accessToken);
      expect(attached.addClientsToOrganization).toEqual({
        organization: null,
        errors: [{ field: 'clientIds', code: 'NOT_FOUND' }],
      });
      expect(await refusal(REMOVE_CLIENT, { id: ORG_1, clientId: CLIENT_2 }, clientAdmin.accessToken)).toMatchObject({
        code: 'FORBIDDEN',
      });
    });

    it("grants and takes a user's organization-admin flag; an organization-admin cannot take its own", async () => {
      const users = await ok(
        `query ($id: ID!) { node(id: $id) { ... on Organization { users(first: 200) { edges { node { isAdmin status user { id email } } } } } } }`,
        { id: ORG_1 },
      );
      const plain = users.node.users.edges
        .map((edge: any) => edge.node)
        .find((row: any) => !row.isAdmin && row.status === 'ACTIVE' && !row.user.email.endsWith('@vakt.test'));
      expect(plain).toBeDefined();

      const granted = await ok(SET_ADMIN, { id: ORG_1, userId: plain.user.id, isAdmin: true });
      expect(granted.setOrganizationUserAdmin).toEqual({
        organizationUser: { isAdmin: true, status: 'ACTIVE', user: { id: plain.user.id, email: plain.user.email } },
        errors: [],
      });
      const roles = await ok(`query ($id: ID!) { node(id: $id) { ... on User { roles } } }`, { id: plain.user.id });
      expect(roles.node.roles).toContain('ORGANIZATION_ADMIN');
      const taken = await ok(SET_ADMIN, { id: ORG_1, userId: plain.user.id, isAdmin: false });
      expect(taken.setOrganizationUserAdmin.organizationUser.isAdmin).toBe(false);

      expect(
        await refusal(SET_ADMIN, { id: ORG_1, userId: orgAdmin.userId, isAdmin: false }, orgAdmin.accessToken),
      ).toMatchObject({ code: 'CONFLICT', errorCode: 'CANNOT_CHANGE_OWN_ADMIN' });
    });

    it('removes a user from the organization, answering it with the new count; an organization-admin cannot remove itself', async () => {
      const before = await ok(
        `query ($id: ID!) { node(id: $id) { ... on Organization { userCount users(first: 200) { edges { node { isAdmin status user { id email } } } } } } }`,
        { id: ORG_1 },
      );
      const plain = before.node.users.edges
        .map((edge: any) => edge.node)
        .find((row: any) => !row.isAdmin && row.status === 'ACTIVE' && !row.user.email.endsWith('@vakt.test'));

      const data = await ok(REMOVE_USER, { id: ORG_1, userId: plain.user.id });
      expect(data.removeUserFromOrganization.removedId).toBe(plain.user.id);
      expect(data.removeUserFromOrganization.organization.userCount).toBe(before.node.userCount - 1);
      expect(
        data.removeUserFromOrganization.organization.users.edges.some(
          (edge: any) => edge.node.user.id === plain.user.id,
        ),
      ).toBe(false);

      expect(await refusal(REMOVE_USER, { id: ORG_1, userId: orgAdmin.userId }, orgAdmin.accessToken)).toMatchObject({
        code: 'CONFLICT',
        errorCode: 'CANNOT_REMOVE_SELF',
      });
    });

    it("hides and shows organizations in an organization-admin's own list; the picker leaves hidden ones out", async () => {
      const hidden = await ok(DISPLAY, { input: { hide: [ORG_1], display: [] } }, orgAdmin.accessToken);
      expect(hidden.setOrganizationsDisplay.organizations).toEqual([
        { id: ORG_1, name: 'Nordvakt Säkerhet AB', displayed: false },
      ]);
      const picker = await ok(SEARCH, { query: 'Nordvakt' }, orgAdmin.accessToken);
      expect(picker.searchOrganizations).toEqual([]);
      const listed = await ok(LIST, {}, orgAdmin.accessToken);
      expect(listed.organizations.edges.find((edge: any) => edge.node.id === ORG_1)?.node.displayed).toBe(false);

      const shown = await ok(DISPLAY, { input: { hide: [], display: [ORG_1] } }, orgAdmin.accessToken);
      expect(shown.setOrganizationsDisplay.organizations).toEqual([
        { id: ORG_1, name: 'Nordvakt Säkerhet AB', displayed: true },
      ]);

      // Outside its scope: the platform's 400 with fields (the payload has no errors list: a GraphQL error).
      expect(await refusal(DISPLAY, { input: { hide: [ORG_2], display: [] } }, orgAdmin.accessToken)).toMatchObject({
        code: 'BAD_USER_INPUT',
        extensions: { errorCode: 'VALIDATION_FAILED', fields: { hide: 'NOT_FOUND' } },
      });
    });

    it('deletes an organization: with clients it asks what to do with them, DETACH keeps the clients', async () => {
      const organization = await createOrganization();
      const client = await createClient();
      await ok(ADD_CLIENTS, { id: organization.id, clientIds: [client.id] });

      const refused = await refusal(DELETE, { id: organization.id });
      expect(refused).toMatchObject({
        code: 'CONFLICT',
        errorCode: 'ORGANIZATION_HAS_CLIENTS',
        extensions: { clientCount: 1 },
      });

      const deleted = await ok(DELETE, { id: organization.id, clients: 'DETACH' });
      expect(deleted.deleteOrganization).toEqual({ deletedId: organization.id });
      const after = await ok(
        `query ($org: ID!, $client: ID!) { org: node(id: $org) { id } client: node(id: $client) { ... on Client { id organization { id } } } }`,
        { org: organization.id, client: client.id },
      );
      expect(after).toEqual({ org: null, client: { id: client.id, organization: null } });
    });

    it('deletes an organization with its clients (DELETE); a client-admin may not delete one', async () => {
      const organization = await createOrganization();
      const client = await createClient();
      await ok(ADD_CLIENTS, { id: organization.id, clientIds: [client.id] });

      expect(await ok(DELETE, { id: organization.id, clients: 'DELETE' })).toEqual({
        deleteOrganization: { deletedId: organization.id },
      });
      expect(await ok(`query ($id: ID!) { node(id: $id) { id } }`, { id: client.id })).toEqual({ node: null });

      expect(await refusal(DELETE, { id: ORG_1, clients: 'DETACH' }, clientAdmin.accessToken)).toMatchObject({
        code: 'FORBIDDEN',
      });
    });
  });
});
