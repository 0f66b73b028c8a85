import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { Readable } from 'node:stream';
import { assertSafeKey, type ObjectStorage, type StoredObject } from './types.js';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** NoSuchKey (GET), or a bare 404 from servers that answer HEAD-style errors without a code. */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  return (
    e?.name === 'NoSuchKey' ||
    e?.Code === 'NoSuchKey' ||
    (e?.$metadata?.httpStatusCode === 404 && e?.name !== 'NoSuchBucket')
  );
}

export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The SDK's default CRC32 headers and aws-chunked trailers are unknown to many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  };
}

/**
 * Objects in an S3 or S3-compatible bucket, named `<prefix><key>`. The platform stays the gate: it has
 * checked the bytes before `put`. Keys are random and claimed once in the database, so `put` does not
 * ask the server to refuse an overwrite (If-None-Match is not understood by every S3-compatible server).
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly prefix: string;
  private readonly client: S3Client;

  constructor(config: S3Config, client?: S3Client) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.client = client ?? new S3Client(s3ClientConfig(config));
  }

  /** The object key in the bucket for a storage key. */
  objectKey(key: string): string {
    return this.prefix + assertSafeKey(key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentTypeOf(key),
        ContentLength: bytes.length,
      }),
    );
  }

  /** One PUT streamed from the file (S3 stores an object whole or not at all). */
  async putFile(key: string, path: string, size: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(path),
        ContentType: contentTypeOf(key),
        ContentLength: size,
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!res.Body) return Buffer.alloc(0);
      return Buffer.from(await res.Body.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async open(key: string): Promise<StoredObject | undefined> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      const body = res.Body as Readable | undefined;
      if (!body) return { stream: Readable.from([]), size: 0 };
      return { stream: body, size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  /** S3 answers a delete of a missing key with success too. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** A small put and delete, so the heartbeat proves the bucket is reachable and writable with these credentials. */
  async check(): Promise<void> {
    const probe = `heartbeat-${randomBytes(4).toString('hex')}`;
    await this.put(probe, Buffer.from('ok'));
    await this.delete(probe);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
