import { beforeAll, describe, expect, it } from 'vitest';
import { useStack, type Session } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

// The seed: clientadmin@vakt.test administers client 2 only; client 7 belongs to another organization.
const CLIENT_2 = toGlobalId('Client', 2);
const CLIENT_7 = toGlobalId('Client', 7);

const PAYLOAD = 'users devices withoutDevice errors { field code message }';
const APP_UPDATE = `mutation ($input: AppUpdateNotificationInput!) { sendAppUpdateNotification(input: $input) { ${PAYLOAD} } }`;
const REMINDER = `mutation ($input: ReminderInput!) { sendReminder(input: $input) { ${PAYLOAD} } }`;
const VERSIONS = `query ($clientId: ID, $networkId: ID) {
  systemVersions(clientId: $clientId, networkId: $networkId) { latest { os version } inUse { os version users } }
}`;
const LATEST = '{ latestAppVersions { os version } }';

describe('system notifications: versions in use, the app update notice and reminders', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;

  const graphql = (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  const ok = async (query: string, variables: Record<string, unknown> = {}, accessToken = suite.accessToken) => {
    const answer = await graphql(query, variables, accessToken);
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
  });

  it("answers the latest version per OS and the versions in use among a client's users", async () => {
    const data = await ok(VERSIONS, { clientId: CLIENT_2 });
    const { latest, inUse } = data.systemVersions;
    expect(latest.map((entry: { os: string }) => entry.os)).toEqual(expect.arrayContaining(['android', 'ios']));
    expect(inUse.length).toBeGreaterThan(0);
    for (const entry of inUse) expect(entry.users).toBeGreaterThan(0);
    expect(suite.stack.proxy.calls).toEqual(['GET /backoffice/system/versions?clientId=2']);
  });

  it('sends a reminder to the users of a client and counts users and devices', async () => {
    const data = await ok(REMINDER, { input: { action: 'TEST_ALARM', receivers: { clientIds: [CLIENT_2] } } });
    const sent = data.sendReminder;
    expect(sent.errors).toEqual([]);
    expect(sent.users).toBeGreaterThan(0);
    expect(sent.devices + sent.withoutDevice).toBeGreaterThan(0);
    expect(suite.stack.proxy.calls).toEqual(['POST /backoffice/system/notifications/send-reminder']);
  });

  it('answers no receivers as RECEIVERS_REQUIRED ("Please select users") in the payload', async () => {
    const data = await ok(REMINDER, { input: { action: 'ENABLE_LOCATION', receivers: {} } });
    expect(data.sendReminder).toEqual({
      users: 0,
      devices: 0,
      withoutDevice: 0,
      errors: [{ field: 'receivers', code: 'RECEIVERS_REQUIRED', message: 'Please select users' }],
    });
  });

  it('answers a release-note reminder without a note (REQUIRED) or with an unknown one (NOT_FOUND) on releaseNoteId', async () => {
    const receivers = { clientIds: [CLIENT_2] };
    const missing = await ok(REMINDER, { input: { action: 'RELEASE_NOTES', receivers } });
    expect(missing.sendReminder.errors).toEqual([
      expect.objectContaining({ field: 'releaseNoteId', code: 'REQUIRED' }),
    ]);
    const unknown = await ok(REMINDER, {
      input: { action: 'RELEASE_NOTES', receivers, releaseNoteId: toGlobalId('Document', 999999) },
    });
    expect(unknown.sendReminder).toMatchObject({
      users: 0,
      errors: [expect.objectContaining({ field: 'releaseNoteId', code: 'NOT_FOUND' })],
    });
  });

  it("refuses another client's users to a client-admin (NOT_FOUND on receivers, nothing sent)", async () => {
    const data = await ok(
      REMINDER,
      { input: { action: 'LOGOUT_NOTIFY', receivers: { clientIds: [CLIENT_7] } } },
      clientAdmin.accessToken,
    );
    expect(data.sendReminder).toMatchObject({
      users: 0,
      devices: 0,
      errors: [expect.objectContaining({ field: 'receivers', code: 'NOT_FOUND' })],
    });
  });

  it('records the new latest version of the chosen OS with the app update notice (admin only)', async () => {
    const version = `9.${Date.now() % 1000}.1`;
    const input = { os: ['IOS'], iosVersion: version, receivers: { clientIds: [CLIENT_2] } };
    expect((await graphql(APP_UPDATE, { input }, clientAdmin.accessToken)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );

    const data = await ok(APP_UPDATE, { input });
    expect(data.sendAppUpdateNotification.errors).toEqual([]);
    expect(data.sendAppUpdateNotification.users).toBeGreaterThan(0);
    const latest = await ok(VERSIONS);
    expect(latest.systemVersions.latest).toContainEqual({ os: 'ios', version });
    expect((await ok(LATEST)).latestAppVersions).toContainEqual({ os: 'ios', version });
  });

  it('answers a version that is not x.y.z as INVALID on iosVersion', async () => {
    const data = await ok(APP_UPDATE, {
      input: { os: ['IOS'], iosVersion: 'latest', receivers: { clientIds: [CLIENT_2] } },
    });
    expect(data.sendAppUpdateNotification).toMatchObject({
      users: 0,
      errors: [expect.objectContaining({ field: 'iosVersion', code: 'INVALID' })],
    });
  });
});
