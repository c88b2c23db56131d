import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { articles, issues, journals, volumes } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { recordLinks } from '../oai/record-links';
import {
  accountOf,
  type BuiltDeposit,
  type DepositSubject,
  depositHead,
  refusal,
  registerIds,
} from './crossref-head';
import { composeNoticeDeposit } from './crossref-notice-records';
import { validateCrossrefXml } from './crossref-validation';
import { type CrossrefArticle, type CrossrefBatch, crossrefXml } from './crossref-xml';

/*
 * The deposit of an issue (its DOI and its articles' with theirs), of one article (with its
 * issue's metadata) or of one notice (`crossref-notice-records.ts`), read from the database,
 * built and validated against Crossref's schema. A deposit that does not validate is never offered or sent: the refusal names what is wrong.
 */

async function issueRow(db: Database, issueId: number) {
  const [row] = await db
    .select({
      issue: issues,
      volume: volumes.number,
      journal: journals,
    })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(eq(issues.id, issueId));
  if (!row) throw notFound('The issue');
  return row;
}

/** The issue of an article (for an article's deposit). */
async function issueOfArticle(db: Database, articleId: number): Promise<number> {
  const [row] = await db
    .select({ issueId: articles.issueId })
    .from(articles)
    .where(eq(articles.id, articleId));
  if (!row) throw notFound('The article');
  if (row.issueId === null)
    throw refusal('The article is in no issue: Crossref deposits need one.');
  return row.issueId;
}

/**
 * Builds the deposit of an issue or an article, not yet validated (`buildDeposit` validates it).
 * 409 when there is nothing to deposit (no DOI yet, the issue not published) or no depositor.
 */
export async function composeDeposit(
  db: Database,
  origins: { webOrigin: string; backendUrl: string },
  subject: DepositSubject,
  now = new Date(),
): Promise<BuiltDeposit> {
  if (subject.kind === 'notice') return composeNoticeDeposit(db, origins, subject, now);
  const issueId = subject.kind === 'issue' ? subject.id : await issueOfArticle(db, subject.id);
  const { issue, volume, journal } = await issueRow(db, issueId);
  if (!issue.publishedAt) {
    throw refusal('The issue is not published: its DOIs are minted, and deposited, when it is.');
  }
  const rows = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.issueId, issueId),
        isNotNull(articles.doi),
        subject.kind === 'article' ? eq(articles.id, subject.id) : undefined,
      ),
    )
    .orderBy(asc(articles.position), asc(articles.id));
  if (subject.kind === 'article' && rows.length === 0) {
    throw refusal('The article has no DOI: give it one, or set the journal’s DOI prefix.');
  }
  if (subject.kind === 'issue' && !issue.doi && rows.length === 0) {
    throw refusal(
      'Neither the issue nor its articles have DOIs: set the journal’s DOI prefix, then publish.',
    );
  }
  const head = depositHead(journal, subject, now);
  const links = recordLinks(origins.webOrigin, origins.backendUrl);
  const issueUrl = `${origins.webOrigin}/journals/${encodeURIComponent(journal.slug)}/volumes/${issue.volumeId}/issues/${issue.id}`;
  const depositArticles: CrossrefArticle[] = rows.map((article) => ({
    title: article.title,
    authors: article.authors,
    abstract: article.abstract,
    language: article.language,
    publishedAt: article.publishedAt,
    acceptedAt: article.acceptedAt,
    pages: article.pages,
    licenseUrl: article.licenseUrl,
    doi: article.doi ?? '',
    url: links.articleUrl({ journalSlug: journal.slug, slug: article.slug }),
  }));
  const batch: CrossrefBatch = {
    ...head,
    issue: {
      volume,
      number: issue.number,
      year: issue.year,
      title: issue.title,
      publishedAt: issue.publishedAt,
      // An article's deposit carries its issue's metadata, not the issue's own DOI record.
      doi: subject.kind === 'issue' ? issue.doi : null,
      url: issueUrl,
    },
    articles: depositArticles,
  };
  const xml = crossrefXml(batch);
  const carried = [
    ...(subject.kind === 'issue' && issue.doi ? [issue.doi] : []),
    ...depositArticles.map((article) => article.doi),
  ];
  return {
    xml,
    fileName: `${journal.slug}-${subject.kind}-${subject.id}.xml`,
    doiIds: await registerIds(db, carried),
    journalId: journal.id,
    account: accountOf(journal),
  };
}

/**
 * Builds and validates the deposit of an issue or an article: as `composeDeposit`, and 422 with
 * the schema's messages when the XML does not validate, 503 when this server cannot validate.
 */
export async function buildDeposit(
  db: Database,
  origins: { webOrigin: string; backendUrl: string },
  subject: DepositSubject,
  now = new Date(),
): Promise<BuiltDeposit> {
  const built = await composeDeposit(db, origins, subject, now);
  const validation = await validateCrossrefXml(built.xml);
  if ('unavailable' in validation) throw new HttpError(503, validation.unavailable);
  if (!validation.valid) {
    throw new HttpError(
      422,
      `The Crossref deposit does not match Crossref’s schema: ${validation.errors.slice(0, 3).join(' ')}`,
      { xml: validation.errors.slice(0, 20) },
    );
  }
  return built;
}

export type { BuiltDeposit, CrossrefAccount, DepositSubject } from './crossref-head';
