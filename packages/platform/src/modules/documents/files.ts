import { loadTokenCaller } from '../../auth/hook.js';
import { bearerToken, verifyAccessToken } from '../../auth/tokens.js';
import type { Deps } from '../../http/deps.js';
import { notFound } from '../../http/errors.js';
import { scopeOf } from '../../policy/index.js';
import type { StoredObject } from '../../storage/index.js';
import { DocumentsRepository } from './repository.js';

const FILE = /^([1-9][0-9]{0,9})\.([a-z0-9]{1,8})$/;

export interface DocumentFileAnswer {
  file: StoredObject;
  contentType: string;
  /** `<name>.<extension>` for content-disposition. */
  downloadName: string;
  public: boolean;
}

/** The signed-in caller of an optional bearer; an invalid, expired or ended one counts as signed out. */
async function optionalCaller(deps: Pick<Deps, 'db' | 'config'>, authorization: string | undefined) {
  const token = bearerToken(authorization);
  if (!token) return undefined;
  const claims = await verifyAccessToken(token, deps.config.jwtSecret).catch(() => undefined);
  const caller = claims && (await loadTokenCaller(deps.db, claims));
  return caller === 'ended' ? undefined : caller;
}

/**
 * GET /files/{type}/{id}.{extension}: a public document's file for anyone; a private or backoffice one for
 * a caller who may read the document. Anything else, the same 404: a stale type or extension, a document
 * not ready, no right, no such document.
 */
export async function documentFile(
  deps: Pick<Deps, 'db' | 'config' | 'storage'>,
  type: string,
  file: string,
  authorization: string | undefined,
): Promise<DocumentFileAnswer> {
  const missing = () => notFound('File not found');
  const match = FILE.exec(file);
  if (!match) throw missing();
  const id = Number(match[1]);
  const repo = new DocumentsRepository(deps.db);
  const doc = await repo.findFile(id);
  if (!doc || doc.type !== type || doc.extension !== match[2]) throw missing();
  if (doc.type !== 'public') {
    const caller = await optionalCaller(deps, authorization);
    if (!caller || !(await repo.findVisible(caller, await scopeOf(deps.db, caller), id))) throw missing();
  }
  const stored = await deps.storage.open(doc.storage_key);
  if (!stored) throw missing();
  return {
    file: stored,
    contentType: doc.content_type,
    downloadName: `${doc.name}.${doc.extension}`,
    public: doc.type === 'public',
  };
}

/** RFC 5987/6266: the UTF-8 name, percent-encoded (also the characters encodeURIComponent leaves). */
export const attachmentHeader = (name: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
