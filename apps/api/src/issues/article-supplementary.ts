import { randomBytes } from 'node:crypto';
import {
  type AddSupplementaryFileBody,
  SUPPLEMENTARY_FILES_MAX,
  type SupplementaryFile,
  type SupplementaryFilesBody,
} from '@quire/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import { publicFileUrl } from '../content/public-url';
import type { Database } from '../db/client';
import { articleSupplementaryFiles, files } from '../db/schema';
import { fileExtension } from '../files/clean-file-name';
import type { FileStorage } from '../files/storage';
import { conflict, HttpError, notFound } from '../http/errors';
import { type ArticleWritten, keepVersion, lockArticle, type Transaction } from './issue-articles';

/*
 * A published article's supplementary files (data, code, extra figures), managed by its editors:
 * added from an upload (purpose `article-supplementary`, copied to a public address of its own
 * under `galleys/`), relabelled, reordered and removed. On an article readers have seen, each
 * change but a new order keeps the record as it was as an earlier version, and a removed file
 * stays stored: the earlier version still names it.
 */

/** The article's supplementary files in the order readers see them. */
export async function listSupplementaryFiles(
  db: Database | Transaction,
  backendUrl: string,
  articleId: number,
): Promise<SupplementaryFile[]> {
  const rows = await db
    .select({
      id: articleSupplementaryFiles.id,
      label: articleSupplementaryFiles.label,
      dataType: articleSupplementaryFiles.dataType,
      name: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
      key: files.storageKey,
    })
    .from(articleSupplementaryFiles)
    .innerJoin(files, eq(files.id, articleSupplementaryFiles.fileId))
    .where(eq(articleSupplementaryFiles.articleId, articleId))
    .orderBy(asc(articleSupplementaryFiles.position), asc(articleSupplementaryFiles.id));
  return rows.map(({ key, ...file }) => ({ ...file, url: publicFileUrl(backendUrl, key) ?? '' }));
}

/**
 * `POST admin/articles/:articleId/supplementary-files`: the editor's own upload published with
 * the article, last in its list. The upload itself is removed once copied.
 */
export async function addSupplementaryFile(
  db: Database,
  storage: FileStorage,
  user: SessionUser,
  articleId: number,
  body: AddSupplementaryFileBody,
): Promise<ArticleWritten> {
  const [upload] = await db.select().from(files).where(eq(files.id, body.fileId));
  if (!upload || upload.ownerId !== user.id) throw notFound('The file');
  if (upload.purpose !== 'article-supplementary') {
    const message = 'Upload the file with the purpose "article-supplementary" first.';
    throw new HttpError(400, message, { fileId: [message] });
  }
  const target = await db.transaction((tx) => lockArticle(tx, articleId, null));
  const key = `galleys/${target.journalSlug}/${target.slug}-supplementary-${randomBytes(4).toString('hex')}.${fileExtension(upload.originalName)}`;
  const stored = await storage.get(upload.storageKey);
  if (!stored) throw conflict('The uploaded file is missing from storage; upload it again.');
  await storage.put(key, stored.stream);
  try {
    const written = await db.transaction(async (tx) => {
      const before = await lockArticle(tx, articleId, null);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(articleSupplementaryFiles)
        .where(eq(articleSupplementaryFiles.articleId, articleId));
      if ((count?.n ?? 0) >= SUPPLEMENTARY_FILES_MAX) {
        const message = `An article lists at most ${SUPPLEMENTARY_FILES_MAX} supplementary files: remove one first, or put several in a ZIP archive.`;
        throw new HttpError(409, message, { fileId: [message] });
      }
      await keepVersion(tx, articleId, user.id, body.versionNote);
      const [published] = await tx
        .insert(files)
        .values({
          ownerId: null,
          purpose: 'article-supplementary',
          storageKey: key,
          originalName: upload.originalName,
          mimeType: upload.mimeType,
          size: upload.size,
          isPublic: true,
        })
        .returning({ id: files.id });
      await tx.insert(articleSupplementaryFiles).values({
        articleId,
        fileId: published?.id ?? 0,
        label: body.label,
        dataType: body.dataType,
        position: sql`(select coalesce(max(s.position) + 1, 0) from article_supplementary_files s where s.article_id = ${articleId})`,
      });
      await tx.delete(files).where(eq(files.id, upload.id));
      await recordAudit(tx, {
        actorId: user.id,
        journalId: before.journalId,
        action: 'article.supplementary_changed',
        subject: before.title,
        targetId: articleId,
        changes: { added: [null, `${body.label} (${upload.originalName})`] },
      });
      return { articleId, journalSlug: before.journalSlug };
    });
    await storage.delete(upload.storageKey).catch(() => undefined);
    return written;
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/**
 * `PUT admin/articles/:articleId/supplementary-files`: the list as the editor arranged it — its
 * order, labels and data types. It must name exactly the article's files (409 when one was added
 * or removed meanwhile). Only a change readers can read (a label, a type) keeps a version.
 */
export async function saveSupplementaryFiles(
  db: Database,
  user: SessionUser,
  articleId: number,
  body: SupplementaryFilesBody,
): Promise<ArticleWritten> {
  return db.transaction(async (tx) => {
    const before = await lockArticle(tx, articleId, null);
    const current = await tx
      .select({
        id: articleSupplementaryFiles.id,
        label: articleSupplementaryFiles.label,
        dataType: articleSupplementaryFiles.dataType,
      })
      .from(articleSupplementaryFiles)
      .where(eq(articleSupplementaryFiles.articleId, articleId));
    const sent = body.files.map((file) => file.id);
    const same =
      sent.length === current.length &&
      new Set(sent).size === sent.length &&
      current.every((file) => sent.includes(file.id));
    if (!same) {
      throw conflict(
        'The article’s supplementary files changed since you opened the page. Reload it, then make your changes again.',
      );
    }
    const relabelled = body.files.filter((file) => {
      const was = current.find((row) => row.id === file.id);
      return was?.label !== file.label || was?.dataType !== file.dataType;
    });
    if (relabelled.length > 0) await keepVersion(tx, articleId, user.id, body.versionNote);
    for (const [position, file] of body.files.entries()) {
      await tx
        .update(articleSupplementaryFiles)
        .set({ label: file.label, dataType: file.dataType, position })
        .where(
          and(
            eq(articleSupplementaryFiles.id, file.id),
            eq(articleSupplementaryFiles.articleId, articleId),
          ),
        );
    }
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'article.supplementary_changed',
      subject: before.title,
      targetId: articleId,
      changes: Object.fromEntries(
        relabelled.map((file) => [
          `file ${file.id}`,
          [current.find((row) => row.id === file.id)?.label ?? null, file.label],
        ]),
      ),
    });
    return { articleId, journalSlug: before.journalSlug };
  });
}

/**
 * `DELETE admin/articles/:articleId/supplementary-files/:fileId`: the file leaves the article's
 * list. One readers have seen stays stored for the earlier version that lists it; any other is
 * deleted with its bytes.
 */
export async function removeSupplementaryFile(
  db: Database,
  storage: FileStorage,
  user: SessionUser,
  articleId: number,
  supplementaryId: number,
  versionNote?: string | null,
): Promise<ArticleWritten> {
  const { written, deletedKey } = await db.transaction(async (tx) => {
    const before = await lockArticle(tx, articleId, null);
    const [row] = await tx
      .select({
        fileId: articleSupplementaryFiles.fileId,
        label: articleSupplementaryFiles.label,
        key: files.storageKey,
      })
      .from(articleSupplementaryFiles)
      .innerJoin(files, eq(files.id, articleSupplementaryFiles.fileId))
      .where(
        and(
          eq(articleSupplementaryFiles.id, supplementaryId),
          eq(articleSupplementaryFiles.articleId, articleId),
        ),
      );
    if (!row) throw notFound('The supplementary file');
    await keepVersion(tx, articleId, user.id, versionNote);
    await tx
      .delete(articleSupplementaryFiles)
      .where(eq(articleSupplementaryFiles.id, supplementaryId));
    // An earlier version names it when readers saw it: then it stays where they found it.
    const [kept] = await tx
      .select({ one: sql`1` })
      .from(sql`article_versions v`)
      .where(
        sql`v.article_id = ${articleId} and v.snapshot->'supplementaryFiles' @> ${JSON.stringify([{ key: row.key }])}::jsonb`,
      )
      .limit(1);
    if (!kept) await tx.delete(files).where(eq(files.id, row.fileId));
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'article.supplementary_changed',
      subject: before.title,
      targetId: articleId,
      changes: { removed: [row.label, null] },
    });
    return {
      written: { articleId, journalSlug: before.journalSlug },
      deletedKey: kept ? null : row.key,
    };
  });
  if (deletedKey) await storage.delete(deletedKey).catch(() => undefined);
  return written;
}
