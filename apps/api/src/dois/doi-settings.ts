import {
  type CrossrefStatus,
  type DoiSettings,
  type DoiSettingsBody,
  doiJournalCode,
  expandDoiPattern,
  NOTICE_TYPE_LABELS,
} from '@quire/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { articleNotices, articles, dois, issues, journals, volumes } from '../db/schema';
import { notFound } from '../http/errors';
import { lastSavedBy } from '../journals/journal-records';
import { staleVersion } from '../journals/version-check';
import type { DepositSubject } from './crossref-records';

/*
 * A journal's DOI settings (prefix, patterns, Crossref depositor and account) and the deposit
 * state of an issue's or article's DOIs. The Crossref password is write-only: answers say whether
 * one is stored, never what it is, and the audit log records that it changed, not its value.
 */

const settingsColumns = {
  prefix: journals.doiPrefix,
  articlePattern: journals.doiArticlePattern,
  issuePattern: journals.doiIssuePattern,
  noticePattern: journals.doiNoticePattern,
  crossmarkPolicyDoi: journals.crossmarkPolicyDoi,
  depositorName: journals.crossrefDepositorName,
  depositorEmail: journals.crossrefDepositorEmail,
  username: journals.crossrefUsername,
  password: journals.crossrefPassword,
  production: journals.crossrefProduction,
  abbreviation: journals.abbreviation,
  slug: journals.slug,
  title: journals.title,
  version: journals.version,
  updatedAt: journals.updatedAt,
  updatedBy: journals.updatedBy,
};

/** `GET admin/journals/:journalId/doi`: the settings, with what the patterns give as an example. */
export async function readDoiSettings(db: Database, journalId: number): Promise<DoiSettings> {
  const [row] = await db.select(settingsColumns).from(journals).where(eq(journals.id, journalId));
  if (!row) throw notFound('The journal');
  const [newest] = await db
    .select({ volume: volumes.number, number: issues.number, year: issues.year })
    .from(issues)
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(eq(issues.journalId, journalId))
    .orderBy(desc(issues.year), desc(volumes.number), desc(issues.number))
    .limit(1);
  const sample = {
    journal: doiJournalCode(row),
    volume: newest?.volume ?? 1,
    issue: newest?.number ?? 1,
    year: newest?.year ?? new Date().getUTCFullYear(),
    article: 123,
    page: 1,
    notice: 7,
  };
  const example = (pattern: string) => {
    const suffix = row.prefix ? expandDoiPattern(pattern, sample) : null;
    return suffix ? `${row.prefix}/${suffix}` : null;
  };
  return {
    prefix: row.prefix,
    articlePattern: row.articlePattern,
    issuePattern: row.issuePattern,
    noticePattern: row.noticePattern,
    crossmarkPolicyDoi: row.crossmarkPolicyDoi,
    depositorName: row.depositorName,
    depositorEmail: row.depositorEmail,
    username: row.username,
    hasPassword: Boolean(row.password),
    environment: row.production ? 'production' : 'test',
    example: {
      issue: example(row.issuePattern),
      article: example(row.articlePattern),
      notice: example(row.noticePattern),
    },
    version: row.version,
  };
}

/** `PUT admin/journals/:journalId/doi`: the settings, from the journal's version read. */
export async function saveDoiSettings(
  db: Database,
  journalId: number,
  body: DoiSettingsBody,
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(settingsColumns)
      .from(journals)
      .where(eq(journals.id, journalId))
      .for('update');
    if (!before) throw notFound('The journal');
    if (before.version !== body.version) {
      const by = await lastSavedBy(tx, before.updatedBy);
      throw staleVersion('this journal', before.updatedAt ? { at: before.updatedAt, by } : null);
    }
    const password = body.clearPassword ? null : (body.password ?? before.password);
    const next = {
      prefix: body.prefix,
      articlePattern: body.articlePattern,
      issuePattern: body.issuePattern,
      noticePattern: body.noticePattern ?? before.noticePattern,
      crossmarkPolicyDoi:
        body.crossmarkPolicyDoi === undefined ? before.crossmarkPolicyDoi : body.crossmarkPolicyDoi,
      depositorName: body.depositorName,
      depositorEmail: body.depositorEmail,
      username: body.username,
      production: body.environment === 'production',
    };
    await tx
      .update(journals)
      .set({
        doiPrefix: next.prefix,
        doiArticlePattern: next.articlePattern,
        doiIssuePattern: next.issuePattern,
        doiNoticePattern: next.noticePattern,
        crossmarkPolicyDoi: next.crossmarkPolicyDoi,
        crossrefDepositorName: next.depositorName,
        crossrefDepositorEmail: next.depositorEmail,
        crossrefUsername: next.username,
        crossrefPassword: password,
        crossrefProduction: next.production,
        version: before.version + 1,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(eq(journals.id, journalId));
    const changes = changedFields(before, next);
    // Whether the password changed, never what it was or is.
    if (password !== before.password) {
      changes.password = [before.password ? 'stored' : null, password ? 'stored' : null];
    }
    await recordAudit(tx, {
      actorId: actor.id,
      journalId,
      action: 'journal.doi_settings_changed',
      subject: before.title,
      targetId: journalId,
      changes,
    });
  });
}

/** The journal of a deposit's subject, and whether it has a prefix and an account. */
async function journalOfSubject(db: Database, subject: DepositSubject) {
  const columns = {
    prefix: journals.doiPrefix,
    username: journals.crossrefUsername,
    password: journals.crossrefPassword,
    production: journals.crossrefProduction,
  };
  if (subject.kind === 'issue') {
    const [row] = await db
      .select(columns)
      .from(journals)
      .innerJoin(issues, eq(issues.journalId, journals.id))
      .where(eq(issues.id, subject.id));
    return row;
  }
  const articleId =
    subject.kind === 'article'
      ? subject.id
      : ((
          await db
            .select({ articleId: articleNotices.articleId })
            .from(articleNotices)
            .where(eq(articleNotices.id, subject.id))
        )[0]?.articleId ?? 0);
  const [row] = await db
    .select(columns)
    .from(journals)
    .innerJoin(articles, eq(articles.journalId, journals.id))
    .where(eq(articles.id, articleId));
  return row;
}

/** The notices of a deposit's subject with their DOIs: an issue's articles', an article's, or one. */
function noticesOf(subject: DepositSubject) {
  if (subject.kind === 'notice') return eq(articleNotices.id, subject.id);
  if (subject.kind === 'article') return eq(articleNotices.articleId, subject.id);
  return eq(articles.issueId, subject.id);
}

/**
 * `GET admin/issues/:issueId/crossref`, `admin/articles/:articleId/crossref` and
 * `admin/notices/:noticeId/crossref`: each DOI (with its articles' notices') and its deposit.
 */
export async function readCrossrefStatus(
  db: Database,
  subject: DepositSubject,
): Promise<CrossrefStatus> {
  const journal = await journalOfSubject(db, subject);
  const columns = {
    doi: dois.doi,
    status: dois.depositStatus,
    message: dois.depositMessage,
    attempts: dois.depositAttempts,
    nextAttemptAt: dois.nextAttemptAt,
    depositedAt: dois.depositedAt,
  };
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  const issueRows =
    subject.kind === 'issue'
      ? await db
          .select({
            ...columns,
            itemId: issues.id,
            volume: volumes.number,
            number: issues.number,
          })
          .from(issues)
          .innerJoin(dois, sql`lower(${dois.doi}) = lower(${issues.doi})`)
          .innerJoin(volumes, eq(volumes.id, issues.volumeId))
          .where(eq(issues.id, subject.id))
      : [];
  const articleRows =
    subject.kind === 'notice'
      ? []
      : await db
          .select({ ...columns, itemId: articles.id, title: articles.title })
          .from(articles)
          .innerJoin(dois, sql`lower(${dois.doi}) = lower(${articles.doi})`)
          .where(
            subject.kind === 'issue'
              ? eq(articles.issueId, subject.id)
              : and(eq(articles.id, subject.id)),
          )
          .orderBy(asc(articles.position), asc(articles.id));
  const noticeRows = await db
    .select({
      ...columns,
      itemId: articleNotices.id,
      type: articleNotices.type,
      title: articles.title,
    })
    .from(articleNotices)
    .innerJoin(articles, eq(articles.id, articleNotices.articleId))
    .innerJoin(dois, sql`lower(${dois.doi}) = lower(${articleNotices.doi})`)
    .where(noticesOf(subject))
    .orderBy(asc(articleNotices.createdAt), asc(articleNotices.id));
  const shaped = (
    row: (typeof articleRows)[number] | (typeof issueRows)[number],
    kind: 'issue' | 'article' | 'notice',
    title: string,
  ) => ({
    doi: row.doi,
    kind,
    itemId: row.itemId,
    title,
    status: row.status,
    message: row.message,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'queued' ? iso(row.nextAttemptAt) : null,
    depositedAt: iso(row.depositedAt),
  });
  return {
    hasPrefix: Boolean(journal?.prefix),
    canDeposit: Boolean(journal?.username && journal.password),
    environment: journal?.production ? 'production' : 'test',
    dois: [
      ...issueRows.map((row) => shaped(row, 'issue', `Vol. ${row.volume} No. ${row.number}`)),
      ...articleRows.map((row) => shaped(row, 'article', row.title)),
      ...noticeRows.map((row) =>
        shaped(row, 'notice', `${NOTICE_TYPE_LABELS[row.type]}: ${row.title}`),
      ),
    ],
  };
}
