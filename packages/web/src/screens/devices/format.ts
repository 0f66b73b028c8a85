import { formatDateTime } from '../../format/date';

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss in the browser's time zone (the product's log timestamps). */
export function formatDateTimeSeconds(iso: string): string {
  const text = formatDateTime(iso);
  return text ? `${text}:${pad(new Date(iso).getSeconds())}` : '';
}

/** A log entry's raw JSON, indented; text that is not JSON shows as it is. */
export function prettyJson(raw: string): string {
  try {
    return JSON.stringify(JSON.parse(raw), null, 2);
  } catch {
    return raw;
  }
}
