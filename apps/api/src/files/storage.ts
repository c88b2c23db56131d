import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidStorageKey } from './storage-key';

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded and generated files live, addressed by server-generated keys such as
 * `uploads/2026/11/<uuid>.pdf`. Local disk by default; a shared volume or object storage
 * can implement the same four calls when the API runs on several nodes.
 */
export interface FileStorage {
  /** Writes the whole content under `key`; a failed write leaves nothing behind. */
  put(key: string, content: Readable | Buffer): Promise<void>;
  /** Opens the file, or null when nothing is stored under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Thrown for a key that is malformed or would resolve outside the storage root. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';

  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** `FileStorage` on the local file system, rooted at one folder (`<dataDir>/files`). */
export class LocalDiskStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /**
   * The absolute path of a key. Keys are server-generated, but a key that would leave the
   * root is refused anyway (defence in depth against a bug or a tampered database row).
   */
  resolve(key: string): string {
    if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
    const resolved = path.resolve(this.root, ...key.split('/'));
    if (!resolved.startsWith(this.root + path.sep)) throw new InvalidStorageKeyError(key);
    return resolved;
  }

  async put(key: string, content: Readable | Buffer): Promise<void> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename: readers never see a half-written file, and a write
    // that fails (client gone, size limit hit) only has a temporary file to remove.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
      await pipeline(source, createWriteStream(temporary, { flags: 'wx', mode: 0o640 }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const target = this.resolve(key);
    // O_NOFOLLOW: a symbolic link planted inside the root is not followed out of it.
    const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);
    const handle = await open(target, flags).catch((error: unknown) => {
      if (isMissing(error) || (error as { code?: unknown }).code === 'ELOOP') return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: info.size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
