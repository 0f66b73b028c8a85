import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.js';
import { AppError, notFound, unauthenticated } from '../../http/errors.js';
import type { Deps } from '../../http/deps.js';
import { ImageRefused, reencodeImage } from '../../images/reencode.js';
import { inspectPng } from '../../storage/png.js';
import { readUploadGrant, signUploadGrant } from '../../storage/signedUpload.js';
import { UploadsRepository } from './repository.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_URL_TTL_MS = 5 * 60 * 1000;
export const ICON_SIZE = 200;
export const ACCEPTED_TYPES = ['image/png'] as const;

export const fileUrl = (key: string) => `/backoffice/files/${key}`;
export const uploadUrl = (token: string) => `/backoffice/uploads/${token}`;

const expired = () =>
  new AppError(401, 'UPLOAD_EXPIRED', 'The upload URL has expired or was used already; ask for a new one');
const unsupported = (why: string) => new AppError(400, 'UNSUPPORTED_TYPE', why);

/** Signed upload URLs, the PUT they allow, and the stored files. */
export class UploadsService {
  private readonly repo: UploadsRepository;

  constructor(private readonly deps: Pick<Deps, 'db' | 'config' | 'storage'>) {
    this.repo = new UploadsRepository(deps.db);
  }

  /**
   * The caller has been checked for the client; size and type were validated by the caller too. `q` is
   * the caller's transaction (the upload row and its action-log row land together).
   */
  async createUploadUrl(
    clientId: number,
    file: { filename: string; size: number; contentType: string },
    now = Date.now(),
    q?: Queryable,
  ) {
    const expiresAt = now + UPLOAD_URL_TTL_MS;
    const key = `${randomBytes(16).toString('hex')}.png`;
    const uploadId = await (q ? new UploadsRepository(q) : this.repo).create({
      key,
      clientId,
      ...file,
      expiresAt: new Date(expiresAt),
    });
    const token = signUploadGrant({ uploadId, clientId, expiresAt }, this.deps.config.jwtSecret);
    return { url: uploadUrl(token), uploadId, expiresAt: new Date(expiresAt).toISOString() };
  }

  /**
   * The one PUT a signed URL allows. Checked in this order: token (401), size (413), content type and
   * magic bytes (400 UNSUPPORTED_TYPE), dimensions, then the whole image decoded (400 INVALID_IMAGE).
   * What is stored is the re-encoded image. A refused file does not use the URL up; a stored one does.
   */
  async store(token: string, contentType: string | undefined, body: Buffer | undefined) {
    const check = readUploadGrant(token, this.deps.config.jwtSecret);
    if (!check.valid) throw unauthenticated('UNAUTHENTICATED', 'Invalid upload URL');
    const { uploadId, clientId, expiresAt } = check.grant;
    const upload = await this.repo.find(uploadId);
    if (!upload || upload.client_id !== clientId || upload.stored_at || expiresAt <= Date.now()) throw expired();

    const bytes = body ?? Buffer.alloc(0);
    if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError(413, 'TOO_LARGE', 'The file is larger than 10 MB');
    const type = contentType?.split(';')[0]!.trim().toLowerCase();
    if (type !== 'image/png') throw unsupported('Only image/png is accepted');
    const png = inspectPng(bytes);
    if (!png.png) throw unsupported('The file is not a PNG image');
    if (png.width !== ICON_SIZE || png.height !== ICON_SIZE) {
      throw new AppError(
        400,
        'INVALID_IMAGE',
        `The image must be ${ICON_SIZE}x${ICON_SIZE} pixels, not ${png.width}x${png.height}`,
      );
    }

    const icon = await reencodeIcon(bytes);
    if (!(await this.repo.claim(uploadId, clientId, icon.length))) throw expired();
    try {
      await this.deps.storage.put(upload.key, icon);
    } catch (err) {
      await this.repo.release(uploadId);
      throw err;
    }
    return { uploadId, url: fileUrl(upload.key) };
  }

  async file(key: string): Promise<{ contentType: string; bytes: Buffer }> {
    const upload = await this.repo.findStoredByKey(key);
    const bytes = upload && (await this.deps.storage.get(key));
    if (!upload || !bytes) throw notFound('File not found');
    return { contentType: upload.content_type, bytes };
  }
}

/** Only the decoded pixels are stored: no metadata, nothing after the image's end. */
async function reencodeIcon(bytes: Buffer): Promise<Buffer> {
  try {
    return (await reencodeImage(bytes, { formats: ['png'], width: ICON_SIZE, height: ICON_SIZE })).bytes;
  } catch (err) {
    if (err instanceof ImageRefused) throw new AppError(400, err.code, err.message);
    throw err;
  }
}
