import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: `LocalStorage` (a folder in the data folder) or `S3Storage` (an S3 or
 * S3-compatible bucket). Either way the platform receives and checks the bytes before `put`.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Stores the file at `path` (`size` bytes) as `key`, streamed from disk (a 50 MB document is never held
   * in memory). The object appears whole or not at all; the file at `path` stays the caller's to remove.
   */
  putFile(key: string, path: string, size: number): Promise<void>;
  /** The stored bytes, or undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>;
  /**
   * The stored object as a stream with its size, or undefined when there is none: downloads are sent as
   * they are read (memory stays flat however many people fetch a 50 MB document at once).
   */
  open(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; a key with no object is no error (deleting twice is fine). */
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be written (heartbeat). */
  check(): Promise<void>;
  /** Releases connections; called when the app that created the storage closes. */
  close?(): Promise<void>;
}

export interface StoredObject {
  stream: Readable;
  size: number;
}

/** Keys the platform generates (`<32 hex>.png`) and heartbeat probes; nothing that could name a path. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]{0,127}$/;

export function assertSafeKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}
