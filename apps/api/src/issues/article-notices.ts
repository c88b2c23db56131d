import {
  type ArticleNotice,
  type CreateNoticeBody,
  NOTICE_TYPE_LABELS,
  type NoticeType,
} from '@quire/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { type ArticleAuthorRecord, articleNotices, articles, issues, journals } from '../db/schema';
import { queueDeposit } from '../dois/doi-deposits';
import { isDoiTaken, mintNoticeDoi } from '../dois/doi-minting';
import { conflict, HttpError, notFound } from '../http/errors';

/*
 * Notices on published articles (corrections, retractions, expressions of concern, addenda):
 * published by the article's editors at once, read by everyone once the article is public. A
 * notice is its own item (its page, its date, its DOI) and names the article it updates; the
 * article's answer lists its notices (see `article-query.ts`). Access is checked by the routes.
 */

/** Whether readers see the article: it and its issue are published (a withdrawn issue's too). */
const articleIsPublic = sql<boolean>`(${articles.publishedAt} <= now() and (${articles.issueId} is null or ${issues.publishedAt} <= now()))`;

/** What publishing a notice changed, for the route's purges. */
export interface NoticePublished {
  notice: ArticleNotice;
  journalSlug: string;
}

interface NoticeRow {
  id: number;
  type: NoticeType;
  text: string;
  date: string;
  doi: string | null;
  createdAt: Date;
  articleId: number;
  articleSlug: string;
  articleTitle: string;
  articleAuthors: ArticleAuthorRecord[];
  articleDoi: string | null;
  articlePublishedAt: Date | null;
  journalSlug: string;
  journalTitle: string;
}

const noticeFields = {
  id: articleNotices.id,
  type: articleNotices.type,
  text: articleNotices.text,
  date: articleNotices.date,
  doi: articleNotices.doi,
  createdAt: articleNotices.createdAt,
  articleId: articles.id,
  articleSlug: articles.slug,
  articleTitle: articles.title,
  articleAuthors: articles.authors,
  articleDoi: articles.doi,
  articlePublishedAt: articles.publishedAt,
  journalSlug: journals.slug,
  journalTitle: journals.title,
};

function toNotice(row: NoticeRow): ArticleNotice {
  return {
    id: row.id,
    type: row.type,
    date: row.date,
    doi: row.doi,
    createdAt: toIso(row.createdAt),
    text: row.text,
    article: {
      id: row.articleId,
      slug: row.articleSlug,
      title: row.articleTitle,
      authors: (row.articleAuthors ?? []).map((author) => ({ name: author.name })),
      doi: row.articleDoi,
      publishedAt: toIso(row.articlePublishedAt ?? new Date(0)),
    },
    journal: { slug: row.journalSlug, title: row.journalTitle },
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Notices with their article and journal, newest first, where `condition` holds. */
async function selectNotices(
  db: Database | Transaction,
  condition: SQL | undefined,
  limit?: number,
) {
  const query = db
    .select(noticeFields)
    .from(articleNotices)
    .innerJoin(articles, eq(articles.id, articleNotices.articleId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(condition)
    .orderBy(desc(articleNotices.createdAt), desc(articleNotices.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(toNotice);
}

/** Latest day a notice may carry: today wherever the journal is (UTC+14 at the furthest). */
function latestNoticeDay(now = new Date()): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * Publishes a notice on a published article: 409 while readers cannot see the article (a notice
 * updates the record readers have), or when it is already retracted and the notice is another
 * retraction; 400 naming `date` for a day still to come.
 */
export async function publishNotice(
  db: Database,
  user: SessionUser,
  articleId: number,
  body: CreateNoticeBody,
): Promise<NoticePublished> {
  if (body.date > latestNoticeDay()) {
    const message = 'A notice appears at once: give today’s date or an earlier one.';
    throw new HttpError(400, message, { date: [message] });
  }
  try {
    return await storeNotice(db, user, articleId, body);
  } catch (error) {
    if (!isDoiTaken(error)) throw error;
    const message = `The DOI ${body.doi} already belongs to another item (a DOI is never given twice): check it, or leave it blank to have one minted.`;
    throw new HttpError(409, message, { doi: [message] });
  }
}

/**
 * `publishNotice`'s transaction: the notice stored, its DOI minted when none was typed (the
 * journal's notice pattern) and queued for deposit when the journal has a Crossref account.
 */
async function storeNotice(
  db: Database,
  user: SessionUser,
  articleId: number,
  body: CreateNoticeBody,
): Promise<NoticePublished> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        journalId: articles.journalId,
        journalSlug: journals.slug,
        title: articles.title,
        isPublic: articleIsPublic,
        retracted: sql<boolean>`exists (select 1 from article_notices n where n.article_id = ${articles.id} and n.type = 'retraction')`,
      })
      .from(articles)
      .innerJoin(journals, eq(journals.id, articles.journalId))
      .leftJoin(issues, eq(issues.id, articles.issueId))
      .where(eq(articles.id, articleId))
      // One notice at a time per article: two retractions cannot both pass the check below.
      .for('update', { of: articles });
    if (!row) throw notFound('The article');
    if (!row.isPublic) {
      throw conflict(
        'Only a published article can carry a notice: publish it (or its issue) first, or correct it while readers cannot see it.',
      );
    }
    if (row.retracted && body.type === 'retraction') {
      throw conflict('This article is already retracted: its retraction notice stands.');
    }
    const [created] = await tx
      .insert(articleNotices)
      .values({
        articleId,
        type: body.type,
        text: body.text,
        date: body.date,
        doi: body.doi,
        createdBy: user.id,
      })
      .returning({ id: articleNotices.id });
    if (!created) throw new Error('the notice was not stored');
    await mintNoticeDoi(tx, created.id);
    await queueDeposit(
      tx,
      row.journalId,
      { kind: 'notice', id: created.id },
      { whenAccount: true },
    );
    await recordAudit(tx, {
      actorId: user.id,
      journalId: row.journalId,
      action: 'article.notice_published',
      subject: `${NOTICE_TYPE_LABELS[body.type]}: ${row.title}`,
      targetId: articleId,
    });
    const [notice] = await selectNotices(tx, eq(articleNotices.id, created.id));
    if (!notice) throw new Error('the notice just stored was not found');
    return { notice, journalSlug: row.journalSlug };
  });
}

/** The journal of a notice (404 for an unknown one), for its access check. */
export async function noticeJournal(db: Database, noticeId: number): Promise<number> {
  const [row] = await db
    .select({ journalId: articles.journalId })
    .from(articleNotices)
    .innerJoin(articles, eq(articles.id, articleNotices.articleId))
    .where(eq(articleNotices.id, noticeId));
  if (!row) throw notFound('The notice');
  return row.journalId;
}

/** The notices of an article (any state), newest first, for its editors. */
export function listArticleNotices(db: Database, articleId: number): Promise<ArticleNotice[]> {
  return selectNotices(db, eq(articleNotices.articleId, articleId));
}

/** A notice readers can see (its article is public), or undefined. */
export async function findPublicNotice(
  db: Database,
  journalSlug: string,
  noticeId: number,
): Promise<ArticleNotice | undefined> {
  const [notice] = await selectNotices(
    db,
    and(eq(articleNotices.id, noticeId), eq(journals.slug, journalSlug), articleIsPublic),
  );
  return notice;
}

/** A journal's public notices, newest first (its feeds and the sitemap). */
export function listJournalNotices(
  db: Database,
  journalSlug: string,
  limit: number,
): Promise<ArticleNotice[]> {
  return selectNotices(db, and(eq(journals.slug, journalSlug), articleIsPublic), limit);
}
