import { request } from 'node:http';

export interface StreamedUploadAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  /** Body bytes the client had handed to its socket when the answer arrived (or the connection ended). */
  sent: number;
  /** Whether the client got to send the whole body before the answer came. */
  sentAll: boolean;
}

/**
 * PUTs `total` bytes in `chunkBytes` pieces (chunked unless `headers` has a content-length), as fast as
 * the server reads them, and stops sending as soon as the answer arrives: shows whether the server
 * answered before it had read the body. A connection the server closes under the client is not an error
 * as long as the answer came first.
 */
export function streamUpload(
  url: string,
  {
    total,
    chunkBytes = 256 * 1024,
    headers = {},
    firstBytes,
    abortAfter,
  }: {
    total: number;
    chunkBytes?: number;
    headers?: Record<string, string>;
    /** Sent before the filler bytes (a file's magic bytes). */
    firstBytes?: Buffer;
    /** Destroys the connection once this many bytes are sent (the promise rejects). */
    abortAfter?: number;
  },
): Promise<StreamedUploadAnswer> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(chunkBytes, 0x25);
    let sent = 0;
    let answered = false;
    const req = request(url, { method: 'PUT', headers: { 'content-type': 'application/pdf', ...headers } });
    const pump = () => {
      while (!answered && sent < total) {
        const piece = sent === 0 && firstBytes ? firstBytes : chunk.subarray(0, Math.min(chunkBytes, total - sent));
        sent += piece.length;
        const drained = req.write(piece);
        if (abortAfter !== undefined && sent >= abortAfter) return void req.destroy(new Error('aborted by the client'));
        if (!drained) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.on('response', (res) => {
      answered = true;
      const sentAtAnswer = sent;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      const finish = () => {
        const text = Buffer.concat(parts).toString('utf8');
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // keep the text
        }
        req.destroy();
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          sent: sentAtAnswer,
          sentAll: sentAtAnswer >= total,
        });
      };
      res.once('end', finish);
      res.once('error', finish);
    });
    req.on('error', (err) => {
      if (!answered) reject(new Error(`no answer after ${sent} bytes: ${err.message}`));
    });
    pump();
  });
}
