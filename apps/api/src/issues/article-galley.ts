import type { ArticleFigureBody } from '@quire/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import { htmlGalleyFullText } from '../content/html-full-text';
import { figureKey, graphicHrefsOf } from '../content/jats/galley-files';
import { renderJatsFullText } from '../content/jats/jats-to-html';
import type { Database } from '../db/client';
import { articles, files } from '../db/schema';
import { queueRedeposit } from '../dois/doi-deposits';
import type { FileStorage } from '../files/storage';
import { conflict, HttpError, notFound } from '../http/errors';
import { copyGalley } from '../submissions/submission-publish';
import { type ArticleWritten, keepVersion, lockArticle } from './issue-articles';

/*
 * An entered article's galleys, uploaded by its editors with `POST files` and then set: a PDF
 * (copied to a public address of its own), its full text as JATS XML or as HTML — one full text,
 * the one set last replacing the other — and the images its JATS galley names. A galley set on
 * an article readers have seen keeps the record as it was as an earlier version.
 */

/** The bytes of a stored file. */
async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw conflict('The uploaded file is missing from storage; upload it again.');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** An uploaded file of `purpose`, or the refusal the caller's field names. */
async function uploadedFile(db: Database, fileId: number, purpose: string, what: string) {
  const [file] = await db
    .select({
      id: files.id,
      ownerId: files.ownerId,
      storageKey: files.storageKey,
      purpose: files.purpose,
      mimeType: files.mimeType,
      size: files.size,
      originalName: files.originalName,
    })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file) throw notFound('The file');
  if (file.purpose !== purpose) {
    const message = `Upload ${what} with the purpose "${purpose}" first.`;
    throw new HttpError(400, message, { fileId: [message] });
  }
  return file;
}

/**
 * `PUT admin/articles/:articleId/galley`: an uploaded `galley` file made the article's PDF, or
 * its full text — JATS XML with a body, or HTML (sanitised, see `html-full-text.ts`), which
 * replaces a JATS full text and is replaced by one. Anything else is refused with 422 and the
 * article keeps what it had.
 */
export async function setArticleGalley(
  db: Database,
  storage: FileStorage,
  user: SessionUser,
  articleId: number,
  fileId: number,
  versionNote?: string | null,
): Promise<ArticleWritten> {
  const file = await uploadedFile(db, fileId, 'galley', 'the galley');
  const before = await db.transaction((tx) => lockArticle(tx, articleId, null));
  if (file.mimeType === 'application/pdf') {
    const pdfPath = await copyGalley(storage, file, before.journalSlug, before.slug);
    await db.transaction(async (tx) => {
      await tx.insert(files).values({
        ownerId: null,
        purpose: 'galley',
        storageKey: pdfPath,
        originalName: `${before.slug}.pdf`,
        mimeType: 'application/pdf',
        size: file.size,
        isPublic: true,
      });
      await keepVersion(tx, articleId, user.id, versionNote);
      await tx
        .update(articles)
        .set({ pdfPath, updatedAt: new Date() })
        .where(eq(articles.id, articleId));
      await queueRedeposit(tx, articleId);
      await recordAudit(tx, {
        actorId: user.id,
        journalId: before.journalId,
        action: 'article.galley_set',
        subject: before.title,
        targetId: articleId,
        changes: { pdf: [before.pdfPath, pdfPath] },
      });
    });
    return { articleId, journalSlug: before.journalSlug };
  }
  const bytes = await readStored(storage, file.storageKey);
  const fullText =
    file.mimeType === 'text/html'
      ? { fullTextHtml: htmlGalleyFullText(bytes), fullTextJats: null }
      : { fullTextJats: jatsFullText(bytes), fullTextHtml: null };
  const format = fullText.fullTextHtml === null ? 'JATS XML' : 'HTML';
  await db.transaction(async (tx) => {
    await keepVersion(tx, articleId, user.id, versionNote);
    await tx
      .update(articles)
      .set({ ...fullText, updatedAt: new Date() })
      .where(eq(articles.id, articleId));
    await queueRedeposit(tx, articleId);
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'article.galley_set',
      subject: before.title,
      targetId: articleId,
      changes: { fullText: [null, `${format}: ${file.originalName}`] },
    });
  });
  return { articleId, journalSlug: before.journalSlug };
}

/** The XML of a JATS galley, or 422 when it is no JATS article with a body. */
function jatsFullText(bytes: Buffer): string {
  const xml = bytes.toString('utf8');
  if (renderJatsFullText(xml) === null) {
    const message =
      'This file is not a JATS article with a body: upload the article’s JATS XML (an <article> with its <body>).';
    throw new HttpError(422, message, { fileId: [message] });
  }
  return xml;
}

const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * `PUT admin/articles/:articleId/figures`: an uploaded `figure` image (the editor's own upload,
 * its type judged from its bytes when it was received) stored as the graphic `href` of the
 * article's JATS galley names, in the galley's public folder; it replaces an image stored for
 * the same graphic. The upload itself is removed once copied.
 */
export async function setArticleFigure(
  db: Database,
  storage: FileStorage,
  user: SessionUser,
  articleId: number,
  { href, fileId }: ArticleFigureBody,
): Promise<ArticleWritten> {
  const file = await uploadedFile(db, fileId, 'figure', 'the image');
  if (file.ownerId !== user.id) throw notFound('The file');
  const extension = IMAGE_EXTENSIONS[file.mimeType];
  if (!extension) {
    const message = 'Upload a PNG, JPEG, GIF or WebP image.';
    throw new HttpError(415, message, { fileId: [message] });
  }
  const [article] = await db
    .select({ jats: articles.fullTextJats })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!article) throw notFound('The article');
  if (!article.jats) {
    throw conflict(
      'This article has no JATS full text naming images: upload its JATS XML galley first.',
    );
  }
  const key = figureKey(articleId, href, extension);
  if (!graphicHrefsOf(article.jats).includes(href) || key === null) {
    const message = `The article’s JATS galley names no image “${href}”: choose one of the images it lists.`;
    throw new HttpError(422, message, { href: [message] });
  }
  await storage.put(key, (await storage.get(file.storageKey))?.stream ?? missingUpload());
  const written = await db.transaction(async (tx) => {
    const before = await lockArticle(tx, articleId, null);
    // Readers find an image by its key: the one stored before for this graphic gives way.
    await tx.delete(files).where(and(eq(files.storageKey, key), ne(files.id, file.id)));
    await tx.insert(files).values({
      ownerId: null,
      purpose: 'figure',
      storageKey: key,
      originalName: key.slice(key.lastIndexOf('/') + 1),
      mimeType: file.mimeType,
      size: file.size,
      isPublic: true,
    });
    await tx.delete(files).where(eq(files.id, file.id));
    await tx.update(articles).set({ updatedAt: new Date() }).where(eq(articles.id, articleId));
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'article.figure_set',
      subject: before.title,
      targetId: articleId,
      changes: { figure: [null, href] },
    });
    return { articleId, journalSlug: before.journalSlug };
  });
  await storage.delete(file.storageKey).catch(() => undefined);
  return written;
}

function missingUpload(): never {
  throw conflict('The uploaded image is missing from storage; upload it again.');
}
