import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3FromEnv, type S3Config } from '../src/config.js';
import { s3ClientConfig } from '../src/storage/s3.js';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the platform at this server. */
  env: Record<string, string>;
  config: S3Config;
  /** A plain SDK client, to look into the bucket behind the platform's back. */
  client: S3Client;
  /** The object's bytes, read directly from the bucket; undefined when it is not there. */
  objectBytes(objectKey: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1, random port, temp folder, one bucket. */
export async function startS3(opts: { bucket?: string; prefix?: string } = {}): Promise<TestS3> {
  const bucket = opts.bucket ?? 'vakt-test';
  const directory = await mkdtemp(join(tmpdir(), 'vakt-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials; it checks the signatures.
  const env: Record<string, string> = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  if (opts.prefix) env.S3_PREFIX = opts.prefix;
  const config = s3FromEnv(env)!;
  const client = new S3Client(s3ClientConfig(config));
  let closed = false;
  return {
    endpoint,
    bucket,
    env,
    config,
    client,
    async objectBytes(objectKey) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if ((err as Error).name === 'NoSuchKey') return undefined;
        throw err;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
