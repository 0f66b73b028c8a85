import { refreshAccessToken } from '../../relay/network';
import { session } from '../../session/session';

/** A failed upload or download: the HTTP status and what the server said (its message, else nothing). */
export class FileTransferError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly code: string | null = null,
  ) {
    super(serverMessage ?? `file transfer answered ${status}`);
  }
}

function parseError(status: number, text: string): FileTransferError {
  try {
    const body = JSON.parse(text) as { message?: unknown; errorCode?: unknown; code?: unknown };
    const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
    const code = [body.errorCode, body.code].find((value): value is string => typeof value === 'string') ?? null;
    return new FileTransferError(status, message, code);
  } catch {
    return new FileTransferError(status, null);
  }
}

/**
 * PUTs the file's bytes to the single-use upload URL with its content type, reporting progress (0..1).
 * XMLHttpRequest, not fetch: only it reports upload progress. Only 200 or 201 is success (spec 4).
 */
export function uploadDocumentFile(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('content-type', contentType);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 200 || request.status === 201) resolve();
      else reject(parseError(request.status, String(request.responseText ?? '')));
    });
    request.addEventListener('error', () => reject(new FileTransferError(0, null)));
    request.addEventListener('abort', () => reject(new FileTransferError(0, null)));
    request.send(file);
  });
}

async function getFile(url: string, token: string | null): Promise<Response> {
  return fetch(url, {
    credentials: 'same-origin',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/**
 * A stored file as a Blob, fetched with the session's bearer (private and back-office files need it); an
 * expired access token is refreshed once, as the GraphQL requests do.
 */
export async function fetchDocumentFile(url: string): Promise<Blob> {
  const sent = session.accessToken();
  let response = await getFile(url, sent);
  if (response.status === 401 && sent) {
    const current = session.accessToken();
    const token = current && current !== sent ? current : await refreshAccessToken();
    if (token) response = await getFile(url, token);
  }
  if (!response.ok) throw parseError(response.status, await response.text().catch(() => ''));
  return response.blob();
}

/** Saves a Blob under its filename through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
