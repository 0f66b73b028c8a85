/**
 * Where uploaded files live. Only the local driver exists; an S3-compatible driver would implement
 * the same interface and answer absolute `uploadUrl`s (presigned PUTs) instead of platform paths.
 */
export interface ObjectStorage {
  readonly kind: 'local'
  put(key: string, bytes: Buffer): Promise<void>
  /** The stored bytes, or undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>
  /** Throws when the storage cannot be written (heartbeat). */
  check(): Promise<void>
}
