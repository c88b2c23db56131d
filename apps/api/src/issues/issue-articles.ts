import {
  type ArticleUpdateBody,
  type CreateArticleBody,
  type EditableArticle,
  LICENSE_OPTIONS,
  licenseByUrl,
} from '@quire/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import { galleyFigures } from '../content/jats/galley-files';
import { publicFileUrl } from '../content/public-url';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import {
  articleSupplementaryFiles,
  articles,
  articleVersions,
  files,
  issues,
  journals,
  sections,
  submissions,
  volumes,
} from '../db/schema';
import { queueDeposit, queueRedeposit } from '../dois/doi-deposits';
import {
  assertDoiFree,
  assertRegisteredDoiKept,
  isDoiTaken,
  mintIssueDois,
} from '../dois/doi-minting';
import { conflict, HttpError, notFound } from '../http/errors';
import { freeArticleSlug } from '../submissions/submission-publish';
import { listSupplementaryFiles } from './article-supplementary';
import { issueStateSql } from './issue-records';

/*
 * Articles the editors enter themselves: a back issue's articles moved to Quire, invited pieces,
 * editorials. Made in an issue (last in its contents, dated with it), their metadata corrected,
 * and deleted while their issue is not public. Their galleys are `article-galley.ts`, their
 * supplementary files `article-supplementary.ts`. Access (the journal's editors and managers) is checked by the routes.
 */

/** What an article write changed, for the routes' purges. */
export interface ArticleWritten {
  articleId: number;
  journalSlug: string;
}

function licenseOf(id: string) {
  const option = LICENSE_OPTIONS.find((entry) => entry.id === id);
  if (!option) throw new HttpError(400, 'Choose one of the licences offered.', { license: [] });
  return option;
}

function storedAuthors(body: CreateArticleBody) {
  return body.authors.map((author, index) => ({
    name: author.name,
    affiliation: author.affiliation ?? undefined,
    orcid: author.orcid ?? undefined,
    email: author.email ?? undefined,
    // The first author is the one to write to unless the record says otherwise.
    corresponding: index === 0,
  }));
}

/** 400 naming `sectionId` unless the section is one of the journal's. */
async function assertJournalSection(db: Database, journalId: number, sectionId: number | null) {
  if (sectionId === null) return;
  const [section] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.journalId, journalId)));
  if (!section) {
    const message = 'Choose one of the journal’s sections.';
    throw new HttpError(400, message, { sectionId: [message] });
  }
}

/** The issue an article is added to: its journal, and the date its articles carry. */
export async function articleIssue(db: Database, issueId: number) {
  const [issue] = await db
    .select({
      journalId: issues.journalId,
      journalSlug: journals.slug,
      publishedAt: issues.publishedAt,
    })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .where(eq(issues.id, issueId));
  if (!issue) throw notFound('The issue');
  return issue;
}

/**
 * `POST admin/issues/:issueId/articles`: a new article of the issue, last in its contents. It is
 * dated with the issue (readers see it when they see the issue; a draft issue's articles wait
 * with it, and publishing the issue dates them again).
 */
export async function createIssueArticle(
  db: Database,
  user: SessionUser,
  issueId: number,
  body: CreateArticleBody,
): Promise<ArticleWritten> {
  const issue = await articleIssue(db, issueId);
  await assertJournalSection(db, issue.journalId, body.sectionId);
  await assertDoiFree(db, body.doi, null);
  const license = licenseOf(body.license);
  const slug = await freeArticleSlug(db, issue.journalId, body.title);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(articles)
        .values({
          journalId: issue.journalId,
          issueId,
          sectionId: body.sectionId,
          slug,
          title: body.title,
          abstract: body.abstract ?? '',
          authors: storedAuthors(body),
          keywords: body.keywords,
          type: body.type,
          language: body.language,
          doi: body.doi ?? null,
          pages: body.pages ?? null,
          license: license.name,
          licenseUrl: license.url,
          receivedAt: body.receivedAt,
          acceptedAt: body.acceptedAt,
          // An issue being prepared has no date yet: publishing it dates its articles.
          publishedAt: issue.publishedAt ?? new Date(),
          position: sql`(select coalesce(max(a.position) + 1, 0) from articles a where a.issue_id = ${issueId})`,
        })
        .returning({ id: articles.id });
      if (!created) throw new Error('The article was not created');
      if (issue.publishedAt) {
        // Added to an issue already published (or scheduled): it gets its DOI as the others did.
        await mintIssueDois(tx, issueId);
        await queueDeposit(
          tx,
          issue.journalId,
          { kind: 'article', id: created.id },
          {
            at: issue.publishedAt > new Date() ? issue.publishedAt : new Date(),
            whenAccount: true,
          },
        );
      }
      await recordAudit(tx, {
        actorId: user.id,
        journalId: issue.journalId,
        action: 'article.created',
        subject: body.title,
        targetId: created.id,
      });
      return { articleId: created.id, journalSlug: issue.journalSlug };
    });
  } catch (error) {
    if (isDoiTaken(error)) throw conflict('Another item took this DOI meanwhile; save again.');
    if (isUniqueViolation(error)) throw conflict('Another article took this address; save again.');
    throw error;
  }
}

/** A transaction of the database, as writes pass it around. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether readers see the article: it and its issue are published (a withdrawn issue's too). */
const articleIsPublic = sql<boolean>`(${articles.publishedAt} <= now() and (${articles.issueId} is null or ${issues.publishedAt} <= now()))`;

/**
 * Before a correction of an article readers have seen: its record as it was, kept as its next
 * earlier version with the editors' note on what the correction changes. Nothing is kept for an
 * article readers have not seen (a draft issue's, a scheduled one's).
 */
export async function keepVersion(
  tx: Transaction,
  articleId: number,
  userId: number,
  note: string | null | undefined,
): Promise<void> {
  const [row] = await tx
    .select({ article: articles, isPublic: articleIsPublic })
    .from(articles)
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(eq(articles.id, articleId));
  if (!row?.isPublic) return;
  const { article } = row;
  const supplementary = await tx
    .select({
      label: articleSupplementaryFiles.label,
      dataType: articleSupplementaryFiles.dataType,
      name: files.originalName,
      key: files.storageKey,
    })
    .from(articleSupplementaryFiles)
    .innerJoin(files, eq(files.id, articleSupplementaryFiles.fileId))
    .where(eq(articleSupplementaryFiles.articleId, articleId))
    .orderBy(asc(articleSupplementaryFiles.position), asc(articleSupplementaryFiles.id));
  await tx.insert(articleVersions).values({
    articleId,
    number: sql`(select coalesce(max(v.number), 0) + 1 from article_versions v where v.article_id = ${articleId})`,
    snapshot: {
      title: article.title,
      abstract: article.abstract,
      authors: article.authors,
      keywords: article.keywords,
      doi: article.doi,
      pages: article.pages,
      license: article.license,
      pdfPath: article.pdfPath,
      hadFullText: article.fullTextJats !== null || article.fullTextHtml !== null,
      supplementaryFiles: supplementary,
    },
    note: note ?? null,
    replacedBy: userId,
  });
}

/** The journal of an article (for the routes' access check); 404 when there is none. */
export async function articleJournal(db: Database, articleId: number): Promise<number> {
  const [row] = await db
    .select({ journalId: articles.journalId })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) throw notFound('The article');
  return row.journalId;
}

/** `GET admin/articles/:articleId`: the article as its editors edit it. */
export async function readEditableArticle(
  db: Database,
  backendUrl: string,
  articleId: number,
): Promise<EditableArticle> {
  const [row] = await db
    .select({
      article: articles,
      journalSlug: journals.slug,
      journalTitle: journals.title,
      issueNumber: issues.number,
      issueYear: issues.year,
      volume: volumes.number,
      issueState: issueStateSql,
      isPublic: articleIsPublic,
      fromSubmission: sql<boolean>`exists (select 1 from ${submissions} s where s.article_id = ${articles.id})`,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(eq(articles.id, articleId));
  if (!row) throw notFound('The article');
  const { article } = row;
  const journalSections = await db
    .select({ id: sections.id, title: sections.title })
    .from(sections)
    .where(eq(sections.journalId, article.journalId))
    .orderBy(asc(sections.position), asc(sections.id));
  const [figures, supplementaryFiles] = await Promise.all([
    galleyFigures(db, backendUrl, articleId, article.fullTextJats),
    listSupplementaryFiles(db, backendUrl, articleId),
  ]);
  return {
    id: article.id,
    slug: article.slug,
    issue: {
      id: article.issueId ?? 0,
      label: `Vol. ${row.volume} No. ${row.issueNumber} (${row.issueYear})`,
      state: row.issueState,
    },
    journal: { id: article.journalId, slug: row.journalSlug, title: row.journalTitle },
    title: article.title,
    abstract: article.abstract,
    authors: article.authors.map((author) => ({
      name: author.name,
      affiliation: author.affiliation ?? null,
      orcid: author.orcid ?? null,
      email: author.email ?? null,
    })),
    keywords: article.keywords,
    type: article.type,
    language: article.language,
    sectionId: article.sectionId,
    pages: article.pages,
    doi: article.doi,
    license: licenseByUrl(article.licenseUrl)?.id ?? null,
    receivedAt: article.receivedAt,
    acceptedAt: article.acceptedAt,
    fromSubmission: Boolean(row.fromSubmission),
    galleys: {
      pdfUrl: publicFileUrl(backendUrl, article.pdfPath),
      fullText: article.fullTextJats !== null || article.fullTextHtml !== null,
      fullTextFormat: article.fullTextJats ? 'jats' : article.fullTextHtml ? 'html' : null,
      figures,
    },
    supplementaryFiles,
    sections: journalSections,
    version: article.updatedAt.getTime(),
    isPublic: Boolean(row.isPublic),
  };
}

/** The article as a write reads it (locked), checked against the version the editor read. */
export async function lockArticle(tx: Transaction, articleId: number, version: number | null) {
  const [row] = await tx
    .select({
      journalId: articles.journalId,
      journalSlug: journals.slug,
      title: articles.title,
      slug: articles.slug,
      pdfPath: articles.pdfPath,
      issueState: issueStateSql,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .innerJoin(issues, eq(issues.id, articles.issueId))
    .where(eq(articles.id, articleId))
    .for('update', { of: articles });
  if (!row) throw notFound('The article');
  if (version !== null && row.updatedAt.getTime() !== version) {
    const message =
      'Someone saved this article after you opened it. Reload to see their changes, then make yours again.';
    throw new HttpError(409, message, { version: [message] });
  }
  return row;
}

/** `PUT admin/articles/:articleId`: its metadata, from the version read. */
export async function updateIssueArticle(
  db: Database,
  user: SessionUser,
  articleId: number,
  body: ArticleUpdateBody,
): Promise<ArticleWritten> {
  const journalId = await articleJournal(db, articleId);
  await assertJournalSection(db, journalId, body.sectionId);
  await assertDoiFree(db, body.doi, articleId);
  const license = licenseOf(body.license);
  return db.transaction(async (tx) => {
    const before = await lockArticle(tx, articleId, body.version);
    await assertRegisteredDoiKept(tx, articleId, body.doi);
    await keepVersion(tx, articleId, user.id, body.versionNote);
    await tx
      .update(articles)
      .set({
        title: body.title,
        abstract: body.abstract ?? '',
        authors: storedAuthors(body),
        keywords: body.keywords,
        type: body.type,
        language: body.language,
        sectionId: body.sectionId,
        doi: body.doi ?? null,
        pages: body.pages ?? null,
        license: license.name,
        licenseUrl: license.url,
        receivedAt: body.receivedAt,
        acceptedAt: body.acceptedAt,
        updatedAt: new Date(),
      })
      .where(eq(articles.id, articleId));
    await queueRedeposit(tx, articleId);
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'article.updated',
      subject: body.title,
      targetId: articleId,
      changes: before.title === body.title ? {} : { title: [before.title, body.title] },
    });
    return { articleId, journalSlug: before.journalSlug };
  });
}

/**
 * `DELETE admin/articles/:articleId`: an article readers have not seen (its issue is a draft or
 * scheduled). A published one stays in the record: correct it instead.
 */
export async function deleteIssueArticle(
  db: Database,
  user: SessionUser,
  articleId: number,
): Promise<ArticleWritten> {
  return db.transaction(async (tx) => {
    const before = await lockArticle(tx, articleId, null);
    if (before.issueState === 'published' || before.issueState === 'withdrawn') {
      const message =
        'Readers have seen this article: it stays in the record. Correct its metadata instead.';
      throw new HttpError(409, message, { article: [message] });
    }
    const [submission] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(eq(submissions.articleId, articleId));
    if (submission) {
      const message = 'This article came from a submission: its record is the submission’s.';
      throw new HttpError(409, message, { article: [message] });
    }
    await tx.delete(articles).where(eq(articles.id, articleId));
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'article.deleted',
      subject: before.title,
      targetId: articleId,
    });
    return { articleId, journalSlug: before.journalSlug };
  });
}
