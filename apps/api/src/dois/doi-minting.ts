import { doiJournalCode, expandDoiPattern, firstPage } from '@quire/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articleNotices, articles, dois, issues, journals, volumes } from '../db/schema';
import { HttpError } from '../http/errors';

/*
 * DOIs are minted when an issue is published (now or scheduled: the issue's and each of its
 * articles' without one), when an article is added to an issue already published, and when a
 * notice (correction, retraction…) is published without a DOI typed for it. A DOI is
 * expanded from the journal's pattern at that moment and stored on its item; the `dois` register
 * (filled by a trigger, migration 0033) keeps it from ever being given to another item, and a
 * pattern changed later does not touch DOIs already minted.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Database | Transaction;

/** A DOI the register already holds (any case), or free; `-2`, `-3`… appended until one is free. */
async function freeDoi(tx: Reader, candidate: string): Promise<string> {
  for (let attempt = 1; attempt < 100; attempt += 1) {
    const doi = attempt === 1 ? candidate : `${candidate}-${attempt}`;
    const [taken] = await tx
      .select({ id: dois.id })
      .from(dois)
      .where(sql`lower(${dois.doi}) = lower(${doi})`);
    if (!taken) return doi;
  }
  throw new Error(`No free DOI near ${candidate}`);
}

/** What minting gave, for the audit and the deposit queue. */
export interface Minted {
  issueDoi: string | null;
  articleDois: { articleId: number; doi: string }[];
}

/**
 * Mints the DOIs an issue and its articles lack (nothing when the journal has no DOI prefix).
 * Called in the transaction that publishes the issue or adds an article to a published one.
 */
export async function mintIssueDois(tx: Transaction, issueId: number): Promise<Minted> {
  const minted: Minted = { issueDoi: null, articleDois: [] };
  const [row] = await tx
    .select({
      prefix: journals.doiPrefix,
      articlePattern: journals.doiArticlePattern,
      issuePattern: journals.doiIssuePattern,
      abbreviation: journals.abbreviation,
      slug: journals.slug,
      volume: volumes.number,
      number: issues.number,
      year: issues.year,
      doi: issues.doi,
    })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(eq(issues.id, issueId));
  if (!row?.prefix) return minted;
  const common = {
    journal: doiJournalCode(row),
    volume: row.volume,
    issue: row.number,
    year: row.year,
  };
  if (!row.doi) {
    const suffix = expandDoiPattern(row.issuePattern, common);
    if (suffix) {
      const doi = await freeDoi(tx, `${row.prefix}/${suffix}`);
      await tx.update(issues).set({ doi }).where(eq(issues.id, issueId));
      minted.issueDoi = doi;
    }
  }
  const lacking = await tx
    .select({ id: articles.id, pages: articles.pages })
    .from(articles)
    .where(and(eq(articles.issueId, issueId), isNull(articles.doi)))
    .orderBy(asc(articles.position), asc(articles.id));
  for (const article of lacking) {
    const suffix = expandDoiPattern(row.articlePattern, {
      ...common,
      article: article.id,
      page: firstPage(article.pages),
    });
    // An article without the pages its pattern needs waits: it gets its DOI once it has them.
    if (!suffix) continue;
    const doi = await freeDoi(tx, `${row.prefix}/${suffix}`);
    await tx.update(articles).set({ doi }).where(eq(articles.id, article.id));
    minted.articleDois.push({ articleId: article.id, doi });
  }
  return minted;
}

/**
 * Mints the DOI of a notice just published without one typed (nothing when the journal has no
 * DOI prefix): its journal's notice pattern with `{notice}` its id, `{article}` the article's and
 * `{year}` its date's year. Called in the transaction that publishes it; the register's trigger
 * records the DOI as the notice's.
 */
export async function mintNoticeDoi(tx: Transaction, noticeId: number): Promise<string | null> {
  const [row] = await tx
    .select({
      doi: articleNotices.doi,
      date: articleNotices.date,
      articleId: articleNotices.articleId,
      prefix: journals.doiPrefix,
      pattern: journals.doiNoticePattern,
      abbreviation: journals.abbreviation,
      slug: journals.slug,
    })
    .from(articleNotices)
    .innerJoin(articles, eq(articles.id, articleNotices.articleId))
    .innerJoin(journals, eq(journals.id, articles.journalId))
    .where(eq(articleNotices.id, noticeId));
  if (!row?.prefix || row.doi) return null;
  const suffix = expandDoiPattern(row.pattern, {
    journal: doiJournalCode(row),
    year: row.date.slice(0, 4),
    article: row.articleId,
    notice: noticeId,
  });
  if (!suffix) return null;
  const doi = await freeDoi(tx, `${row.prefix}/${suffix}`);
  await tx.update(articleNotices).set({ doi }).where(eq(articleNotices.id, noticeId));
  return doi;
}

/**
 * 409 when a DOI typed by hand for an article is registered to another item (or was, before that
 * item was deleted): every DOI names one item, for good.
 */
export async function assertDoiFree(
  db: Reader,
  doi: string | null | undefined,
  articleId: number | null,
): Promise<void> {
  if (!doi) return;
  const [row] = await db
    .select({
      articleId: dois.articleId,
      issueId: dois.issueId,
      noticeId: dois.noticeId,
      articleTitle: articles.title,
      journalTitle: journals.title,
      volume: volumes.number,
      number: issues.number,
    })
    .from(dois)
    .leftJoin(articles, eq(articles.id, dois.articleId))
    .leftJoin(issues, eq(issues.id, dois.issueId))
    .leftJoin(volumes, eq(volumes.id, issues.volumeId))
    .leftJoin(journals, eq(journals.id, dois.journalId))
    .where(sql`lower(${dois.doi}) = lower(${doi})`);
  if (!row || (articleId !== null && row.articleId === articleId)) return;
  const where = row.journalTitle ? ` in ${row.journalTitle}` : '';
  const owner = row.articleTitle
    ? `the article “${row.articleTitle}”${where}`
    : row.issueId
      ? `the issue Vol. ${row.volume} No. ${row.number}${where}`
      : row.noticeId
        ? `a notice${where}`
        : 'an item since removed (a DOI is never given twice)';
  const message = `The DOI ${doi} already belongs to ${owner}. Check it, or leave the field blank to have a DOI minted when the article is published.`;
  throw new HttpError(409, message, { doi: [message] });
}

/**
 * 409 when an article's DOI would change after Crossref registered it: a registered DOI is the
 * article's for good (readers and citations resolve it).
 */
export async function assertRegisteredDoiKept(
  tx: Reader,
  articleId: number,
  next: string | null | undefined,
): Promise<void> {
  const [row] = await tx
    .select({ doi: articles.doi, status: dois.depositStatus })
    .from(articles)
    .leftJoin(dois, sql`lower(${dois.doi}) = lower(${articles.doi})`)
    .where(eq(articles.id, articleId));
  if (!row?.doi || row.status !== 'deposited') return;
  if ((next ?? '').toLowerCase() === row.doi.toLowerCase()) return;
  const message = `The DOI ${row.doi} is registered with Crossref: it stays with this article.`;
  throw new HttpError(409, message, { doi: [message] });
}

/** Whether a database error is the register's refusal of a DOI given to another item. */
export function isDoiTaken(error: unknown): boolean {
  const constraintOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'constraint' in value
      ? (value as { constraint?: unknown }).constraint
      : undefined;
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return (constraintOf(error) ?? constraintOf(cause)) === 'dois_doi_idx';
}
