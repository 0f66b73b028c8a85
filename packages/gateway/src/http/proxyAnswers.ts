import type { ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';

/** The gateway's own JSON answer on a proxied path (the platform's error shape), never cached. */
export function answerJson(res: ServerResponse, status: number, body: unknown, allow?: string[]) {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    ...(allow && status === 405 ? { allow: allow.join(', ') } : {}),
  });
  res.end(JSON.stringify(body));
}

/** Passes bytes through until `max`, then fails the stream (a body without or with a lying content-length). */
export class ByteLimit extends Transform {
  private seen = 0;
  exceeded = false;
  constructor(readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.max) {
      this.exceeded = true;
      return callback(new Error(`body over ${this.max} bytes`));
    }
    callback(null, chunk);
  }
}
