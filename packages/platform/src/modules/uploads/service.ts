import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Queryable } from '../../db/types.js';
import { AppError, notFound, unauthenticated } from '../../http/errors.js';
import type { StoredObject } from '../../storage/index.js';
import type { Deps } from '../../http/deps.js';
import { ImageRefused, reencodeImage, type ImageFormat } from '../../images/reencode.js';
import { inspectPng } from '../../storage/png.js';
import { readUploadGrant, signUploadGrant } from '../../storage/signedUpload.js';
import { CONTENT_TYPE_OF_EXTENSION, DOCUMENT_MAX_BYTES, documentFileUrl, extensionOf } from '../documents/fileTypes.js';
import { documentFileRefusal } from '../documents/magicBytes.js';
import { BodyIncomplete, BodyTooLarge, readBody, spoolBody, withFileReader } from './body.js';
import { UploadsRepository, type UploadPurpose, type UploadRow } from './repository.js';

export type { UploadPurpose } from './repository.js';

/** The largest client icon. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_URL_TTL_MS = 5 * 60 * 1000;
export const ICON_SIZE = 200;
export const ACCEPTED_TYPES = ['image/png'] as const;

/** Network logos: JPEG or PNG, at most 5 MB, stored fitted inside 1024x1024. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MAX_SIDE = 1024;
export const LOGO_TYPES = ['image/jpeg', 'image/png'] as const;
/** Largest logo decoded (a 5 MB file of one colour can declare a huge picture: decompression bombs). */
const LOGO_MAX_PIXELS = 40_000_000;

/** What each purpose accepts at the PUT. */
interface UploadRule {
  /** Content types the URL may be asked for. */
  types: readonly string[];
  maxBytes: number;
  /** Exact size in pixels (icons), or the box a larger picture is fitted into (logos). */
  exactSide?: number;
  fitInside?: number;
}

export const UPLOAD_RULES: Record<UploadPurpose, UploadRule> = {
  'client-icon': { types: ACCEPTED_TYPES, maxBytes: MAX_UPLOAD_BYTES, exactSide: ICON_SIZE },
  'network-logo': { types: LOGO_TYPES, maxBytes: LOGO_MAX_BYTES, fitInside: LOGO_MAX_SIDE },
  // Any declared type: the documents module checks the bytes against the file's extension.
  document: { types: [], maxBytes: DOCUMENT_MAX_BYTES },
};

/** The largest PUT body of any purpose (documents); the gateway refuses a declared length over it. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

const FORMAT_OF_TYPE: Record<string, ImageFormat> = { 'image/png': 'png', 'image/jpeg': 'jpeg' };
const EXTENSION_OF_TYPE: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

export const fileUrl = (key: string) => `/backoffice/files/${key}`;
export const uploadUrl = (token: string) => `/backoffice/uploads/${token}`;

const expired = () =>
  new AppError(401, 'UPLOAD_EXPIRED', 'The upload URL has expired or was used already; ask for a new one');
const unsupported = (why: string) => new AppError(400, 'UNSUPPORTED_TYPE', why);
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const tooLarge = (maxBytes: number) => new AppError(413, 'TOO_LARGE', `The file is larger than ${megabytes(maxBytes)}`);

/** A body cut off at the purpose's limit is 413; one the client stopped sending, 400 (no one reads it). */
const bodyRefusal = (maxBytes: number) => (err: unknown) => {
  if (err instanceof BodyTooLarge) throw tooLarge(maxBytes);
  if (err instanceof BodyIncomplete)
    throw new AppError(400, 'VALIDATION_FAILED', 'The upload ended before the whole file arrived');
  throw err;
};

/** Where a document's body is written while it arrives, before its check and its move to the storage. */
export const spoolDirOf = (dataDir: string) => join(dataDir, 'upload-spool');

/** Who an upload belongs to: a client (its icons), a network (its logo) or a document (its file). */
export type UploadOwner = { clientId: number } | { networkId: number } | { documentId: number };

/** Signed upload URLs, the PUT they allow (checked by the upload's purpose), and the stored files. */
export class UploadsService {
  private readonly repo: UploadsRepository;

  constructor(private readonly deps: Pick<Deps, 'db' | 'config' | 'storage'>) {
    this.repo = new UploadsRepository(deps.db);
  }

  /**
   * A client icon's URL. The caller has been checked for the client; size and type were validated by the
   * caller too. `q` is the caller's transaction (the upload row and its action-log row land together).
   */
  createUploadUrl(
    clientId: number,
    file: { filename: string; size: number; contentType: string },
    now = Date.now(),
    q?: Queryable,
  ) {
    return this.createUrl('client-icon', { clientId }, file, now, q);
  }

  /** A signed URL for one PUT of one upload of `purpose`; the caller has checked the owner, type and size. */
  async createUrl(
    purpose: UploadPurpose,
    owner: UploadOwner,
    file: { filename: string; size: number; contentType: string },
    now = Date.now(),
    q?: Queryable,
  ) {
    const expiresAt = now + UPLOAD_URL_TTL_MS;
    const extension =
      purpose === 'document' ? extensionOf(file.filename) : (EXTENSION_OF_TYPE[file.contentType] ?? 'png');
    const key = `${randomBytes(16).toString('hex')}.${extension}`;
    const clientId = 'clientId' in owner ? owner.clientId : null;
    const uploadId = await (q ? new UploadsRepository(q) : this.repo).create({
      key,
      purpose,
      clientId,
      networkId: 'networkId' in owner ? owner.networkId : null,
      documentId: 'documentId' in owner ? owner.documentId : null,
      ...file,
      expiresAt: new Date(expiresAt),
    });
    // A logo's grant names no client (0): the signed upload id alone ties it to its network.
    const token = signUploadGrant({ uploadId, clientId: clientId ?? 0, expiresAt }, this.deps.config.jwtSecret);
    return { url: uploadUrl(token), key, uploadId, expiresAt: new Date(expiresAt).toISOString() };
  }

  /**
   * What the PUT's headers alone can refuse, before a body byte is read: a declared length over the
   * purpose's limit (413) and a content type the upload was not asked for (400 UNSUPPORTED_TYPE).
   */
  refuseBeforeBody(upload: UploadRow, contentType: string | undefined, declaredLength: number | undefined) {
    const rule = UPLOAD_RULES[upload.purpose];
    if (declaredLength !== undefined && declaredLength > rule.maxBytes) throw tooLarge(rule.maxBytes);
    const type = typeOf(contentType);
    if (upload.purpose === 'client-icon') {
      if (type !== 'image/png') throw unsupported('Only image/png is accepted');
    } else if (upload.purpose === 'network-logo') {
      if (type !== upload.content_type) throw unsupported(`The upload was requested for ${upload.content_type}`);
      if (!FORMAT_OF_TYPE[upload.content_type]) throw unsupported('Only image/jpeg and image/png are accepted');
    } else if (type !== upload.content_type.toLowerCase()) {
      throw unsupported(`The upload was requested for ${upload.content_type}`);
    }
  }

  /**
   * The one PUT a signed URL allows, for the upload `pending` answered and `refuseBeforeBody` let through.
   * The body is read up to the purpose's limit and no further (413). Images are then checked by magic bytes,
   * dimensions and a full decode (400 UNSUPPORTED_TYPE, INVALID_IMAGE) and stored re-encoded; a document is
   * written to a spool file as it arrives, checked there and moved to the storage from disk. A refused or
   * failed PUT stores nothing and does not use the URL up; a stored one does.
   */
  async store(upload: UploadRow, contentType: string | undefined, body: Readable = Readable.from([])) {
    this.refuseBeforeBody(upload, contentType, undefined);
    if (upload.purpose === 'document') return this.storeDocument(upload, body);
    const { maxBytes } = UPLOAD_RULES[upload.purpose];
    const bytes = await readBody(body, maxBytes).catch(bodyRefusal(maxBytes));
    const image = upload.purpose === 'client-icon' ? await reencodeIcon(bytes) : await reencodeLogo(upload, bytes);

    if (!(await this.repo.claim(upload.id, upload.client_id, image.length))) throw expired();
    try {
      await this.deps.storage.put(upload.key, image);
    } catch (err) {
      await this.repo.release(upload.id);
      throw err;
    }
    return { uploadId: upload.id, url: fileUrl(upload.key) };
  }

  /** `GET /uploads/<token>`: what a pending upload accepts, so a proxy can refuse before it forwards a body. */
  async describe(token: string) {
    const upload = await this.pending(token);
    return {
      maxBytes: UPLOAD_RULES[upload.purpose].maxBytes,
      contentType: upload.content_type,
      expiresAt: upload.expires_at.toISOString(),
    };
  }

  /** The upload a signed URL names, while it may still be used: 401 otherwise. */
  async pending(token: string): Promise<UploadRow> {
    const check = readUploadGrant(token, this.deps.config.jwtSecret);
    if (!check.valid) throw unauthenticated('UNAUTHENTICATED', 'Invalid upload URL');
    const { uploadId, clientId, expiresAt } = check.grant;
    // The grant's own expiry first: an old URL costs no query.
    if (expiresAt <= Date.now()) throw expired();
    const upload = await this.repo.find(uploadId);
    if (
      !upload ||
      (upload.client_id ?? 0) !== clientId ||
      upload.stored_at ||
      upload.expires_at.getTime() <= Date.now()
    )
      throw expired();
    return upload;
  }

  /**
   * A document's file, stored as sent once its magic bytes match its extension. The body goes to a spool
   * file in the data folder as it arrives (50 MB never sits in memory), is checked there, then the upload is
   * claimed, the document marked ready and the object written from the file in one transaction: a failed
   * write leaves neither. Served later with the extension's own content type, not the one the browser declared.
   */
  private async storeDocument(upload: UploadRow, body: Readable) {
    const { maxBytes } = UPLOAD_RULES.document;
    const spoolDir = spoolDirOf(this.deps.config.dataDir);
    await mkdir(spoolDir, { recursive: true });
    const spool = join(spoolDir, `${randomBytes(16).toString('hex')}.part`);
    try {
      const size = await spoolBody(body, maxBytes, spool).catch(bodyRefusal(maxBytes));
      const extension = extensionOf(upload.key)!;
      const refusal = withFileReader(spool, size, (file) => documentFileRefusal(file, extension));
      if (refusal) throw unsupported(refusal);
      const served = CONTENT_TYPE_OF_EXTENSION[extension]!;
      let written = false;
      try {
        const document = await this.deps.db.transaction(async (tx) => {
          const repo = new UploadsRepository(tx);
          if (!(await repo.claim(upload.id, null, size))) throw expired();
          const stored = await repo.markDocumentStored(upload, size, served);
          if (!stored) throw expired();
          await this.deps.storage.putFile(upload.key, spool, size);
          written = true;
          return stored;
        });
        return { uploadId: upload.id, url: documentFileUrl(document.type, upload.document_id!, extension) };
      } catch (err) {
        if (written) await this.deps.storage.delete(upload.key).catch(() => undefined);
        throw err;
      }
    } finally {
      await rm(spool, { force: true });
    }
  }

  async file(key: string): Promise<{ contentType: string; file: StoredObject }> {
    const upload = await this.repo.findStoredByKey(key);
    const file = upload && (await this.deps.storage.open(key));
    if (!upload || !file) throw notFound('File not found');
    return { contentType: upload.content_type, file };
  }
}

const refusedAs = (err: unknown): never => {
  if (err instanceof ImageRefused) throw new AppError(400, err.code, err.message);
  throw err;
};

const typeOf = (contentType: string | undefined) => contentType?.split(';')[0]!.trim().toLowerCase();

/** A client icon: a PNG of exactly 200x200; only the decoded pixels are stored (no metadata, nothing after IEND). */
async function reencodeIcon(bytes: Buffer): Promise<Buffer> {
  const png = inspectPng(bytes);
  if (!png.png) throw unsupported('The file is not a PNG image');
  if (png.width !== ICON_SIZE || png.height !== ICON_SIZE) {
    throw new AppError(
      400,
      'INVALID_IMAGE',
      `The image must be ${ICON_SIZE}x${ICON_SIZE} pixels, not ${png.width}x${png.height}`,
    );
  }
  try {
    return (await reencodeImage(bytes, { formats: ['png'], width: ICON_SIZE, height: ICON_SIZE })).bytes;
  } catch (err) {
    return refusedAs(err);
  }
}

/**
 * A network logo: sent with the content type it was declared with, its magic bytes that same format (a
 * PNG declared as JPEG is refused), decoded whole, re-encoded without metadata and fitted inside
 * 1024x1024 (a smaller picture keeps its size).
 */
async function reencodeLogo(upload: UploadRow, bytes: Buffer): Promise<Buffer> {
  const format = FORMAT_OF_TYPE[upload.content_type]!;
  try {
    const image = await reencodeImage(bytes, { formats: [format], maxPixels: LOGO_MAX_PIXELS });
    if (image.width <= LOGO_MAX_SIDE && image.height <= LOGO_MAX_SIDE) return image.bytes;
    const fitted = sharp(image.bytes).resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside' });
    return await (
      format === 'png' ? fitted.png({ compressionLevel: 9 }) : fitted.jpeg({ quality: 90, mozjpeg: true })
    ).toBuffer();
  } catch (err) {
    return refusedAs(err);
  }
}
