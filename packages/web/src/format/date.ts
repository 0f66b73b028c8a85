const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD HH:mm in the browser's time zone, the product's timestamp format. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${isoDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** YYYY-MM-DD of a local date. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in Stockholm, the day the platform's hourly statistics are counted in. */
export function stockholmToday(now: Date = new Date()): string {
  // sv-SE formats as YYYY-MM-DD
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now);
}

export function oneYearBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const before = new Date(year - 1, month - 1, date);
  // 29 February has no match a year earlier: JavaScript rolls over to 1 March, which stays inside the year
  return isoDate(before);
}
