import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, LocalDiskStorage } from './storage';

describe('LocalDiskStorage', () => {
  let base: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    base = await mkdtemp(path.join(os.tmpdir(), 'quire-storage-test-'));
    storage = new LocalDiskStorage(path.join(base, 'files'));
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  describe('put and get', () => {
    it('stores a buffer and reads it back with its size', async () => {
      await storage.put('uploads/2026/11/a.txt', Buffer.from('hello'));
      const stored = await storage.get('uploads/2026/11/a.txt');
      expect(stored?.size).toBe(5);
      expect(await text(stored?.stream ?? Readable.from([]))).toBe('hello');
    });

    it('stores a stream', async () => {
      await storage.put('uploads/b.txt', Readable.from([Buffer.from('one '), Buffer.from('two')]));
      const stored = await storage.get('uploads/b.txt');
      expect(await text(stored?.stream ?? Readable.from([]))).toBe('one two');
    });

    it('leaves nothing behind when the stream fails', async () => {
      const failing = new Readable({
        read() {
          this.push(Buffer.from('partial'));
          this.destroy(new Error('client went away'));
        },
      });
      await expect(storage.put('uploads/c.txt', failing)).rejects.toThrow('client went away');
      expect(await readdir(path.join(base, 'files', 'uploads'))).toEqual([]);
    });

    it('answers null for a missing key', async () => {
      expect(await storage.get('uploads/missing.pdf')).toBeNull();
    });

    it('does not follow a symbolic link out of the root', async () => {
      await writeFile(path.join(base, 'secret.txt'), 'secret');
      await mkdir(path.join(base, 'files', 'uploads'), { recursive: true });
      await symlink(path.join(base, 'secret.txt'), path.join(base, 'files', 'uploads', 'link.txt'));
      expect(await storage.get('uploads/link.txt')).toBeNull();
    });
  });

  describe('delete and exists', () => {
    it('deletes a stored file', async () => {
      await storage.put('uploads/d.txt', Buffer.from('x'));
      await storage.delete('uploads/d.txt');
      expect(await storage.exists('uploads/d.txt')).toBe(false);
    });

    it('deletes a missing file without error', async () => {
      await expect(storage.delete('uploads/none.txt')).resolves.toBeUndefined();
    });

    it('reports a stored file as existing', async () => {
      await storage.put('galleys/j/a.pdf', Buffer.from('%PDF-'));
      expect(await storage.exists('galleys/j/a.pdf')).toBe(true);
    });
  });

  describe('keys outside the root', () => {
    it.each([
      '../outside.txt',
      'uploads/../../outside.txt',
      '/etc/passwd',
      'uploads\\..\\..\\outside.txt',
      'C:/Windows/win.ini',
      'uploads/./a.txt',
      'uploads//a.txt',
      '.hidden',
      '',
      'uploads/a\0.txt',
      'uploads/%2e%2e/a.txt',
    ])('refuses %j', async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidStorageKeyError);
    });

    it('wrote nothing anywhere for a refused key', async () => {
      await storage.put('../outside.txt', Buffer.from('x')).catch(() => undefined);
      expect(await readdir(base)).toEqual([]);
    });
  });
});
