/**
 * Cursors over the platform's offset lists (limit/offset): opaque base64url of "offset:<n>", where n is
 * the position of the edge in the whole list. `after: <cursor of edge n>` starts at offset n + 1.
 */
export function encodeOffsetCursor(position: number): string {
  return Buffer.from(`offset:${position}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or null when the text is not one of our cursors. */
export function decodeOffsetCursor(cursor: string): number | null {
  const match = /^offset:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}
