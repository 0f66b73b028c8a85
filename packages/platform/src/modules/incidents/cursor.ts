import { badRequest } from '../../http/errors.js';

/** Opaque paging cursor: the (created_at, id) of an incident, base64url JSON. */
export interface Cursor {
  createdAt: string;
  id: number;
}

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');

export function decodeCursor(value: string, field: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof createdAt === 'string' && !Number.isNaN(Date.parse(createdAt)) && Number.isInteger(id)) {
      return { createdAt, id: id as number };
    }
  } catch {
    // fall through
  }
  throw badRequest(`Invalid ${field} cursor`, { [field]: 'INVALID' });
}
