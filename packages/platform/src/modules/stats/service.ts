import type { Db } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { scopeOf, type Caller, type Scope } from '../../policy/index.js';
import { StatsRepository, emptyCounts } from './repository.js';

export const GRANULARITY_UNITS = { daily: 'day', weekly: 'week', monthly: 'month' } as const;
export type Granularity = keyof typeof GRANULARITY_UNITS;
export const TIERS = ['micro', 'mini', 'medi', 'maxi', 'mega', 'macro'] as const;

function isRealDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const dt = new Date(Date.UTC(y!, m! - 1, d!));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m! - 1 && dt.getUTCDate() === d;
}

export class StatsService {
  private readonly repo: StatsRepository;

  constructor(private readonly db: Db) {
    this.repo = new StatsRepository(db);
  }

  async counts(caller: Caller) {
    return this.repo.counts(await scopeOf(this.db, caller));
  }

  async series(caller: Caller, granularity: Granularity, count: number) {
    const unit = GRANULARITY_UNITS[granularity];
    const periods = await this.repo.periods(unit, count);
    const first = periods[0]!.start;
    const byKey = await this.repo.countsByPeriod(
      await scopeOf(this.db, caller),
      unit,
      first,
      new Date('9999-12-31T00:00:00Z'),
    );
    return {
      granularity,
      points: periods.map((p) => ({ timestamp: p.start.toISOString(), ...(byKey.get(p.key) ?? emptyCounts()) })),
    };
  }

  async hourly(caller: Caller, date: string) {
    const { today, earliest } = await this.repo.hourlyBounds();
    if (!isRealDate(date) || date > today || date < earliest) {
      throw badRequest(`date must be a day between ${earliest} and ${today}`, { date: 'OUT_OF_RANGE' });
    }
    const scope = await scopeOf(this.db, caller);
    if (date === today) return { date, hours: await this.pastDayHours(scope) };
    const hours = await this.repo.hoursOf(date);
    const byHour = await this.repo.countsByPeriod(scope, 'hour', hours[0]!.start, hours[0]!.dayEnd);
    return {
      date,
      hours: hours.map((h) => ({
        hour: h.hour,
        timestamp: h.start.toISOString(),
        ...(byHour.get(String(h.hour)) ?? emptyCounts()),
      })),
    };
  }

  /** Today's view is the spec's "past 24 hours": the hours up to the current one, from yesterday on. */
  private async pastDayHours(scope: Scope) {
    const hours = await this.repo.pastDayHours();
    const end = new Date(hours[hours.length - 1]!.start.getTime() + 3_600_000);
    const byStart = await this.repo.countsByPeriod(scope, 'hour', hours[0]!.start, end, 'start');
    return hours.map((h) => ({
      hour: h.hour,
      timestamp: h.start.toISOString(),
      ...(byStart.get(String(h.start.getTime())) ?? emptyCounts()),
    }));
  }

  async subscriptions(caller: Caller) {
    const counts = await this.repo.subscriptions(await scopeOf(this.db, caller));
    return Object.fromEntries(TIERS.map((t) => [t, counts[t] ?? 0]));
  }
}
