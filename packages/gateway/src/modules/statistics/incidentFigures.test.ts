import { beforeAll, describe, expect, it } from 'vitest';
import { stockholmToday } from '../../../test/support/dates.js';
import { useStack, type Session } from '../../../test/support/stack.js';
import { toGlobalId } from '../../ids.js';

const OWN_CLIENT = toGlobalId('Client', 2);
const OTHER_CLIENT = toGlobalId('Client', 7);

const STATISTICS = `query ($from: Date!, $to: Date!, $clientIds: [ID!], $interval: StatInterval) {
  incidentStatistics(from: $from, to: $to, clientIds: $clientIds, interval: $interval) {
    series { period kind status count }
    response { kind count confirmedMedianS confirmedP90S finalizedMedianS finalizedP90S }
    topNetworks { network { id name } networkName clientName count }
    subscriptions { period tier count } } }`;
const ANALYSIS = `query ($from: Date!, $to: Date!, $clientIds: [ID!]) {
  incidentAnalysis(from: $from, to: $to, clientIds: $clientIds) {
    days { date total unconfirmed ongoing confirmed finalized } heatmap { weekday hour count } } }`;

const dayFromToday = (days: number) => {
  const today = new Date(`${stockholmToday()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('incident statistics and analysis through the graph', () => {
  const suite = useStack({ signInAs: 'admin@vakt.test' });
  let clientAdmin: Session;
  const from = dayFromToday(-364);
  const to = stockholmToday();

  const graphql = (query: string, variables: Record<string, unknown>, accessToken = suite.accessToken) =>
    suite.stack.gateway.graphql(query, variables, { accessToken });

  beforeAll(async () => {
    clientAdmin = await suite.stack.signIn('clientadmin@vakt.test');
  });

  it('reads the period per kind and status, the response figures, top networks and subscriptions', async () => {
    const answer = await graphql(STATISTICS, { from, to, interval: 'MONTH' });

    expect(answer.errors).toBeUndefined();
    const statistics = answer.data.incidentStatistics;
    expect(statistics.series.length).toBeGreaterThan(0);
    for (const point of statistics.series) {
      expect(point.period >= from.slice(0, 8) + '01' && point.period <= to).toBe(true);
      expect(['UNCONFIRMED', 'ONGOING', 'CONFIRMED', 'FINALIZED']).toContain(point.status);
    }
    expect(statistics.topNetworks.length).toBeGreaterThan(0);
    expect(statistics.topNetworks.length).toBeLessThanOrEqual(10);
    expect(statistics.topNetworks[0].network.name).toBe(statistics.topNetworks[0].networkName);
    expect(statistics.subscriptions.every((point: { tier: string }) => /^[A-Z]+$/.test(point.tier))).toBe(true);
    // The figures in one call, the ten networks' nodes in one more.
    expect(suite.stack.proxy.calls).toHaveLength(2);
    expect(suite.stack.proxy.calls[0]).toBe(`GET /backoffice/stats/incidents?from=${from}&to=${to}&interval=month`);
    expect(suite.stack.proxy.calls[1]).toMatch(/^GET \/backoffice\/networks\?/);
  });

  it("scopes the figures: a client-admin's are its client's, the admin's figures of that client", async () => {
    const mine = await graphql(STATISTICS, { from, to, interval: 'WEEK' }, clientAdmin.accessToken);
    const ofClient = await graphql(STATISTICS, { from, to, interval: 'WEEK', clientIds: [OWN_CLIENT] });
    const all = await graphql(STATISTICS, { from, to, interval: 'WEEK' });

    expect(mine.errors).toBeUndefined();
    const total = (answer: typeof mine) =>
      sum(answer.data.incidentStatistics.series.map((p: { count: number }) => p.count));
    expect(total(mine)).toBe(total(ofClient));
    expect(total(mine)).toBeLessThan(total(all));
    expect(suite.stack.proxy.calls).toContain(
      `GET /backoffice/stats/incidents?from=${from}&to=${to}&clientIds=2&interval=week`,
    );
  });

  it("refuses a client-admin another client's figures", async () => {
    const answer = await graphql(STATISTICS, { from, to, clientIds: [OTHER_CLIENT] }, clientAdmin.accessToken);

    expect(answer.data).toBeNull();
    expect(answer.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      errorCode: 'VALIDATION_FAILED',
      fields: { clientIds: 'NOT_IN_SCOPE' },
    });
  });

  it('analysis: every day of the period with its status counts, and the 168-cell heat map of the same incidents', async () => {
    const start = dayFromToday(-29);
    const answer = await graphql(ANALYSIS, { from: start, to, clientIds: [OWN_CLIENT] });

    expect(answer.errors).toBeUndefined();
    const { days, heatmap } = answer.data.incidentAnalysis;
    expect(days).toHaveLength(30);
    expect(days[0].date).toBe(start);
    expect(days[29].date).toBe(to);
    for (const day of days) expect(day.unconfirmed + day.ongoing + day.confirmed + day.finalized).toBe(day.total);
    expect(heatmap).toHaveLength(168);
    expect(sum(heatmap.map((cell: { count: number }) => cell.count))).toBe(
      sum(days.map((day: { total: number }) => day.total)),
    );
    expect(suite.stack.proxy.calls).toEqual([`GET /backoffice/stats/daily?from=${start}&to=${to}&clientIds=2`]);
  });

  it('refuses a period the platform refuses, and an id that is not a Client id before calling it', async () => {
    const future = await graphql(ANALYSIS, { from: to, to: dayFromToday(3) });
    expect(future.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

    suite.stack.proxy.reset();
    const wrongId = await graphql(ANALYSIS, { from, to, clientIds: [toGlobalId('User', 2)] });
    expect(wrongId.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errorCode: 'INVALID_ID' });
    expect(suite.stack.proxy.calls).toEqual([]);
  });
});
