import { restIdArgs } from '../../ids.js';
import type { RestClient } from '../../upstream/rest.js';
import { withQuery } from '../../upstream/rest.js';

/** Incident statistics and analysis (issue 13): GET /stats/incidents and /stats/daily, shaped for the graph. */

export interface IncidentFigureArgs {
  from: string;
  to: string;
  clientIds?: readonly string[] | null;
}

interface RestIncidentStatistics {
  series: { period: string; kind: string; status: string; count: number }[];
  response: {
    kind: string;
    count: number;
    confirmedMedianS: number | null;
    confirmedP90S: number | null;
    finalizedMedianS: number | null;
    finalizedP90S: number | null;
  }[];
  topNetworks: { networkId: number | null; networkName: string; clientName: string | null; count: number }[];
  subscriptions: { period: string; tier: string; count: number }[];
}

interface RestIncidentAnalysis {
  days: { date: string; total: number; confirm: number; pending: number; confirmed: number; finalized: number }[];
  heatmap: { weekday: number; hour: number; count: number }[];
}

const STATUS_BY_PLATFORM_STATUS: Record<string, string> = {
  confirm: 'UNCONFIRMED',
  pending: 'ONGOING',
  confirmed: 'CONFIRMED',
  finalized: 'FINALIZED',
};

/** The chosen clients as the platform's comma-separated REST ids (none: every client in scope). */
export function clientIdsParam(clientIds: IncidentFigureArgs['clientIds']): string | undefined {
  const ids = restIdArgs('Client', clientIds, 'clientIds');
  return ids.length > 0 ? ids.join(',') : undefined;
}

const dayOf = (value: string) => value.slice(0, 10);

export function createIncidentFigureLoaders(rest: RestClient) {
  return {
    async incidentStatistics({ from, to, clientIds, interval }: IncidentFigureArgs & { interval?: string | null }) {
      const answer = await rest.get<RestIncidentStatistics>(
        withQuery('/backoffice/stats/incidents', {
          from,
          to,
          clientIds: clientIdsParam(clientIds),
          interval: (interval ?? 'MONTH').toLowerCase(),
        }),
      );
      return {
        series: answer.series.map((point) => ({
          ...point,
          period: dayOf(point.period),
          status: STATUS_BY_PLATFORM_STATUS[point.status] ?? point.status.toUpperCase(),
        })),
        response: answer.response,
        topNetworks: answer.topNetworks.map(({ networkId, ...rest }) => ({
          ...rest,
          networkRestId: networkId === null ? null : String(networkId),
        })),
        subscriptions: answer.subscriptions.map((point) => ({
          ...point,
          period: dayOf(point.period),
          tier: point.tier.toUpperCase(),
        })),
      };
    },

    async incidentAnalysis({ from, to, clientIds }: IncidentFigureArgs) {
      const answer = await rest.get<RestIncidentAnalysis>(
        withQuery('/backoffice/stats/daily', { from, to, clientIds: clientIdsParam(clientIds) }),
      );
      return {
        days: answer.days.map((day) => ({
          date: dayOf(day.date),
          total: day.total,
          unconfirmed: day.confirm,
          ongoing: day.pending,
          confirmed: day.confirmed,
          finalized: day.finalized,
        })),
        heatmap: answer.heatmap,
      };
    },
  };
}

export type NetworkIncidentCountSource = Awaited<
  ReturnType<ReturnType<typeof createIncidentFigureLoaders>['incidentStatistics']>
>['topNetworks'][number];
