/**
 * A connection cursor of Query.incidents: a position in the platform's newest-first list, relative to a
 * platform cursor (GET /incidents/list's next_cursor / prev_cursor name a row, and either works as
 * `after` or `before`). The platform answers cursors only for a page's first and last row, so a row in
 * the middle of a page is named by its distance from the row the page was read from.
 *
 * - `older`: `skip` rows older than `anchor` (null: the top of the list); skip 0 is the anchor row itself.
 * - `newer`: `skip` rows newer than `anchor`; skip 0 is the anchor row itself.
 */
export type IncidentPosition =
  { from: 'older'; anchor: string | null; skip: number } | { from: 'newer'; anchor: string; skip: number };

export const TOP: IncidentPosition = { from: 'older', anchor: null, skip: 0 };

export const rowAt = (anchor: string): IncidentPosition => ({ from: 'older', anchor, skip: 0 });

export function encodePosition(position: IncidentPosition): string {
  const tag = position.from === 'older' ? 'o' : 'n';
  return Buffer.from(JSON.stringify([tag, position.anchor, position.skip]), 'utf8').toString('base64url');
}

export function decodePosition(text: string): IncidentPosition | null {
  try {
    const [tag, anchor, skip] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (!Number.isInteger(skip) || (skip as number) < 0) return null;
    if (tag === 'o' && (anchor === null || typeof anchor === 'string'))
      return { from: 'older', anchor, skip: skip as number };
    if (tag === 'n' && typeof anchor === 'string') return { from: 'newer', anchor, skip: skip as number };
  } catch {
    // fall through
  }
  return null;
}
