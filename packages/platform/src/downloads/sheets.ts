import type ExcelJS from 'exceljs';

/**
 * A text a spreadsheet would take for a formula when it is typed or pasted (OWASP "CSV injection"):
 * it starts with = + - @, a tab or a carriage return.
 */
export const looksLikeFormula = (value: unknown): value is string =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value);

/** Excel's built-in Text number format (id 49): a cell that stays text when someone edits it. */
export const TEXT_FORMAT = '@';

/**
 * Adds a row whose values are written exactly as given. A string is a string cell in the file, never a
 * formula (xlsx keeps formulas apart); one that looks like a formula also gets the Text format, so opening
 * it for editing and pressing Enter keeps it text (the protection the quote prefix gives, without changing
 * the value: a phone number `+46701234567` stays `+46701234567`). The workbook must be written with styles.
 */
export function addTextSafeRow(sheet: ExcelJS.Worksheet, values: unknown[]): ExcelJS.Row {
  const row = sheet.addRow(values);
  row.eachCell((cell) => {
    if (looksLikeFormula(cell.value)) cell.numFmt = TEXT_FORMAT;
  });
  return row;
}

/** Whether the IANA time zone is one this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const QUARTER_HOUR = 15 * 60_000;

/**
 * The wall-clock time of `zone` at `instant`, as the Date a spreadsheet shows as that time (spreadsheet
 * dates have no zone: the cell holds what the reader's clock said). The zone's offset is asked once per
 * quarter of an hour of time (offsets change on quarter hours), so a 100,000-row export asks a few thousand times.
 */
export function wallClock(zone: string): (instant: Date) => Date {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const offsets = new Map<number, number>();
  const offsetAt = (ms: number) => {
    const start = Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR;
    let offset = offsets.get(start);
    if (offset === undefined) {
      const p = Object.fromEntries(format.formatToParts(new Date(start)).map((x) => [x.type, x.value]));
      offset = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!) - start;
      offsets.set(start, offset);
    }
    return offset;
  };
  return (instant) => new Date(instant.getTime() + offsetAt(instant.getTime()));
}
