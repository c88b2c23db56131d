import { randomUUID } from 'node:crypto';

/**
 * Top-level folders of storage keys that are publicly addressable as `backendUrl/{key}`
 * (a key *is* the public path). Only rows marked public in `files` are served from them:
 * - `uploads/` — user uploads (`uploads/2026/11/<uuid>.<ext>`); avatars and covers are public.
 * - `galleys/` — article PDF galleys (`galleys/<journal>/<article>.pdf`), written by the seed,
 *   and the files a JATS galley names by relative path, such as its figures
 *   (`galleys/articles/<article id>/<path>`, see `content/jats/galley-files.ts`).
 * - `covers/` — journal and issue covers written by the seed or by administrators.
 * - `static/` — site assets named by settings, such as the `default_avatar` image.
 */
export const PUBLIC_KEY_PREFIXES = ['uploads', 'galleys', 'covers', 'static'] as const;

const MAX_KEY_LENGTH = 300;
// Segments start with a letter or digit (so never `.`, `..` or a hidden file) and use a
// conservative alphabet: no backslashes, no `%`, no control characters, no drive letters.
const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);

/** Whether a storage key is well-formed: relative, `/`-separated, no traversal, no odd characters. */
export function isValidStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..');
}

/**
 * A fresh server-generated key for an upload: `uploads/<yyyy>/<mm>/<uuid>.<extension>`.
 * @example newUploadKey('pdf', new Date('2026-11-05')) // 'uploads/2026/11/3f9c….pdf'
 */
export function newUploadKey(extension: string, now: Date = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `uploads/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}
