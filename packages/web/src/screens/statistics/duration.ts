import type { IntlShape } from 'react-intl';

const UNITS = [
  ['d', 86400],
  ['h', 3600],
  ['min', 60],
  ['s', 1],
] as const;

/**
 * Seconds as the two largest units that are not zero: "4 min 10 s", "2 h 5 min", "1 d 3 h", "45 s".
 * Null (nothing measured) is a dash.
 */
export function formatDuration(intl: IntlShape, seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  let rest = Math.max(0, Math.round(seconds));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const value = Math.floor(rest / size);
    rest -= value * size;
    if (value > 0 || (unit === 's' && parts.length === 0)) {
      parts.push(intl.formatMessage({ id: `statistics.duration.${unit}` }, { value: intl.formatNumber(value) }));
    }
    if (parts.length === 2) break;
    // "1 h 0 min 5 s" reads worse than "1 h": once a unit is shown, only the next one may follow
    if (parts.length === 1 && value === 0) break;
  }
  return parts.join(' ');
}
