/**
 * The platform pages incidents with opaque page cursors (next_cursor). A connection cursor names a
 * position as "the upstream page that starts after `after`, skipping `skip` items", so every edge has
 * a usable cursor; the last edge of a full page points at next_cursor with skip 0.
 */
export interface IncidentCursor {
  after: string | null;
  skip: number;
}

export function encodeCursor(cursor: IncidentCursor): string {
  return Buffer.from(JSON.stringify([cursor.after, cursor.skip]), 'utf8').toString('base64url');
}

export function decodeCursor(text: string): IncidentCursor | null {
  try {
    const [after, skip] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if ((after === null || typeof after === 'string') && Number.isInteger(skip) && (skip as number) >= 0) {
      return { after, skip: skip as number };
    }
  } catch {
    // fall through
  }
  return null;
}
