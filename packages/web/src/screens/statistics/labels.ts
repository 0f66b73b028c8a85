import type { IntlShape } from 'react-intl';
import type { StatInterval } from './period';

const utcNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A period's start as the interval reads: "3 Mar", "Week of 3 Mar", "Mar 2026". */
export function periodLabel(intl: IntlShape, period: string, interval: StatInterval): string {
  const date = utcNoon(period);
  if (interval === 'MONTH') return intl.formatDate(date, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const day = intl.formatDate(date, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  if (interval === 'WEEK') return intl.formatMessage({ id: 'statistics.weekOf' }, { date: day });
  return intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** 1 Monday .. 7 Sunday in the UI language (1 January 2024 was a Monday). */
export function weekdayLabel(intl: IntlShape, weekday: number, style: 'short' | 'long' = 'short'): string {
  return intl.formatDate(new Date(Date.UTC(2024, 0, weekday, 12)), { weekday: style, timeZone: 'UTC' });
}

export function dayLabel(intl: IntlShape, day: string): string {
  return intl.formatDate(utcNoon(day), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
