import type { RestClient } from '../../upstream/rest.js';
import { withQuery } from '../../upstream/rest.js';
import { createIncidentFigureLoaders } from './incidentFigures.js';

interface Counts {
  users: number;
  clients: number;
  devices: number;
  networks: number;
  incidents: number;
  comments: number;
  integrations: number;
}
type StatPoint = Counts & { timestamp: string };
type HourlyStatPoint = StatPoint & { hour: number };

type HistoryRange = 'DAYS_30' | 'MONTHS_3' | 'YEAR_1' | 'YEARS_3' | 'YEARS_5';

const HISTORY_PERIODS: Record<HistoryRange, { granularity: 'daily' | 'weekly' | 'monthly'; count: number }> = {
  DAYS_30: { granularity: 'daily', count: 30 },
  MONTHS_3: { granularity: 'weekly', count: 12 },
  YEAR_1: { granularity: 'monthly', count: 12 },
  YEARS_3: { granularity: 'monthly', count: 36 },
  YEARS_5: { granularity: 'monthly', count: 60 },
};

const SUBSCRIPTION_TIERS = ['micro', 'mini', 'medi', 'maxi', 'mega', 'macro'] as const;

export function createStatisticsLoaders(rest: RestClient) {
  return {
    ...createIncidentFigureLoaders(rest),
    counts: () => rest.get<Counts>('/backoffice/stats/counts'),

    async history(range: HistoryRange) {
      const { granularity, count } = HISTORY_PERIODS[range];
      const answer = await rest.get<{ points: StatPoint[] }>(
        withQuery(`/backoffice/stats/counts/${granularity}`, { count }),
      );
      return answer.points;
    },

    async hourly(date: string) {
      const answer = await rest.get<{ hours: HourlyStatPoint[] }>(
        withQuery('/backoffice/stats/counts/hourly', { date }),
      );
      return answer.hours;
    },

    async subscriptions() {
      const answer = await rest.get<Partial<Record<(typeof SUBSCRIPTION_TIERS)[number], number>>>(
        '/backoffice/stats/subscriptions',
      );
      return SUBSCRIPTION_TIERS.map((tier) => ({ tier: tier.toUpperCase(), count: answer[tier] ?? 0 }));
    },

    async incidentStatus() {
      const answer = await rest.get<{ confirm: number; pending: number; confirmed: number; finalized: number }>(
        '/backoffice/incidents/counters',
      );
      return {
        unconfirmed: answer.confirm,
        ongoing: answer.pending,
        confirmed: answer.confirmed,
        finalized: answer.finalized,
      };
    },
  };
}
