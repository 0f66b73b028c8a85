import { beforeAll, describe, expect, it } from 'vitest';
import { allowLoopbackPorts } from '@vakt/platform/testing';
import { startReceiver, type Dc09Receiver } from '../../../../platform/src/integrations/dc09/receiver.js';
import { useStack, type Session } from '../../../test/support/stack.js';
import { fromGlobalId, toGlobalId } from '../../ids.js';

// Demo accounts (packages/platform/src/seed/demoAccounts.ts): clientadmin@vakt.test administers client 2 only.
const OWN_CLIENT = toGlobalId('Client', 2);
const OTHER_CLIENT = toGlobalId('Client', 3);

const FIELDS = `id kind ip port description status line uid receiver useDeviceId pinSet createdAt updatedAt
  siaCodes { create confirm recall restore deviceTestModeEnabled deviceTestModeDisabled deviceEnabled deviceDisabled }
  network { id name }`;
const PAYLOAD = `integration { ${FIELDS} } errors { field code message }`;
const CREATE = `mutation ($networkId: ID!, $input: IntegrationInput!) {
  createIntegration(networkId: $networkId, input: $input) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($id: ID!, $input: IntegrationInput!) { updateIntegration(id: $id, input: $input) { ${PAYLOAD} } }`;
const DELETE = 'mutation ($id: ID!) { deleteIntegration(id: $id) { deletedId } }';
const TEST_ALARM = `mutation ($id: ID!) { sendTestAlarm(id: $id) {
  outcome sequence attempts { attempt outcome sentAt elapsedMs frame answer }
  integration { id status logs(first: 5) { totalCount edges { node { id createdAt message } } } }
  errors { field code message } } }`;
const NODE = `query ($id: ID!) { node(id: $id) { id ... on Integration { ${FIELDS} } } }`;
const NETWORK_INTEGRATIONS = `query ($id: ID!) { node(id: $id) { ... on Client {
  networks(first: 3) { edges { node { network { id name integrations { id kind status network { id } } } } } } } } }`;

/** A receiver at a documentation address: saved, never reached (the tests that send use the receiver's). */
const MANITOU = {
  kind: 'MANITOU',
  ip: '198.51.100.7',
  port: 5000,
  description: 'Larmcentral Manitou',
  line: '3a',
  uid: '1234ab',
  receiver: '12',
};

describe('integrations through the graph: Network.integrations, node, logs, the writes and the test alarm', () => {
  let receiver: Dc09Receiver;
  /** The receiver's DC-09 keys by account (it learns one when the graph shows it). */
  const keys: Record<string, Uint8Array> = {};
  // Before the stack: the platform refuses loopback receivers unless its OUTBOUND_ALLOW names them.
  beforeAll(async () => {
    receiver = await startReceiver({ host: '127.0.0.1', keys });
    return () => receiver.close();
  });
  const suite = useStack({
    signInAs: 'admin@vakt.test',
    platformEnv: () => ({ OUTBOUND_ALLOW: allowLoopbackPorts(receiver.port) }),
  });
  let clientAdmin: Session;
  let ownNetwork: { id: string; name: string };
  let otherNetwork: { id: string; name: string };
  /** The test receiver's address, allow-listed. */
  const atReceiver = () => ({ ip: '127.0.0.1', port: receiver.port });

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });
  const restId = (globalId: string) => fromGlobalId(globalId)!.restId;

  const firstNetwork = async (clientId: string) => {
    const answer = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Client { networks(first: 1) { edges { node { network { id name } } } } } } }',
      { id: clientId },
    );
    return answer.data.node.networks.edges[0].node.network as { id: string; name: string };
  };

  const create = async (input: Record<string, unknown>, networkId = ownNetwork.id, accessToken = suite.accessToken) => {
    const answer = await graphql(CREATE, { networkId, input }, accessToken);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createIntegration.errors).toEqual([]);
    return answer.data.createIntegration.integration;
  };

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    ownNetwork = await firstNetwork(OWN_CLIENT);
    otherNetwork = await firstNetwork(OTHER_CLIENT);
  });

  it('creates a manitou integration: every field mapped, hex settings upper-cased, SIA defaults, PENDING', async () => {
    const answer = await graphql(CREATE, { networkId: ownNetwork.id, input: MANITOU });

    expect(answer.errors).toBeUndefined();
    const { integration, errors } = answer.data.createIntegration;
    expect(errors).toEqual([]);
    expect(integration).toMatchObject({
      kind: 'MANITOU',
      ip: '198.51.100.7',
      port: 5000,
      description: 'Larmcentral Manitou',
      status: 'PENDING',
      line: '3A',
      uid: '1234AB',
      receiver: '12',
      useDeviceId: false,
      pinSet: false,
      siaCodes: {
        create: 'UA',
        confirm: 'UB',
        recall: 'UH',
        restore: 'UR',
        deviceTestModeEnabled: 'UX',
        deviceTestModeDisabled: 'UZ',
        deviceEnabled: 'UX',
        deviceDisabled: 'UZ',
      },
      network: ownNetwork,
    });
    expect(fromGlobalId(integration.id)!.restId).toMatch(new RegExp(`^${restId(ownNetwork.id)}/\\d+$`));
    expect(Date.parse(integration.createdAt)).not.toBeNaN();
    expect(suite.stack.proxy.calls).toEqual([
      `POST /v2/integrations/${restId(ownNetwork.id)}`,
      `GET /backoffice/networks/${restId(ownNetwork.id)}`,
    ]);
  });

  it("lists a network's integrations with one call per network, and finds one by node id", async () => {
    const created = await create({ ...MANITOU, description: 'Listed' });

    const listed = await graphql(NETWORK_INTEGRATIONS, { id: OWN_CLIENT });
    expect(listed.errors).toBeUndefined();
    const networks = listed.data.node.networks.edges.map((edge: any) => edge.node.network);
    const own = networks.find((network: any) => network.id === ownNetwork.id);
    expect(own.integrations.map((i: any) => i.id)).toContain(created.id);
    for (const integration of own.integrations) expect(integration.network.id).toBe(ownNetwork.id);
    const ids = own.integrations.map((i: any) => Number(restId(i.id).split('/')[1]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const integrationCalls = suite.stack.proxy.calls.filter((call) => call.startsWith('GET /v2/integrations/'));
    expect(integrationCalls).toEqual(networks.map((network: any) => `GET /v2/integrations/${restId(network.id)}`));

    const node = await graphql(NODE, { id: created.id });
    expect(node.errors).toBeUndefined();
    expect(node.data.node).toMatchObject({ id: created.id, description: 'Listed', network: ownNetwork });

    // The same integration id under another network is no integration of it.
    const wrongNetwork = toGlobalId('Integration', `${restId(otherNetwork.id)}/${restId(created.id).split('/')[1]}`);
    expect((await graphql(NODE, { id: wrongNetwork })).data.node).toBeNull();
  });

  it('shortxml: the PIN is stored but never answered; an update without a PIN (or a blank one) keeps it', async () => {
    const pin = 'S3cret-Pin!';
    const answer = await graphql(CREATE, {
      networkId: ownNetwork.id,
      input: { kind: 'SHORTXML', ip: 'alarm.example.se', port: 8080, description: 'Short XML', uid: 'tx-01', pin },
    });
    expect(answer.data.createIntegration.errors).toEqual([]);
    const created = answer.data.createIntegration.integration;
    expect(created).toMatchObject({ kind: 'SHORTXML', uid: 'tx-01', pinSet: true, line: null, receiver: null });
    expect(answer.text).not.toContain(pin);

    const kept = await graphql(UPDATE, {
      id: created.id,
      input: { kind: 'SHORTXML', ip: 'alarm.example.se', port: 8080, description: 'Renamed', uid: 'tx-01' },
    });
    expect(kept.data.updateIntegration.errors).toEqual([]);
    expect(kept.data.updateIntegration.integration).toMatchObject({ description: 'Renamed', pinSet: true });
    const blank = await graphql(UPDATE, {
      id: created.id,
      input: { kind: 'SHORTXML', ip: 'alarm.example.se', port: 8080, description: 'Blank pin', uid: 'tx-01', pin: '' },
    });
    expect(blank.data.updateIntegration.errors).toEqual([]);
    expect(blank.data.updateIntegration.integration.pinSet).toBe(true);

    const listed = await graphql(NODE, { id: created.id });
    expect(listed.text).not.toContain(pin);
    expect(listed.data.node.pinSet).toBe(true);

    // The pin field cannot even be asked for.
    const asked = await graphql('query ($id: ID!) { node(id: $id) { ... on Integration { pin } } }', {
      id: created.id,
    });
    expect(asked.errors?.[0]?.message).toMatch(/Cannot query field "pin"/);
  });

  it('create without a PIN: the field error is the input name pin, code REQUIRED', async () => {
    const answer = await graphql(CREATE, {
      networkId: ownNetwork.id,
      input: { kind: 'SHORTXML', ip: 'alarm.example.se', port: 8080, description: 'No pin', uid: 'tx-02' },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.createIntegration).toEqual({
      integration: null,
      errors: [{ field: 'pin', code: 'REQUIRED', message: 'This field is required.' }],
    });
  });

  it("answers the platform's field errors under the input's names, with the platform's codes", async () => {
    const answer = await graphql(CREATE, {
      networkId: ownNetwork.id,
      input: {
        kind: 'MANITOU',
        ip: 'not a host!',
        port: 5000,
        description: ' ',
        line: null,
        uid: 'xyz',
        siaCodes: { create: 'QQ', deviceDisabled: 'ZZ' },
      },
    });

    expect(answer.errors).toBeUndefined();
    const { integration, errors } = answer.data.createIntegration;
    expect(integration).toBeNull();
    const byField = Object.fromEntries(errors.map((e: any) => [e.field, e.code]));
    expect(byField).toEqual({
      ip: 'INVALID',
      description: 'REQUIRED',
      line: 'REQUIRED',
      uid: 'INVALID',
      'siaCodes.create': 'UNKNOWN_SIA_CODE',
      'siaCodes.deviceDisabled': 'UNKNOWN_SIA_CODE',
    });
    for (const error of errors) expect(error.message).not.toBe('');
  });

  it('updates: SIA codes left out keep their value; a receiver sent as null is cleared; a guardtools kind change', async () => {
    const created = await create({ ...MANITOU, description: 'To update' });

    const codes = await graphql(UPDATE, {
      id: created.id,
      input: { ...MANITOU, description: 'Updated', receiver: null, siaCodes: { recall: 'ba', restore: 'BR' } },
    });
    expect(codes.errors).toBeUndefined();
    expect(codes.data.updateIntegration.errors).toEqual([]);
    expect(codes.data.updateIntegration.integration).toMatchObject({
      id: created.id,
      description: 'Updated',
      receiver: null,
      line: '3A',
      siaCodes: { create: 'UA', confirm: 'UB', recall: 'BA', restore: 'BR', deviceDisabled: 'UZ' },
    });
    expect(suite.stack.proxy.calls).toContain(`PUT /v2/integrations/${restId(created.id)}`);

    const guardtools = await graphql(UPDATE, {
      id: created.id,
      input: {
        kind: 'GUARDTOOLS',
        ip: '203.0.113.5',
        port: 6000,
        description: 'Guard',
        uid: 'abc123',
        useDeviceId: true,
      },
    });
    expect(guardtools.data.updateIntegration.errors).toEqual([]);
    expect(guardtools.data.updateIntegration.integration).toMatchObject({
      kind: 'GUARDTOOLS',
      uid: 'ABC123',
      useDeviceId: true,
      line: null,
      siaCodes: { recall: 'BA', restore: 'BR' },
    });
  });

  it('sends a test alarm to a real DC-09 receiver: ACK, the frame and answer, status SUCCESS, the attempts in the log', async () => {
    const created = await create({ ...MANITOU, ...atReceiver(), description: 'Receiver on loopback' });
    const before = receiver.frames.length;
    const statuses = async () => {
      const answer = await graphql('query ($id: ID!) { node(id: $id) { ... on Network { integrationStatuses } } }', {
        id: ownNetwork.id,
      });
      return (answer.data.node.integrationStatuses as string[]).filter((status) => status === 'SUCCESS').length;
    };
    const successes = await statuses();

    const answer = await graphql(TEST_ALARM, { id: created.id });

    expect(answer.errors).toBeUndefined();
    const alarm = answer.data.sendTestAlarm;
    expect(alarm.errors).toEqual([]);
    expect(alarm.outcome).toBe('ACK');
    expect(receiver.frames.length).toBe(before + 1);
    const frame = receiver.frames.at(-1)!;
    expect(frame.answer).toBe('ack');
    expect(frame.parsed.ok).toBe(true);
    expect(alarm.sequence).toBeGreaterThan(0);
    expect(alarm.attempts).toHaveLength(1);
    const [attempt] = alarm.attempts;
    expect(attempt).toMatchObject({ attempt: 1, outcome: 'ACK', answer: expect.stringContaining('"ACK"') });
    // The frame as the receiver got it, in the <LF>/<CR> notation.
    expect(attempt.frame).toBe(frame.raw.toString('latin1').replace('\n', '<LF>').replace('\r', '<CR>'));
    expect(attempt.frame).toMatch(/"SIA-DCS"\d{4}R12L3A#1234AB\[#1234AB\|NRX/);
    expect(Date.parse(attempt.sentAt)).not.toBeNaN();
    expect(alarm.integration).toMatchObject({ id: created.id, status: 'SUCCESS' });
    expect(alarm.integration.logs.totalCount).toBe(1);
    expect(alarm.integration.logs.edges[0].node.message).toContain('ACK');

    const listed = await graphql(NODE, { id: created.id });
    expect(listed.data.node.status).toBe('SUCCESS');
    // The network's statuses (the list row) count it now.
    expect(await statuses()).toBe(successes + 1);
  });

  it('a receiver that answers DUH: two attempts, outcome DUH, status ERROR; the log pages newest first', async () => {
    const created = await create({ ...MANITOU, ...atReceiver(), description: 'DUH receiver' });
    receiver.next({ kind: 'duh' }, { kind: 'duh' });

    const answer = await graphql(TEST_ALARM, { id: created.id });

    const alarm = answer.data.sendTestAlarm;
    expect(alarm.outcome).toBe('DUH');
    expect(alarm.attempts.map((a: any) => [a.attempt, a.outcome])).toEqual([
      [1, 'DUH'],
      [2, 'DUH'],
    ]);
    expect(alarm.integration.status).toBe('ERROR');

    const logs = `query ($id: ID!, $after: String) { node(id: $id) { ... on Integration {
      logs(first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id createdAt message } } } } } }`;
    const first = await graphql(logs, { id: created.id });
    expect(first.data.node.logs.totalCount).toBe(2);
    expect(first.data.node.logs.pageInfo.hasNextPage).toBe(true);
    expect(first.data.node.logs.edges[0].node.message).toMatch(/attempt 2 .*DUH/);
    const second = await graphql(logs, { id: created.id, after: first.data.node.logs.pageInfo.endCursor });
    expect(second.data.node.logs.edges[0].node.message).toMatch(/attempt 1 .*DUH/);
    expect(second.data.node.logs.pageInfo.hasNextPage).toBe(false);
    expect(suite.stack.proxy.calls).toContain(
      `GET /v2/integrations/logs/${restId(created.id).split('/')[1]}?limit=1&offset=1`,
    );
  });

  it('an integration without its account is refused at save; a stored incomplete one is refused at test alarm', async () => {
    const refused = await graphql(CREATE, {
      networkId: ownNetwork.id,
      input: { ...MANITOU, ...atReceiver(), uid: null, description: 'No account' },
    });
    expect(refused.errors).toBeUndefined();
    expect(refused.data.createIntegration).toMatchObject({
      integration: null,
      errors: [{ field: 'uid', code: 'REQUIRED' }],
    });
    // one saved before the account was required
    const noAccount = await create({ ...MANITOU, ...atReceiver(), description: 'No account' });
    await suite.stack.platform.db.query(`UPDATE integrations SET settings = settings - 'uid' WHERE id = $1`, [
      Number(restId(noAccount.id).split('/')[1]),
    ]);
    const before = receiver.frames.length;
    const incomplete = await graphql(TEST_ALARM, { id: noAccount.id });
    expect(incomplete.errors).toBeUndefined();
    expect(incomplete.data.sendTestAlarm).toMatchObject({
      integration: null,
      outcome: null,
      attempts: [],
      errors: [{ field: 'uid', code: 'REQUIRED' }],
    });
    expect(receiver.frames.length).toBe(before);
  });

  it("a receiver the platform's outbound policy refuses: the field error NOT_ALLOWED on ip, with the reason", async () => {
    for (const ip of ['127.0.0.1', 'localhost', '::1', '169.254.169.254', '10.0.0.5']) {
      const answer = await graphql(CREATE, {
        networkId: ownNetwork.id,
        input: { ...MANITOU, ip, port: receiver.port + 1 },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data.createIntegration.integration).toBeNull();
      expect(answer.data.createIntegration.errors, ip).toEqual([
        {
          field: 'ip',
          code: 'NOT_ALLOWED',
          message: expect.stringMatching(/is not allowed: .*OUTBOUND_ALLOW|cloud metadata/),
        },
      ]);
    }
  });

  it('encryption: the key is in the payload that generated it, once; frames go encrypted; a rotated key once, a given one never; a bare NAK reads ACCOUNT_REFUSED', async () => {
    const ENCRYPTION = 'encryption { enabled keySet keyBits keySetAt }';
    const WITH_KEY = `integration { id status statusReason ${ENCRYPTION} } encryptionKey errors { field code message }`;
    const created = await graphql(
      `mutation ($networkId: ID!, $input: IntegrationInput!) { createIntegration(networkId: $networkId, input: $input) { ${WITH_KEY} } }`,
      {
        networkId: ownNetwork.id,
        input: { ...MANITOU, ...atReceiver(), uid: 'E1E1', receiver: null, encryption: true, keyBits: 192 },
      },
    );
    expect(created.errors).toBeUndefined();
    const payload = created.data.createIntegration;
    expect(payload.encryptionKey).toMatch(/^[0-9A-F]{48}$/);
    expect(payload.integration.encryption).toMatchObject({ enabled: true, keySet: true, keyBits: 192 });
    const id = payload.integration.id;
    keys.E1E1 = Buffer.from(payload.encryptionKey, 'hex');

    const read = await graphql(`query ($id: ID!) { node(id: $id) { ... on Integration { ${ENCRYPTION} } } }`, { id });
    expect(JSON.stringify(read)).not.toContain(payload.encryptionKey);
    const updated = await graphql(UPDATE.replace(PAYLOAD, WITH_KEY), {
      id,
      input: { ...MANITOU, ...atReceiver(), uid: 'E1E1', receiver: null, description: 'Encrypted ARC' },
    });
    expect(updated.data.updateIntegration.encryptionKey).toBeNull();
    expect(updated.data.updateIntegration.integration.encryption.enabled).toBe(true);

    const alarm = await graphql(TEST_ALARM, { id });
    expect(alarm.data.sendTestAlarm.outcome).toBe('ACK');
    expect(alarm.data.sendTestAlarm.attempts[0].frame).toMatch(/"\*SIA-DCS"\d{4}L3A#E1E1\[[0-9A-F]+<CR>$/);
    expect(receiver.frames.at(-1)!.decrypted).toMatch(/\|#E1E1\|NRX\]_/);

    const SET_KEY = `mutation ($id: ID!, $input: IntegrationEncryptionKeyInput!) { setIntegrationEncryptionKey(id: $id, input: $input) { ${WITH_KEY} } }`;
    const rotated = await graphql(SET_KEY, { id, input: { keyBits: 256 } });
    expect(rotated.data.setIntegrationEncryptionKey.encryptionKey).toMatch(/^[0-9A-F]{64}$/);
    expect(rotated.data.setIntegrationEncryptionKey.integration.encryption.keyBits).toBe(256);
    const given = await graphql(SET_KEY, { id, input: { key: 'BBBBBBBBBBBBBBBB', format: 'TEXT' } });
    expect(given.data.setIntegrationEncryptionKey).toMatchObject({
      encryptionKey: null,
      integration: { encryption: { keySet: true, keyBits: 128 } },
    });
    const bad = await graphql(SET_KEY, { id, input: { key: 'XYZ' } });
    expect(bad.data.setIntegrationEncryptionKey).toMatchObject({
      integration: null,
      encryptionKey: null,
      errors: [{ field: 'key', code: 'INVALID' }],
    });

    // pysiaalarm's answer for an account it does not know: a bare "NAK" (to a frame it could open).
    keys.E1E1 = Buffer.from('BBBBBBBBBBBBBBBB', 'latin1');
    receiver.next({ kind: 'raw', bytes: Buffer.from('"NAK"') });
    const refused = await graphql(
      `
        mutation ($id: ID!) {
          sendTestAlarm(id: $id) {
            outcome
            integration {
              status
              statusReason
            }
          }
        }
      `,
      { id },
    );
    expect(refused.data.sendTestAlarm).toMatchObject({
      outcome: 'NAK',
      integration: { status: 'ERROR', statusReason: 'ACCOUNT_REFUSED' },
    });
    expect(receiver.frames.at(-1)).toMatchObject({ answer: 'raw', parsed: { ok: true } });
  });

  it('deletes: deletedId, gone from the list and from node()', async () => {
    const created = await create({ ...MANITOU, description: 'To delete' });

    const answer = await graphql(DELETE, { id: created.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.deleteIntegration.deletedId).toBe(created.id);

    expect((await graphql(NODE, { id: created.id })).data.node).toBeNull();
    const listed = await graphql(NETWORK_INTEGRATIONS, { id: OWN_CLIENT });
    const all = listed.data.node.networks.edges.flatMap((edge: any) => edge.node.network.integrations);
    expect(all.map((i: any) => i.id)).not.toContain(created.id);
  });

  it("a client-admin works on its own client's networks and cannot reach another client's", async () => {
    const own = await create(
      { ...MANITOU, description: 'By the client-admin' },
      ownNetwork.id,
      clientAdmin.accessToken,
    );
    expect(own.network.id).toBe(ownNetwork.id);

    const others = await create({ ...MANITOU, description: 'Of another client' }, otherNetwork.id);
    const as = clientAdmin.accessToken;

    expect((await graphql(NODE, { id: others.id }, as)).data.node).toBeNull();
    const refusedCreate = await graphql(CREATE, { networkId: otherNetwork.id, input: MANITOU }, as);
    expect(refusedCreate.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refusedUpdate = await graphql(UPDATE, { id: others.id, input: MANITOU }, as);
    expect(refusedUpdate.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refusedAlarm = await graphql(TEST_ALARM, { id: others.id }, as);
    expect(refusedAlarm.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const refusedDelete = await graphql(DELETE, { id: others.id }, as);
    expect(refusedDelete.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const logs = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Integration { logs { totalCount } } } }',
      { id: others.id },
      as,
    );
    expect(logs.data.node).toBeNull();
    const throughNetwork = await graphql(
      'query ($id: ID!) { node(id: $id) { ... on Network { integrations { id } } } }',
      { id: otherNetwork.id },
      as,
    );
    expect(throughNetwork.data.node).toBeNull();

    // Still there for the admin.
    expect((await graphql(NODE, { id: others.id })).data.node.description).toBe('Of another client');
  });

  it('rejects an id of another type', async () => {
    const answer = await graphql(DELETE, { id: toGlobalId('Network', restId(ownNetwork.id)) });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' });
  });

  it('siaCodes: the table by code, names in every language the platform answers', async () => {
    const answer = await graphql('{ siaCodes { code names { language name } } }');

    expect(answer.errors).toBeUndefined();
    const codes = answer.data.siaCodes as { code: string; names: { language: string; name: string }[] }[];
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.map((c) => c.code)).toEqual([...codes.map((c) => c.code)].sort());
    const ua = codes.find((c) => c.code === 'UA')!;
    const languages = ua.names.map((n) => n.language);
    expect(languages.slice(0, 2)).toEqual(['en', 'sv']);
    for (const name of ua.names) expect(name.name).not.toBe('');
    for (const code of ['UA', 'UB', 'UH', 'UR', 'UX', 'UZ', 'RX']) expect(codes.map((c) => c.code)).toContain(code);
    expect(suite.stack.proxy.calls).toEqual(['GET /v2/integrations/sia-codes']);
  });
});
