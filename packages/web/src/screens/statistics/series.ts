/** Pivots of the platform's flat points into one row per period (or weekday) with a column per key. */

export interface PivotRow {
  key: string;
  values: Record<string, number>;
  total: number;
}

/** Rows in period order, columns in `keys` order (keys with no points still get zeros). */
export function pivot<T>(
  points: readonly T[],
  rowOf: (point: T) => string,
  columnOf: (point: T) => string,
  countOf: (point: T) => number,
  keys: readonly string[],
): PivotRow[] {
  const rows = new Map<string, PivotRow>();
  for (const point of points) {
    const key = rowOf(point);
    let row = rows.get(key);
    if (!row) {
      row = { key, values: Object.fromEntries(keys.map((column) => [column, 0])), total: 0 };
      rows.set(key, row);
    }
    const column = columnOf(point);
    row.values[column] = (row.values[column] ?? 0) + countOf(point);
    row.total += countOf(point);
  }
  return [...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The distinct values of a column in first-seen order, or in `order` where it names them. */
export function columnsOf<T>(points: readonly T[], columnOf: (point: T) => string, order: readonly string[] = []) {
  const seen = new Set(points.map(columnOf));
  return [...order.filter((key) => seen.has(key)), ...[...seen].filter((key) => !order.includes(key))];
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** The heat map's 7 x 24 counts, Monday first; a missing cell is 0. */
export function heatGrid(cells: readonly { weekday: number; hour: number; count: number }[]): number[][] {
  const grid = WEEKDAYS.map(() => HOURS.map(() => 0));
  for (const cell of cells) {
    if (cell.weekday >= 1 && cell.weekday <= 7 && cell.hour >= 0 && cell.hour <= 23) {
      grid[cell.weekday - 1]![cell.hour] = cell.count;
    }
  }
  return grid;
}
