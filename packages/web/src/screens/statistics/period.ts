import { stockholmToday } from '../../format/date';

export type StatInterval = 'DAY' | 'WEEK' | 'MONTH';
export const INTERVALS: readonly StatInterval[] = ['DAY', 'WEEK', 'MONTH'];
export type PeriodPreset = 'DAYS_30' | 'MONTHS_3' | 'MONTHS_12';
export const PRESETS: readonly PeriodPreset[] = ['DAYS_30', 'MONTHS_3', 'MONTHS_12'];

/** The filters both pages keep in the URL: ?from=&to=&interval=&clients=id,id */
export interface StatFilters {
  from: string;
  to: string;
  interval: StatInterval;
  clientIds: string[];
}

/** The longest period each page asks for (the platform's limits: 5 years for statistics, 1 year for analysis). */
export type PeriodLimit = 'YEARS_5' | 'YEAR_1';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function toUtc(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && fromUtc(toUtc(value)) === value;
}

export function addDays(day: string, days: number): string {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** The same day `months` months earlier (the end of a shorter month when it has no such day). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return fromUtc(first);
}

/** A preset ends today (Stockholm) and counts today in: 30 days is today and the 29 before it. */
export function presetPeriod(preset: PeriodPreset, today = stockholmToday()): { from: string; to: string } {
  if (preset === 'DAYS_30') return { from: addDays(today, -29), to: today };
  const months = preset === 'MONTHS_3' ? 3 : 12;
  return { from: addDays(monthsBefore(today, months), 1), to: today };
}

export function presetOf(filters: Pick<StatFilters, 'from' | 'to'>, today = stockholmToday()): PeriodPreset | null {
  return (
    PRESETS.find((preset) => {
      const period = presetPeriod(preset, today);
      return period.from === filters.from && period.to === filters.to;
    }) ?? null
  );
}

export type PeriodProblem = 'FROM_AFTER_TO' | 'FUTURE_DATE' | 'TOO_LONG';

/** What is wrong with a period (the platform's rules, checked before asking), or null. */
export function periodProblem(
  from: string,
  to: string,
  limit: PeriodLimit,
  today = stockholmToday(),
): PeriodProblem | null {
  if (from > to) return 'FROM_AFTER_TO';
  if (to > today) return 'FUTURE_DATE';
  // the platform accepts `to` as `from` plus exactly the limit
  const earliest = monthsBefore(to, limit === 'YEAR_1' ? 12 : 60);
  if (from < earliest) return 'TOO_LONG';
  return null;
}

/** The page's filters from its URL; anything missing or not allowed falls back to the page's default. */
export function filtersFromUrl(
  params: URLSearchParams,
  {
    limit,
    defaultPreset,
    defaultInterval,
  }: { limit: PeriodLimit; defaultPreset: PeriodPreset; defaultInterval: StatInterval },
  today = stockholmToday(),
): StatFilters {
  const from = params.get('from');
  const to = params.get('to');
  const period =
    isDay(from) && isDay(to) && !periodProblem(from, to, limit, today)
      ? { from, to }
      : presetPeriod(defaultPreset, today);
  const interval = params.get('interval');
  const clients = params.get('clients');
  return {
    ...period,
    interval: INTERVALS.includes(interval as StatInterval) ? (interval as StatInterval) : defaultInterval,
    clientIds: clients ? [...new Set(clients.split(',').filter(Boolean))] : [],
  };
}

/** Writes the filters into the URL's query string (other parameters kept). */
export function filtersToUrl(current: URLSearchParams, filters: Partial<StatFilters>): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filters.from !== undefined) next.set('from', filters.from);
  if (filters.to !== undefined) next.set('to', filters.to);
  if (filters.interval !== undefined) next.set('interval', filters.interval);
  if (filters.clientIds !== undefined) {
    if (filters.clientIds.length) next.set('clients', filters.clientIds.join(','));
    else next.delete('clients');
  }
  return next;
}

/** The query's variables: `clientIds` null means every client in scope; `pickedClients` names the picked ones. */
export function statVariables(filters: StatFilters) {
  return {
    from: filters.from,
    to: filters.to,
    clientIds: filters.clientIds.length ? filters.clientIds : null,
    pickedClients: filters.clientIds,
  };
}

export const STATISTICS_DEFAULTS = { limit: 'YEARS_5', defaultPreset: 'MONTHS_12', defaultInterval: 'MONTH' } as const;
export const ANALYSIS_DEFAULTS = { limit: 'YEAR_1', defaultPreset: 'DAYS_30', defaultInterval: 'DAY' } as const;
