import { describe, expect, it } from 'vitest';
import { restIdOf } from '../src/ids.js';
import { stockholmToday } from './support/dates.js';
import { DASHBOARD } from './support/dashboardOperation.js';
import { useStack } from './support/stack.js';

describe('dashboard operation', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  it('makes each REST call exactly once', async () => {
    const today = stockholmToday();
    const answer = await suite.stack.gateway.graphql(DASHBOARD, { today }, { accessToken: suite.session.accessToken });

    expect(answer.errors).toBeUndefined();
    const userId = restIdOf('User', suite.session.userId);
    expect([...suite.stack.proxy.calls].sort()).toEqual(
      [
        `GET /backoffice/users/${userId}`,
        'GET /backoffice/stats/counts',
        'GET /backoffice/stats/counts/monthly?count=12',
        `GET /backoffice/stats/counts/hourly?date=${today}`,
        'GET /backoffice/stats/subscriptions',
        'GET /backoffice/incidents/counters',
        'GET /backoffice/heartbeats',
        'GET /backoffice/version',
        'GET /backoffice/documents/release-notes/unread-count',
        'GET /api/version',
        'GET /backoffice/incidents/list?limit=10',
      ].sort(),
    );
    console.info(`dashboard upstream calls:\n  ${suite.stack.proxy.calls.join('\n  ')}`);
  });

  it('shapes the figures as the schema says', async () => {
    const { data } = await suite.stack.gateway.graphql(
      DASHBOARD,
      { today: stockholmToday() },
      { accessToken: suite.session.accessToken },
    );

    expect(data.viewer).toMatchObject({ email: 'admin@vakt.test', roles: expect.arrayContaining(['ADMIN']) });
    expect(data.again).toEqual({ id: data.viewer.id, displayName: data.viewer.displayName });
    expect(data.statistics.history).toHaveLength(12);
    expect(data.statistics.hourly).toHaveLength(24);
    expect(data.statistics.subscriptions.map((s: { tier: string }) => s.tier)).toEqual([
      'MICRO',
      'MINI',
      'MEDI',
      'MAXI',
      'MEGA',
      'MACRO',
    ]);
    expect(Object.keys(data.statistics.incidentStatus)).toEqual(['unconfirmed', 'ongoing', 'confirmed', 'finalized']);
    for (const heartbeat of data.heartbeats) expect(heartbeat.ok).toBe(heartbeat.status === 'OK');
    expect(data.serverVersion).toBe('1.9.0');
    expect(data.latestAppVersions.map((v: { os: string }) => v.os)).toEqual(expect.arrayContaining(['ios', 'android']));
    expect(data.incidents.edges.length).toBeLessThanOrEqual(10);
  });
});
