import { createHash, randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { loadCaller } from '../auth/hook.js';
import type { Db } from '../db/types.js';
import { notFound } from '../http/errors.js';
import { CONSOLE_ROLES, hasAnyRole, type Caller } from '../policy/index.js';

/**
 * Single-use download links for exports (users, incident summary, analysis). The console asks for a link
 * with its bearer and the browser downloads it without one: the token is the credential, stored hashed
 * (`download_links`), single use, valid LINK_TTL_SECONDS. A used, expired or unknown token answers 404
 * NOT_FOUND (the link does not exist for the browser any more).
 */
export const LINK_TTL_SECONDS = 60;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link of this kind for the caller; `params` is what the download will be made of. */
export async function createDownloadLink(db: Db, caller: Caller, kind: string, params: unknown) {
  const token = randomBytes(32).toString('base64url');
  const rows = await db.query<{ expires_at: Date }>(
    `INSERT INTO download_links (token_hash, user_id, kind, params, expires_at)
     VALUES ($1, $2, $3, $4::jsonb, now() + make_interval(secs => $5)) RETURNING expires_at`,
    [hashToken(token), caller.id, kind, JSON.stringify(params), LINK_TTL_SECONDS],
  );
  // Links nobody used: cheap to leave, cheaper to sweep now and then.
  await db.query(`DELETE FROM download_links WHERE expires_at < now() - interval '1 day'`);
  return { token, expiresAt: rows[0]!.expires_at.toISOString() };
}

/** Takes the link (it cannot be used again) and loads its caller as it is now; 404 when none. */
export async function claimDownloadLink<P>(
  db: Db,
  kind: string,
  token: string,
): Promise<{ caller: Caller; params: P }> {
  const rows = await db.query<{ user_id: number; params: P }>(
    `UPDATE download_links SET used_at = now()
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id, params`,
    [hashToken(token), kind],
  );
  const link = rows[0];
  const caller = link ? await loadCaller(db, link.user_id) : undefined;
  if (!link || !caller || !hasAnyRole(caller, ...CONSOLE_ROLES))
    throw notFound('This download link is used or has expired');
  return { caller, params: link.params };
}

/** Waits while the reader is behind; throws when it went away (a cursor's transaction then ends). */
export async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  }
  if (out.destroyed) throw new Error('The download was aborted');
}
