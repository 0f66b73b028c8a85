/** Today's date in Stockholm, YYYY-MM-DD (the platform's statistics calendar). */
export function stockholmToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Stockholm' }).format(new Date());
}
