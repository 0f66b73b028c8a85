/** Share of a total as a percentage: one decimal under 1 percent, otherwise whole numbers (spec 5). */
export function percentOf(part: number, total: number): number {
  if (total <= 0 || part <= 0) return 0;
  const value = (part / total) * 100;
  return value < 1 ? Math.round(value * 10) / 10 : Math.round(value);
}

export function formatPercent(part: number, total: number, locale = 'en'): string {
  const value = percentOf(part, total);
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: value < 1 ? 1 : 0,
  }).format(value / 100);
}
