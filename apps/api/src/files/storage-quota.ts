import { eq, sql } from 'drizzle-orm';
import { hasBackOffice } from '../access/access';
import type { SessionUser } from '../auth/session';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { HttpError } from '../http/errors';
import { formatByteLimit } from './format-byte-limit';
import type { UploadAllowance } from './receive-upload';

/** The class of the per-account advisory lock under which an upload is checked and recorded. */
const QUOTA_LOCK_CLASS = 7_253_120;

type NewFile = typeof files.$inferInsert & { ownerId: number; size: number };
type FileRow = typeof files.$inferSelect;

/**
 * The bytes of uploads `user` may keep, or null when nothing holds them: no quota configured
 * (`UPLOAD_QUOTA_BYTES=0`), or a journal's manager, editor or section editor, or a site
 * administrator. They upload for their journal, not for themselves — covers, logos, an issue's
 * files — so a quota sized for one author's manuscripts would stop a journal's work, and the
 * accounts a site trusts with its journals are trusted with its disk. They are still held to the
 * upload rate limit.
 */
export function storageQuotaOf(
  user: Pick<SessionUser, 'role' | 'journals'>,
  config: Pick<Config, 'uploadQuotaBytes'>,
): number | null {
  if (config.uploadQuotaBytes === 0 || hasBackOffice(user)) return null;
  return config.uploadQuotaBytes;
}

/**
 * The quota that holds `user`'s next upload (null: none) and, with one, what is left of it:
 * refused at once (413) when nothing is, before a byte of the body is read.
 */
export async function uploadAllowance(
  db: Database,
  user: Pick<SessionUser, 'id' | 'role' | 'journals'>,
  config: Pick<Config, 'uploadQuotaBytes'>,
): Promise<{ quota: number | null; allowance: UploadAllowance | undefined }> {
  const quota = storageQuotaOf(user, config);
  if (quota === null) return { quota, allowance: undefined };
  const used = await storageUsed(db, user.id);
  if (used >= quota) throw overStorageQuota(quota, used);
  return {
    quota,
    allowance: { bytesLeft: quota - used, refusal: () => overStorageQuota(quota, used) },
  };
}

/**
 * The 413 of an upload past the account's quota. 413 Content Too Large, because the request's
 * content is larger than the server will take from this account now (RFC 9110 §15.5.14), and
 * deleting files makes room; not 507 Insufficient Storage, which blames the server and which
 * clients and monitoring count as a server failure; not 403, since the account may upload, only
 * not this much. No `Retry-After`: waiting frees nothing.
 */
export function overStorageQuota(quotaBytes: number, usedBytes: number): HttpError {
  return new HttpError(
    413,
    `This file would take you past your storage allowance of ${formatByteLimit(quotaBytes)} (you have used ${formatByteLimit(usedBytes)}). Delete files you no longer need, or ask an administrator.`,
  );
}

/**
 * The bytes of the files `ownerId` has uploaded and keeps (read through `files_owner_idx`).
 * Files move out of the count when they are deleted, whatever deletes them (the owner, a
 * submission's or a chat message's removal).
 */
export async function storageUsed(db: Database, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql`coalesce(sum(${files.size}), 0)`.mapWith(Number) })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return row?.used ?? 0;
}

/**
 * Records an upload's row; with a quota, only if the owner's files and this one fit in it, else
 * a 413 (`overStorageQuota`) and no row. The check and the insert run under a per-account
 * advisory lock, so two uploads racing on any nodes cannot both take the last of the allowance.
 */
export async function insertWithinQuota(
  db: Database,
  file: NewFile,
  quotaBytes: number | null,
): Promise<FileRow> {
  if (quotaBytes === null) {
    const [row] = await db.insert(files).values(file).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}, ${file.ownerId})`);
    // A statement after the lock: its snapshot sees every upload committed before it was granted.
    const used = await storageUsed(tx, file.ownerId);
    if (used + file.size > quotaBytes) throw overStorageQuota(quotaBytes, used);
    const [row] = await tx.insert(files).values(file).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}
