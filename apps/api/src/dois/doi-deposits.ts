import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { articleNotices, articles, dois, issues, journals } from '../db/schema';
import { HttpError } from '../http/errors';
import { CROSSREF_DEPOSIT_URLS, type DepositOutcome, sendCrossrefDeposit } from './crossref-client';
import { buildDeposit, type DepositSubject } from './crossref-records';

/*
 * The deposit queue. A DOI's row in the register says where its deposit stands: queued (due at
 * `next_attempt_at`), deposited, or failed with Crossref's message. Publishing queues the new
 * DOIs of a journal that has a Crossref account (due when the issue goes public), an editor
 * queues a deposit by hand, and a change to a deposited article queues it again. The sender
 * (`sendDueDeposits`, run by every node on an interval) claims due rows with one update that
 * skips rows another node holds, so each deposit is sent by one node; a deposit Crossref could
 * not take (5xx, unreachable) is tried again after a pause four times the last, up to
 * `CROSSREF_MAX_ATTEMPTS` tries.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Transaction;

/** How long a claimed deposit is held before another node may take it (a node died sending). */
const CLAIM_MS = 10 * 60_000;
/** Most DOIs one look claims. */
const CLAIM_LIMIT = 20;

/**
 * The register's rows of an issue's DOI and its articles' current DOIs (or one article's, with its
 * notices'; or one notice's).
 */
function subjectRows(subject: DepositSubject) {
  const articleDoi = sql`exists (select 1 from ${articles} a where a.id = ${dois.articleId} and lower(a.doi) = lower(${dois.doi}))`;
  const issueDoi = sql`exists (select 1 from ${issues} i where i.id = ${dois.issueId} and lower(i.doi) = lower(${dois.doi}))`;
  const noticeDoi = sql`exists (select 1 from ${articleNotices} n where n.id = ${dois.noticeId} and lower(n.doi) = lower(${dois.doi}))`;
  if (subject.kind === 'notice') return and(eq(dois.noticeId, subject.id), noticeDoi);
  if (subject.kind === 'article') {
    return or(
      and(eq(dois.articleId, subject.id), articleDoi),
      and(
        sql`${dois.noticeId} in (select n.id from ${articleNotices} n where n.article_id = ${subject.id})`,
        noticeDoi,
      ),
    );
  }
  return or(
    and(eq(dois.issueId, subject.id), issueDoi),
    and(
      sql`${dois.articleId} in (select a.id from ${articles} a where a.issue_id = ${subject.id})`,
      articleDoi,
    ),
  );
}

/** Whether a journal can deposit: a username and a password are stored. */
async function hasAccount(db: Writer, journalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(
      and(
        eq(journals.id, journalId),
        isNotNull(journals.crossrefUsername),
        isNotNull(journals.crossrefPassword),
      ),
    );
  return Boolean(row);
}

/**
 * Queues the deposit of an issue's or an article's DOIs, due at `at` (now by default). With
 * `whenAccount`, nothing is queued for a journal without a Crossref account (publication does
 * this); without it, such a journal is refused with 409 (an editor asked). Returns how many
 * DOIs were queued.
 */
export async function queueDeposit(
  db: Writer,
  journalId: number,
  subject: DepositSubject,
  options: { at?: Date; whenAccount?: boolean } = {},
): Promise<number> {
  if (!(await hasAccount(db, journalId))) {
    if (options.whenAccount) return 0;
    const message =
      'Give the journal’s Crossref username and password in its DOI settings first: deposits are made with them.';
    throw new HttpError(409, message, { deposit: [message] });
  }
  const queued = await db
    .update(dois)
    .set({
      depositStatus: 'queued',
      depositAttempts: 0,
      nextAttemptAt: options.at ?? sql`now()`,
    })
    .where(subjectRows(subject))
    .returning({ id: dois.id });
  return queued.length;
}

/**
 * After a change to an article's metadata or galleys: its deposit is queued again if Crossref had
 * it (deposited) or refused it (the change may mend it).
 */
export async function queueRedeposit(tx: Writer, articleId: number): Promise<void> {
  await tx
    .update(dois)
    .set({ depositStatus: 'queued', depositAttempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        subjectRows({ kind: 'article', id: articleId }),
        inArray(dois.depositStatus, ['deposited', 'failed']),
      ),
    );
}

/** What one sent deposit gave. */
export interface DepositReport {
  subject: DepositSubject;
  outcome: DepositOutcome;
}

/** Claims the due deposits (one node gets each) and groups them by the deposit that carries them. */
async function claimDue(db: Database, only: DepositSubject | undefined) {
  const scope = only ? sql`and ${subjectRows(only)}` : sql``;
  const rows = await rowsOf<{
    id: number;
    article_id: number | null;
    issue_id: number | null;
    notice_id: number | null;
    deposit_attempts: number;
  }>(
    db,
    sql`
    update ${dois} set next_attempt_at = now() + make_interval(secs => ${CLAIM_MS / 1000})
    where id in (
      select id from ${dois}
      where deposit_status = 'queued' and next_attempt_at <= now() ${scope}
      order by next_attempt_at, id limit ${CLAIM_LIMIT}
      for update skip locked
    )
    returning id, article_id, issue_id, notice_id, deposit_attempts`,
  );
  const articleIssues = new Map<number, number | null>();
  const articleIds = rows.flatMap((row) => (row.article_id ? [row.article_id] : []));
  if (articleIds.length > 0) {
    const found = await db
      .select({ id: articles.id, issueId: articles.issueId })
      .from(articles)
      .where(inArray(articles.id, articleIds));
    for (const article of found) articleIssues.set(article.id, article.issueId);
  }
  const groups = new Map<string, { subject: DepositSubject; ids: number[]; attempts: number }>();
  const claimedIssues = new Set(rows.flatMap((row) => (row.issue_id ? [row.issue_id] : [])));
  for (const row of rows) {
    const issueOfArticle = row.article_id ? articleIssues.get(row.article_id) : undefined;
    // An article whose issue goes out in this look travels in the issue's deposit; a notice is
    // always an item of its own.
    const subject: DepositSubject = row.notice_id
      ? { kind: 'notice', id: row.notice_id }
      : row.issue_id
        ? { kind: 'issue', id: row.issue_id }
        : issueOfArticle && claimedIssues.has(issueOfArticle)
          ? { kind: 'issue', id: issueOfArticle }
          : { kind: 'article', id: row.article_id ?? 0 };
    const key = `${subject.kind}:${subject.id}`;
    const group = groups.get(key) ?? { subject, ids: [], attempts: 0 };
    group.ids.push(row.id);
    group.attempts = Math.max(group.attempts, row.deposit_attempts);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The pause before the next try after `attempts` tries: `retryMs`, then four times the last. */
export function retryPause(retryMs: number, attempts: number): number {
  return retryMs * 4 ** Math.max(0, attempts - 1);
}

/** Records how a deposit went on the DOIs it carried. */
async function record(
  context: AppContext,
  ids: number[],
  attempts: number,
  outcome: DepositOutcome,
): Promise<void> {
  if (ids.length === 0) return;
  const { retryMs, maxAttempts } = context.config.crossref;
  const where = inArray(dois.id, ids);
  if (outcome.kind === 'deposited') {
    await context.db
      .update(dois)
      .set({
        depositStatus: 'deposited',
        depositMessage: outcome.message,
        depositAttempts: attempts,
        nextAttemptAt: null,
        depositedAt: sql`now()`,
      })
      .where(where);
    return;
  }
  if (outcome.kind === 'retry' && attempts < maxAttempts) {
    const pause = retryPause(retryMs, attempts);
    await context.db
      .update(dois)
      .set({
        depositStatus: 'queued',
        depositMessage: outcome.message,
        depositAttempts: attempts,
        nextAttemptAt: new Date(Date.now() + pause),
      })
      .where(where);
    return;
  }
  const message =
    outcome.kind === 'retry'
      ? `${outcome.message} Gave up after ${attempts} tries.`
      : outcome.message;
  await context.db
    .update(dois)
    .set({
      depositStatus: 'failed',
      depositMessage: message,
      depositAttempts: attempts,
      nextAttemptAt: null,
    })
    .where(where);
}

/**
 * Sends the deposits due now (`only`: those of one issue or article): each is built, validated
 * and posted to Crossref (or `CROSSREF_DEPOSIT_URL`), and its DOIs' state recorded. What a job
 * handler calls.
 */
export async function sendDueDeposits(
  context: AppContext,
  only?: DepositSubject,
): Promise<DepositReport[]> {
  const reports: DepositReport[] = [];
  for (const group of await claimDue(context.db, only)) {
    const attempts = group.attempts + 1;
    let outcome: DepositOutcome;
    let ids = group.ids;
    try {
      const built = await buildDeposit(context.db, context.config, group.subject);
      ids = [...new Set([...group.ids, ...built.doiIds])];
      const { username, password, production } = built.account;
      if (!username || !password) {
        outcome = {
          kind: 'refused',
          message:
            'The journal has no Crossref username and password any more: give them in its DOI settings, then deposit again.',
        };
      } else {
        outcome = await sendCrossrefDeposit({
          url:
            context.config.crossref.depositUrl ??
            CROSSREF_DEPOSIT_URLS[production ? 'production' : 'test'],
          username,
          password,
          xml: built.xml,
          fileName: built.fileName,
        });
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Not built (no depositor email, the schema refused it): Crossref was never asked.
      outcome = { kind: error.status === 503 ? 'retry' : 'refused', message: error.message };
    }
    await record(context, ids, attempts, outcome);
    reports.push({ subject: group.subject, outcome });
  }
  return reports;
}
