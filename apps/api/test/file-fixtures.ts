import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { generateToken, hashToken } from '../src/auth/tokens';
import { sessions, users } from '../src/db/schema';
import type { LocalDiskStorage } from '../src/files/storage';
import type { AnyTestApp } from './test-app';

/** A valid 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal well-formed one-page PDF. */
export const TINY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 72 72]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

/** The start of a Windows executable: `MZ` header, DOS stub text and a PE signature. */
export const WINDOWS_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(52),
  Buffer.from([0x40, 0, 0, 0]), // e_lfanew → 64
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.'),
]);

/** The start of a Linux ELF binary. */
export const ELF_BINARY = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(56),
]);

/** A shell script: valid UTF-8 text, but runnable. */
export const SHELL_SCRIPT = Buffer.from('#!/bin/sh\nrm -rf "$HOME"\n');

/** A small TeX source. */
export const TEX_SOURCE = Buffer.from(
  '\\documentclass{article}\n\\begin{document}\nQuire — naïve café, 論文.\n\\end{document}\n',
);

/** A ZIP archive of stored (uncompressed) entries, in order — enough for type detection. */
export function makeZip(entries: readonly { name: string; content: string | Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const content = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, content);
    centrals.push(central, name);
    offset += local.length + name.length + content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document (a ZIP with `word/document.xml`). */
export const DOCX = makeZip([
  { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
  { name: '_rels/.rels', content: '<?xml version="1.0"?><Relationships/>' },
  { name: 'word/document.xml', content: '<?xml version="1.0"?><w:document/>' },
]);

/** A minimal OpenDocument text (first entry `mimetype`, stored). */
export const ODT = makeZip([
  { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text' },
  { name: 'content.xml', content: '<?xml version="1.0"?><office:document-content/>' },
]);

/** One part of a multipart form: a field, or a file with its (raw) Content-Disposition filename. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string; encodedName?: string };

/**
 * A `multipart/form-data` body built by hand, so tests control names byte for byte.
 * `encodedName` sends the name as RFC 5987 `filename*` (how control characters can arrive).
 */
export function multipartForm(parts: readonly FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----quire${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('content' in part) {
      head += part.encodedName
        ? `; filename*=UTF-8''${part.encodedName}`
        : `; filename="${part.filename}"`;
      head += `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push('content' in part ? part.content : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The usual upload form: `purpose`, then `file`. */
export function uploadForm(purpose: string, filename: string, content: Buffer) {
  return multipartForm([
    { name: 'purpose', value: purpose },
    { name: 'file', filename, content },
  ]);
}

let accounts = 0;

/**
 * Creates a user with a live session straight in the database (no auth routes involved) and
 * returns its id and `Authorization` header.
 */
export async function signedInUser(
  testApp: AnyTestApp,
  role: 'author' | 'admin' = 'author',
): Promise<{ id: number; headers: Record<string, string> }> {
  const { db } = testApp.context;
  accounts += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `files-${role}-${accounts}-${randomBytes(3).toString('hex')}@quire.test`,
      name: `File ${role} ${accounts}`,
      role,
      passwordHash: 'not-used-by-these-tests',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  const token = generateToken();
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return { id: user.id, headers: { authorization: `Bearer ${token}` } };
}

/** Every file under the storage root (relative paths), to prove nothing was left behind. */
export async function storedFiles(testApp: AnyTestApp): Promise<string[]> {
  const root = (testApp.context.storage as LocalDiskStorage).root;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
