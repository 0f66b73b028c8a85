/**
 * The platform's upload and file URLs as the browser should see them: on the gateway's own origin,
 * which proxies `PUT /uploads/<token>` and `GET /files/<key>` to the backoffice API's
 * `/backoffice/uploads/<token>` and `/backoffice/files/<key>` (src/http/platformFiles.ts).
 * Absolute URLs (S3-compatible storage) are passed through unchanged.
 */
export const UPLOADS_PATH = '/uploads/';
export const FILES_PATH = '/files/';

const PLATFORM_UPLOADS_PATH = '/backoffice/uploads/';
const PLATFORM_FILES_PATH = '/backoffice/files/';

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** `/backoffice/uploads/<token>` (relative to the backoffice API) → `/uploads/<token>`. */
export function sameOriginUploadUrl(platformUrl: string): string {
  if (isAbsolute(platformUrl)) return platformUrl;
  return platformUrl.startsWith(PLATFORM_UPLOADS_PATH)
    ? UPLOADS_PATH + platformUrl.slice(PLATFORM_UPLOADS_PATH.length)
    : platformUrl;
}

/** `/backoffice/files/<key>` (relative to the backoffice API) → `/files/<key>`. */
export function sameOriginFileUrl(platformUrl: string): string {
  if (isAbsolute(platformUrl)) return platformUrl;
  return platformUrl.startsWith(PLATFORM_FILES_PATH)
    ? FILES_PATH + platformUrl.slice(PLATFORM_FILES_PATH.length)
    : platformUrl;
}

/** The contract path the gateway forwards a same-origin upload or file path to. */
export function platformPathOf(gatewayPath: string): string | null {
  if (gatewayPath.startsWith(UPLOADS_PATH) && gatewayPath.length > UPLOADS_PATH.length) {
    return PLATFORM_UPLOADS_PATH + gatewayPath.slice(UPLOADS_PATH.length);
  }
  if (gatewayPath.startsWith(FILES_PATH) && gatewayPath.length > FILES_PATH.length) {
    return PLATFORM_FILES_PATH + gatewayPath.slice(FILES_PATH.length);
  }
  return null;
}
