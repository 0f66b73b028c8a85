import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { formatDuration } from './duration';
import {
  filtersFromUrl,
  filtersToUrl,
  periodProblem,
  presetOf,
  presetPeriod,
  statVariables,
  ANALYSIS_DEFAULTS,
  STATISTICS_DEFAULTS,
} from './period';

const today = '2026-05-31';

describe('statistics period', () => {
  it('presets end today and count today in', () => {
    expect(presetPeriod('DAYS_30', today)).toEqual({ from: '2026-05-02', to: today });
    expect(presetPeriod('MONTHS_3', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetPeriod('MONTHS_12', today)).toEqual({ from: '2025-06-01', to: today });
    expect(presetOf({ from: '2026-03-01', to: today }, today)).toBe('MONTHS_3');
    expect(presetOf({ from: '2026-03-02', to: today }, today)).toBeNull();
  });

  it('reads the URL and falls back to the page default for a period the platform refuses', () => {
    const url = (search: string) => new URLSearchParams(search);
    expect(
      filtersFromUrl(url('from=2024-01-01&to=2024-12-31&interval=WEEK&clients=a,b,a'), STATISTICS_DEFAULTS, today),
    ).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
      interval: 'WEEK',
      clientIds: ['a', 'b'],
    });
    // more than a year for the analysis, a future end, a reversed period, not a day, an unknown interval
    for (const search of [
      'from=2024-01-01&to=2025-01-02',
      'from=2026-05-01&to=2026-06-01',
      'from=2026-05-10&to=2026-05-01',
      'from=2026-02-30&to=2026-05-01',
    ]) {
      expect(filtersFromUrl(url(`${search}&interval=YEAR`), ANALYSIS_DEFAULTS, today)).toEqual({
        from: '2026-05-02',
        to: today,
        interval: 'DAY',
        clientIds: [],
      });
    }
    expect(filtersFromUrl(url(''), STATISTICS_DEFAULTS, today)).toMatchObject({
      from: '2025-06-01',
      to: today,
      interval: 'MONTH',
    });
  });

  it('says what is wrong with a period', () => {
    expect(periodProblem('2026-05-02', '2026-05-01', 'YEAR_1', today)).toBe('FROM_AFTER_TO');
    expect(periodProblem('2026-05-02', '2026-06-01', 'YEAR_1', today)).toBe('FUTURE_DATE');
    expect(periodProblem('2025-05-30', '2026-05-31', 'YEAR_1', today)).toBe('TOO_LONG');
    expect(periodProblem('2025-05-31', '2026-05-31', 'YEAR_1', today)).toBeNull();
    expect(periodProblem('2021-05-31', '2026-05-31', 'YEARS_5', today)).toBeNull();
    expect(periodProblem('2021-05-30', '2026-05-31', 'YEARS_5', today)).toBe('TOO_LONG');
  });

  it('writes filters to the URL and to the query variables (no clients: every client in scope)', () => {
    const next = filtersToUrl(new URLSearchParams('clients=a&other=1'), { from: '2026-01-01', clientIds: [] });
    expect(next.toString()).toBe('other=1&from=2026-01-01');
    expect(filtersToUrl(next, { clientIds: ['a', 'b'], interval: 'DAY' }).get('clients')).toBe('a,b');
    const filters = { from: '2026-01-01', to: '2026-01-31', interval: 'DAY' as const, clientIds: [] };
    expect(statVariables(filters)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      clientIds: null,
      pickedClients: [],
    });
    expect(statVariables({ ...filters, clientIds: ['c'] }).clientIds).toEqual(['c']);
  });
});

describe('formatDuration', () => {
  const intl = createIntl({ locale: 'en', messages: en });
  it('shows the two largest units that are not zero', () => {
    expect(formatDuration(intl, 250)).toBe('4 min 10 s');
    expect(formatDuration(intl, 249.6)).toBe('4 min 10 s');
    expect(formatDuration(intl, 45)).toBe('45 s');
    expect(formatDuration(intl, 0)).toBe('0 s');
    expect(formatDuration(intl, 3600)).toBe('1 h');
    expect(formatDuration(intl, 3605)).toBe('1 h');
    expect(formatDuration(intl, 7500)).toBe('2 h 5 min');
    expect(formatDuration(intl, 97200)).toBe('1 d 3 h');
    expect(formatDuration(intl, null)).toBe('—');
  });
  it('formats numbers in the UI language', () => {
    expect(formatDuration(createIntl({ locale: 'sv', messages: sv }), 1500 * 86400)).toBe('1\u00a0500 d');
  });
});
