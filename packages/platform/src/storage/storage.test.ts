import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from './local.js';
import { inspectPng } from './png.js';
import { readUploadGrant, signUploadGrant } from './signedUpload.js';
import { pngOf } from '../../test/png.js';

describe('png inspection', () => {
  it('reads the IHDR dimensions of a real PNG', () => {
    expect(inspectPng(pngOf(200, 200))).toEqual({ png: true, width: 200, height: 200 });
    expect(inspectPng(pngOf(160, 120))).toEqual({ png: true, width: 160, height: 120 });
  });

  it('refuses other bytes and truncated headers', () => {
    expect(inspectPng(Buffer.from('GIF89a....................................'))).toEqual({ png: false });
    expect(inspectPng(pngOf(200, 200).subarray(0, 20))).toEqual({ png: false });
  });
});

describe('signed upload grants', () => {
  const secret = new TextEncoder().encode('s'.repeat(32));
  const grant = { uploadId: 3, clientId: 2, expiresAt: 1_900_000_000_000 };

  it('round-trips and refuses a tampered or foreign token', () => {
    const token = signUploadGrant(grant, secret);
    expect(readUploadGrant(token, secret)).toEqual({ valid: true, grant });
    const [payload, sig] = token.split('.');
    const other = Buffer.from(JSON.stringify([3, 7, grant.expiresAt])).toString('base64url');
    expect(readUploadGrant(`${other}.${sig}`, secret)).toEqual({ valid: false });
    expect(readUploadGrant(`${payload}.${sig}x`, secret)).toEqual({ valid: false });
    expect(readUploadGrant(token, new TextEncoder().encode('t'.repeat(32)))).toEqual({ valid: false });
    expect(readUploadGrant('garbage', secret)).toEqual({ valid: false });
  });
});

describe('local storage', () => {
  it('stores, reads back, never overwrites and refuses unsafe keys', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vakt-storage-'));
    try {
      const storage = new LocalStorage(join(dir, 'uploads'));
      await storage.put('abc.png', Buffer.from('one'));
      expect((await storage.get('abc.png'))?.toString()).toBe('one');
      expect(await storage.get('missing.png')).toBeUndefined();
      await expect(storage.put('abc.png', Buffer.from('two'))).rejects.toThrow();
      await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await storage.check();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('putFile links the file in whole (never over an object), and copies it from another folder too', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vakt-storage-'));
    try {
      const storage = new LocalStorage(join(dir, 'uploads'));
      const spooled = join(dir, 'spooled.part');
      await writeFile(spooled, 'document bytes');
      await storage.putFile('doc.pdf', spooled);
      expect((await storage.get('doc.pdf'))?.toString()).toBe('document bytes');
      await expect(storage.putFile('doc.pdf', spooled)).rejects.toThrow(/EEXIST/);
      await expect(storage.put('doc.pdf', Buffer.from('other'))).rejects.toThrow(/EEXIST/);
      expect((await storage.get('doc.pdf'))?.toString()).toBe('document bytes');
      await expect(storage.putFile('missing.pdf', join(dir, 'nothing.part'))).rejects.toThrow(/ENOENT/);
      expect(await storage.get('missing.pdf')).toBeUndefined();
      // Nothing half-written is left behind under a temporary name.
      expect((await readdir(join(dir, 'uploads'))).sort()).toEqual(['doc.pdf']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('deletes an object; deleting a missing key is no error; unsafe keys are refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vakt-storage-'));
    try {
      const storage = new LocalStorage(join(dir, 'uploads'));
      await storage.put('gone.pdf', Buffer.from('%PDF-'));
      await storage.delete('gone.pdf');
      expect(await storage.get('gone.pdf')).toBeUndefined();
      await storage.delete('gone.pdf');
      await storage.put('gone.pdf', Buffer.from('again'));
      expect((await storage.get('gone.pdf'))?.toString()).toBe('again');
      await expect(storage.delete('../escape.pdf')).rejects.toThrow('Invalid storage key');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
