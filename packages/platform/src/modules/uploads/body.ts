import { closeSync, createWriteStream, openSync, readSync } from 'node:fs';
import { Writable, type Readable } from 'node:stream';
import type { ByteReader } from '../documents/magicBytes.js';

/** The body went past the limit: reading stopped at that byte. */
export class BodyTooLarge extends Error {}

/** The client stopped sending before the body's end. */
export class BodyIncomplete extends Error {}

/**
 * Feeds `source` into `sink` until its end, at most `max` bytes, and answers the byte count once the sink
 * has finished. One byte more and reading stops right there: the source is paused, never destroyed, so the
 * 413 can still be answered on its connection (which the route then closes, the rest never read).
 */
function consume(source: Readable, max: number, sink: Writable): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const detach = () => {
      source.off('data', onData).off('end', onEnd).off('error', onAborted).off('close', onAborted);
      source.pause();
    };
    const fail = (err: Error) => {
      detach();
      sink.destroy();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) return fail(new BodyTooLarge(`body over ${max} bytes`));
      if (!sink.write(chunk)) {
        source.pause();
        sink.once('drain', () => source.resume());
      }
    };
    const onEnd = () => {
      detach();
      sink.end(() => resolve(size));
    };
    const onAborted = () => fail(new BodyIncomplete('the body ended early'));
    sink.once('error', fail);
    source.on('data', onData).once('end', onEnd).once('error', onAborted).once('close', onAborted);
    source.resume();
  });
}

/** The whole body in memory, for the small purposes (icons, logos) whose checks decode it. */
export async function readBody(source: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const collect = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const size = await consume(source, max, collect);
  return Buffer.concat(chunks, size);
}

/** The body written to a new file at `path` (never overwritten); answers its size. */
export async function spoolBody(source: Readable, max: number, path: string): Promise<number> {
  return consume(source, max, createWriteStream(path, { flags: 'wx' }));
}

/** `check` reads the file at `path` through a ByteReader (a few small reads, not the whole file). */
export function withFileReader<T>(path: string, size: number, check: (file: ByteReader) => T): T {
  const fd = openSync(path, 'r');
  try {
    return check({
      size,
      read(offset, length) {
        const bytes = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const read = bytes.length ? readSync(fd, bytes, 0, bytes.length, offset) : 0;
        return bytes.subarray(0, read);
      },
    });
  } finally {
    closeSync(fd);
  }
}
