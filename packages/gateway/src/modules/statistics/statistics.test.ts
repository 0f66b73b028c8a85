import { describe, expect, it } from 'vitest';
import { useStack } from '../../../test/support/stack.js';

describe('statistics', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });

  it.each([
    ['DAYS_30', 'daily?count=30', 30],
    ['MONTHS_3', 'weekly?count=12', 12],
    ['YEAR_1', 'monthly?count=12', 12],
    ['YEARS_3', 'monthly?count=36', 36],
    ['YEARS_5', 'monthly?count=60', 60],
  ])('history(%s) reads %s', async (range, upstream, points) => {
    const answer = await suite.stack.gateway.graphql(
      'query ($range: HistoryRange) { statistics { history(range: $range) { timestamp users } } }',
      { range },
      { accessToken: suite.accessToken },
    );

    expect(answer.errors).toBeUndefined();
    expect(answer.data.statistics.history).toHaveLength(points);
    expect(suite.stack.proxy.calls).toEqual([`GET /backoffice/stats/counts/${upstream}`]);
  });

  it('refuses a date that is not YYYY-MM-DD before calling the platform', async () => {
    const answer = await suite.stack.gateway.graphql(
      '{ statistics { hourly(date: "2026-02-30") { hour } } }',
      {},
      { accessToken: suite.accessToken },
    );

    expect(answer.errors?.[0].message).toMatch(/YYYY-MM-DD/);
    expect(suite.stack.proxy.calls).toEqual([]);
  });

  it('passes the platform 400 for a date out of range on as BAD_USER_INPUT', async () => {
    const answer = await suite.stack.gateway.graphql(
      '{ statistics { hourly(date: "2001-01-01") { hour } } }',
      {},
      { accessToken: suite.accessToken },
    );

    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: expect.any(String) });
  });

  it('scopes figures by role: a client admin gets its own counts and no heartbeats', async () => {
    const clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
    const admin = await suite.stack.gateway.graphql(
      '{ statistics { counts { users } } }',
      {},
      { accessToken: suite.accessToken },
    );
    const scoped = await suite.stack.gateway.graphql(
      '{ statistics { counts { users } } heartbeats { name } viewer { roles } }',
      {},
      { accessToken: clientAdmin.accessToken },
    );

    expect(scoped.errors).toBeUndefined();
    expect(scoped.data.viewer.roles).toContain('CLIENT_ADMIN');
    expect(scoped.data.heartbeats).toEqual([]);
    expect(scoped.data.statistics.counts.users).toBeLessThanOrEqual(admin.data.statistics.counts.users);
  });
});
