import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, s3FromEnv } from '../config.js';
import { pngOf } from '../../test/png.js';
import { startS3, type TestS3 } from '../../test/s3.js';
import { createStorage, LocalStorage, S3Storage } from './index.js';

describe('S3 configuration', () => {
  it('is off without S3_BUCKET, and a stray S3_* variable is an error', () => {
    expect(s3FromEnv({})).toBeUndefined();
    expect(() => s3FromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT is set but S3_BUCKET is not',
    );
  });

  it('defaults: us-east-1, path style only with an endpoint, SDK credentials chain, prefix as a folder', () => {
    expect(s3FromEnv({ S3_BUCKET: 'b' })).toEqual({
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: '',
    });
    expect(
      s3FromEnv({
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-north-1',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: '/icons',
      }),
    ).toEqual({
      bucket: 'b',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-north-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      prefix: 'icons/',
    });
    expect(
      s3FromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' })!.forcePathStyle,
    ).toBe(false);
    expect(s3FromEnv({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: '1' })!.forcePathStyle).toBe(true);
  });

  it('refuses half credentials, a bad endpoint and a bad boolean', () => {
    expect(() => s3FromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('go together');
    expect(() => s3FromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: '127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    );
    expect(() => s3FromEnv({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
  });

  it('createStorage picks the driver', () => {
    const none = new Uint8Array();
    expect(createStorage(configFromEnv({ VAKT_DATA_DIR: '/tmp/x' }, none))).toBeInstanceOf(LocalStorage);
    const s3 = createStorage(
      configFromEnv({ VAKT_DATA_DIR: '/tmp/x', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' }, none),
    );
    expect(s3).toBeInstanceOf(S3Storage);
    expect(s3.kind).toBe('s3');
  });
});

describe('S3 storage against s3rver', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('stores and reads back; a missing key is undefined; unsafe keys are refused', async () => {
    const storage = new S3Storage(s3.config);
    try {
      const icon = pngOf(200, 200);
      await storage.put('abc.png', icon);
      expect((await storage.get('abc.png'))?.equals(icon)).toBe(true);
      expect(await s3.objectBytes('abc.png')).toEqual(icon);
      expect(await storage.get('missing.png')).toBeUndefined();
      await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.get('a/b.png')).rejects.toThrow('Invalid storage key');
    } finally {
      await storage.close();
    }
  });

  it('putFile streams a file from disk into the bucket', async () => {
    const storage = new S3Storage(s3.config);
    const dir = await mkdtemp(join(tmpdir(), 'vakt-s3-put-'));
    try {
      const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
      await writeFile(join(dir, 'spooled.part'), bytes);
      await storage.putFile('streamed.pdf', join(dir, 'spooled.part'), bytes.length);
      expect((await s3.objectBytes('streamed.pdf'))?.equals(bytes)).toBe(true);
    } finally {
      await storage.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('deletes an object (under the prefix); deleting a missing key is no error', async () => {
    const storage = new S3Storage({ ...s3.config, prefix: 'vakt/' });
    try {
      await storage.put('doc.pdf', Buffer.from('%PDF-1.4'));
      expect((await s3.objectBytes('vakt/doc.pdf'))?.toString()).toBe('%PDF-1.4');
      await storage.delete('doc.pdf');
      expect(await s3.objectBytes('vakt/doc.pdf')).toBeUndefined();
      expect(await storage.get('doc.pdf')).toBeUndefined();
      await storage.delete('doc.pdf');
      await expect(storage.delete('a/b.pdf')).rejects.toThrow('Invalid storage key');
    } finally {
      await storage.close();
    }
  });

  it('puts keys under S3_PREFIX', async () => {
    const storage = new S3Storage({ ...s3.config, prefix: 'vakt/uploads/' });
    try {
      await storage.put('prefixed.png', Buffer.from('prefixed'));
      expect((await s3.objectBytes('vakt/uploads/prefixed.png'))?.toString()).toBe('prefixed');
      expect(await s3.objectBytes('prefixed.png')).toBeUndefined();
      expect((await storage.get('prefixed.png'))?.toString()).toBe('prefixed');
    } finally {
      await storage.close();
    }
  });

  it('check writes and removes a probe; it fails for a missing bucket or an unknown access key', async () => {
    const storage = new S3Storage(s3.config);
    const noBucket = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    // s3rver knows one access key (and does not verify v4 secrets), so the unknown key is the failure it can show.
    const wrongKey = new S3Storage({
      ...s3.config,
      credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: 'S3RVER' },
    });
    try {
      await storage.check();
      const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'heartbeat' }));
      expect(listed.Contents ?? []).toEqual([]);
      await expect(noBucket.check()).rejects.toThrow(/bucket does not exist/i);
      await expect(wrongKey.check()).rejects.toThrow(/Access Key Id/);
    } finally {
      await Promise.all([storage.close(), noBucket.close(), wrongKey.close()]);
    }
  });
});

describe('S3 storage against a stopped server', () => {
  it('check fails, and get throws instead of answering undefined', async () => {
    const s3 = await startS3();
    await s3.close();
    const storage = new S3Storage(s3.config);
    try {
      await expect(storage.check()).rejects.toThrow(/ECONNREFUSED/);
      await expect(storage.get('abc.png')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await storage.close();
    }
  });
});
