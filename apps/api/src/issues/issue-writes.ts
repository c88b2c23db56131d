import type {
  CreateIssueBody,
  IssueContentsBody,
  IssueUpdateBody,
  PublishIssueBody,
  WithdrawIssueBody,
} from '@quire/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { changedFields, recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { articles, issues, journals, sections, volumes } from '../db/schema';
import { queueDeposit } from '../dois/doi-deposits';
import { mintIssueDois } from '../dois/doi-minting';
import { HttpError, notFound } from '../http/errors';
import { lastSavedBy } from '../journals/journal-records';
import { assertSameMembers } from '../journals/journal-writes';
import { staleVersion } from '../journals/version-check';
import { issueStateSql } from './issue-records';

/*
 * What editors do to issues: create and edit them, publish them now or at a date, take a
 * scheduled one back to draft, withdraw a published one with a reason, make one current, and
 * order its table of contents. Every write is one transaction, checked against the version the
 * editor read, and audited. Access (the journal's editors and managers, site administrators) is
 * checked by the routes.
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What an issue write changed, for the routes' purges. */
export interface IssueWritten {
  issueId: number;
  journalSlug: string;
}

function label(volume: number, number: number): string {
  return `Vol. ${volume} No. ${number}`;
}

function numberTaken(volume: number, number: number): HttpError {
  const message = `Volume ${volume} already has an issue ${number}: choose another number.`;
  return new HttpError(409, message, { number: [message] });
}

/** The volume `number` of a journal, made (with `year`) when it does not exist yet. */
export async function volumeFor(tx: Transaction, journalId: number, number: number, year: number) {
  await tx
    .insert(volumes)
    .values({ journalId, number, year })
    .onConflictDoNothing({ target: [volumes.journalId, volumes.number] });
  const [volume] = await tx
    .select({ id: volumes.id })
    .from(volumes)
    .where(and(eq(volumes.journalId, journalId), eq(volumes.number, number)));
  if (!volume) throw new Error('The volume was not made');
  return volume.id;
}

/** Removes a volume no issue is left in (a volume is a number on its issues). */
async function dropEmptyVolume(tx: Transaction, volumeId: number): Promise<void> {
  await tx
    .delete(volumes)
    .where(
      and(
        eq(volumes.id, volumeId),
        sql`not exists (select 1 from ${issues} where ${issues.volumeId} = ${volumes.id})`,
      ),
    );
}

/** The journal a new issue is for; 404 when there is none. */
async function journalSlugOf(tx: Transaction, journalId: number): Promise<string> {
  const [journal] = await tx
    .select({ slug: journals.slug })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!journal) throw notFound('The journal');
  return journal.slug;
}

/** `POST admin/issues`: a new draft issue (its volume made when new). */
export async function createIssue(
  db: Database,
  user: SessionUser,
  body: CreateIssueBody,
): Promise<IssueWritten> {
  return db
    .transaction(async (tx) => {
      const journalSlug = await journalSlugOf(tx, body.journalId);
      const volumeId = await volumeFor(tx, body.journalId, body.volume, body.year);
      const [created] = await tx
        .insert(issues)
        .values({
          journalId: body.journalId,
          volumeId,
          number: body.number,
          year: body.year,
          title: body.title ?? null,
          description: body.description ?? null,
          updatedBy: user.id,
        })
        .returning({ id: issues.id });
      if (!created) throw new Error('The issue was not created');
      await recordAudit(tx, {
        actorId: user.id,
        journalId: body.journalId,
        action: 'issue.created',
        subject: label(body.volume, body.number),
        targetId: created.id,
      });
      return { issueId: created.id, journalSlug };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw numberTaken(body.volume, body.number);
      throw error;
    });
}

/**
 * The issue as a write reads it (locked), checked against the version the editor read (none for
 * a deletion, which only a draft without articles allows).
 */
async function lockIssue(tx: Transaction, issueId: number, version: number | null) {
  const [issue] = await tx
    .select({
      journalId: issues.journalId,
      journalSlug: journals.slug,
      volumeId: issues.volumeId,
      volume: volumes.number,
      number: issues.number,
      year: issues.year,
      title: issues.title,
      description: issues.description,
      publishedAt: issues.publishedAt,
      isCurrent: issues.isCurrent,
      state: issueStateSql,
      version: issues.version,
      updatedAt: issues.updatedAt,
      updatedBy: issues.updatedBy,
    })
    .from(issues)
    .innerJoin(journals, eq(journals.id, issues.journalId))
    .innerJoin(volumes, eq(volumes.id, issues.volumeId))
    .where(eq(issues.id, issueId))
    .for('update', { of: issues });
  if (!issue) throw notFound('The issue');
  if (version !== null && issue.version !== version) {
    const by = await lastSavedBy(tx, issue.updatedBy);
    throw staleVersion('this issue', { at: issue.updatedAt, by });
  }
  return issue;
}

/** The journal of an issue (for the routes' access check before a write); 404 when none. */
export async function issueJournal(db: Database, issueId: number): Promise<number> {
  const [row] = await db
    .select({ journalId: issues.journalId })
    .from(issues)
    .where(eq(issues.id, issueId));
  if (!row) throw notFound('The issue');
  return row.journalId;
}

/** `PUT admin/issues/:issueId`: numbers, year, title and description. */
export async function updateIssue(
  db: Database,
  user: SessionUser,
  issueId: number,
  body: IssueUpdateBody,
): Promise<IssueWritten> {
  return db
    .transaction(async (tx) => {
      const before = await lockIssue(tx, issueId, body.version);
      const volumeId = await volumeFor(tx, before.journalId, body.volume, body.year);
      const next = {
        volume: body.volume,
        number: body.number,
        year: body.year,
        title: body.title ?? null,
        description: body.description ?? null,
      };
      await tx
        .update(issues)
        .set({
          volumeId,
          number: next.number,
          year: next.year,
          title: next.title,
          description: next.description,
          version: before.version + 1,
          updatedAt: new Date(),
          updatedBy: user.id,
        })
        .where(eq(issues.id, issueId));
      if (volumeId !== before.volumeId) await dropEmptyVolume(tx, before.volumeId);
      await recordAudit(tx, {
        actorId: user.id,
        journalId: before.journalId,
        action: 'issue.updated',
        subject: label(next.volume, next.number),
        targetId: issueId,
        changes: changedFields(before, next),
      });
      return { issueId, journalSlug: before.journalSlug };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw numberTaken(body.volume, body.number);
      throw error;
    });
}

function wrongState(message: string, field = 'state'): HttpError {
  return new HttpError(409, message, { [field]: [message] });
}

/** Saves a state change: the issue's new columns, its version raised, and the audit entry. */
async function changeState(
  tx: Transaction,
  user: SessionUser,
  issueId: number,
  before: Awaited<ReturnType<typeof lockIssue>>,
  set: Partial<typeof issues.$inferInsert>,
  action: 'issue.scheduled' | 'issue.published' | 'issue.unscheduled' | 'issue.withdrawn',
  changes: Record<string, [unknown, unknown]>,
): Promise<IssueWritten> {
  await tx
    .update(issues)
    .set({ ...set, version: before.version + 1, updatedAt: new Date(), updatedBy: user.id })
    .where(eq(issues.id, issueId));
  await recordAudit(tx, {
    actorId: user.id,
    journalId: before.journalId,
    action,
    subject: label(before.volume, before.number),
    targetId: issueId,
    changes,
  });
  return { issueId, journalSlug: before.journalSlug };
}

/**
 * `POST admin/issues/:issueId/publish`: published now (`at` null) or scheduled for `at`, a moment
 * to come. Its articles take the issue's date. A withdrawn issue published again is back in the
 * lists. Published now, the issue is announced at once; scheduled, by the first node to see its
 * date come (`announceDueIssues`).
 */
export async function publishIssue(
  db: Database,
  user: SessionUser,
  issueId: number,
  body: PublishIssueBody,
): Promise<IssueWritten> {
  return db.transaction(async (tx) => {
    const before = await lockIssue(tx, issueId, body.version);
    if (before.state === 'published') {
      throw wrongState('The issue is already published.');
    }
    const now = new Date();
    const at = body.at === null ? now : new Date(body.at);
    if (body.at !== null && at <= now) {
      throw new HttpError(422, 'Choose a date and time to come, or publish the issue now.', {
        at: ['Choose a date and time to come, or publish the issue now.'],
      });
    }
    const scheduled = body.at !== null;
    await tx.update(articles).set({ publishedAt: at }).where(eq(articles.issueId, issueId));
    // DOIs are minted now, and deposited (when the journal has a Crossref account) once readers
    // can reach what they name.
    await mintIssueDois(tx, issueId);
    await queueDeposit(
      tx,
      before.journalId,
      { kind: 'issue', id: issueId },
      {
        at,
        whenAccount: true,
      },
    );
    return changeState(
      tx,
      user,
      issueId,
      before,
      {
        publishedAt: at,
        withdrawnAt: null,
        withdrawalReason: null,
        // A schedule waits for its announcement; a publication now is announced by this write.
        announcedAt: scheduled ? null : now,
      },
      scheduled ? 'issue.scheduled' : 'issue.published',
      { publishedAt: [before.publishedAt?.toISOString() ?? null, at.toISOString()] },
    );
  });
}

/** `POST admin/issues/:issueId/draft`: a scheduled issue back to draft (readers never saw it). */
export async function unscheduleIssue(
  db: Database,
  user: SessionUser,
  issueId: number,
  version: number,
): Promise<IssueWritten> {
  return db.transaction(async (tx) => {
    const before = await lockIssue(tx, issueId, version);
    if (before.state !== 'scheduled') {
      throw wrongState(
        before.state === 'published' || before.state === 'withdrawn'
          ? 'Readers have seen this issue: withdraw it instead, with a reason.'
          : 'The issue is already a draft.',
      );
    }
    return changeState(
      tx,
      user,
      issueId,
      before,
      // Nothing left to announce.
      { publishedAt: null, announcedAt: new Date(), isCurrent: false },
      'issue.unscheduled',
      { publishedAt: [before.publishedAt?.toISOString() ?? null, null] },
    );
  });
}

/**
 * `POST admin/issues/:issueId/withdraw`: a published issue leaves the journal's lists (and stops
 * being current); its articles stay where they are, with the reason shown on them.
 */
export async function withdrawIssue(
  db: Database,
  user: SessionUser,
  issueId: number,
  body: WithdrawIssueBody,
): Promise<IssueWritten> {
  return db.transaction(async (tx) => {
    const before = await lockIssue(tx, issueId, body.version);
    if (before.state !== 'published') {
      throw wrongState(
        before.state === 'withdrawn'
          ? 'The issue is already withdrawn.'
          : 'Only a published issue can be withdrawn; a draft or a scheduled one is not public yet.',
      );
    }
    return changeState(
      tx,
      user,
      issueId,
      before,
      { withdrawnAt: new Date(), withdrawalReason: body.reason, isCurrent: false },
      'issue.withdrawn',
      { withdrawalReason: [null, body.reason] },
    );
  });
}

/** `POST admin/issues/:issueId/current`: the journal's current issue (a published one). */
export async function makeIssueCurrent(
  db: Database,
  user: SessionUser,
  issueId: number,
  version: number,
): Promise<IssueWritten> {
  return db.transaction(async (tx) => {
    const before = await lockIssue(tx, issueId, version);
    if (before.state !== 'published') {
      throw wrongState('Only a published issue can be the current one: publish it first.');
    }
    if (before.isCurrent) return { issueId, journalSlug: before.journalSlug };
    await tx
      .update(issues)
      .set({ isCurrent: false })
      .where(and(eq(issues.journalId, before.journalId), ne(issues.id, issueId)));
    await tx
      .update(issues)
      .set({
        isCurrent: true,
        version: before.version + 1,
        updatedAt: new Date(),
        updatedBy: user.id,
      })
      .where(eq(issues.id, issueId));
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'issue.made_current',
      subject: label(before.volume, before.number),
      targetId: issueId,
    });
    return { issueId, journalSlug: before.journalSlug };
  });
}

/** `DELETE admin/issues/:issueId`: a draft that holds no article (its empty volume goes too). */
export async function deleteIssue(
  db: Database,
  user: SessionUser,
  issueId: number,
): Promise<IssueWritten> {
  return db.transaction(async (tx) => {
    const before = await lockIssue(tx, issueId, null);
    if (before.state !== 'draft') {
      throw wrongState(
        'Only a draft can be deleted: take a scheduled issue back to draft, or withdraw a published one.',
      );
    }
    const [held] = await tx
      .select({ count: sql<number>`count(*)::integer` })
      .from(articles)
      .where(eq(articles.issueId, issueId));
    if ((held?.count ?? 0) > 0) {
      throw wrongState(
        `The issue holds ${held?.count} article${held?.count === 1 ? '' : 's'}: move them to another issue first.`,
      );
    }
    await tx.delete(issues).where(eq(issues.id, issueId));
    await dropEmptyVolume(tx, before.volumeId);
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'issue.deleted',
      subject: label(before.volume, before.number),
      targetId: issueId,
    });
    return { issueId, journalSlug: before.journalSlug };
  });
}

/**
 * `PUT admin/issues/:issueId/contents`: every article of the issue in reading order, each with
 * its section (one of the journal's) and page range.
 */
export async function saveIssueContents(
  db: Database,
  user: SessionUser,
  issueId: number,
  body: IssueContentsBody,
): Promise<IssueWritten> {
  return db.transaction(async (tx) => {
    const before = await lockIssue(tx, issueId, body.version);
    const existing = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.issueId, issueId))
      .for('update');
    assertSameMembers(
      existing.map((row) => row.id),
      body.articles.map((article) => article.id),
      'article of the issue',
    );
    const sectionIds = [
      ...new Set(
        body.articles.flatMap((article) => (article.sectionId ? [article.sectionId] : [])),
      ),
    ];
    if (sectionIds.length > 0) {
      const known = await tx
        .select({ id: sections.id })
        .from(sections)
        .where(and(inArray(sections.id, sectionIds), eq(sections.journalId, before.journalId)));
      if (known.length !== sectionIds.length) {
        const message = 'Each article’s section must be one of the journal’s sections.';
        throw new HttpError(400, message, { sectionId: [message] });
      }
    }
    for (const [position, article] of body.articles.entries()) {
      await tx
        .update(articles)
        .set({ position, sectionId: article.sectionId, pages: article.pages ?? null })
        .where(eq(articles.id, article.id));
    }
    await tx
      .update(issues)
      .set({ version: before.version + 1, updatedAt: new Date(), updatedBy: user.id })
      .where(eq(issues.id, issueId));
    await recordAudit(tx, {
      actorId: user.id,
      journalId: before.journalId,
      action: 'issue.contents_changed',
      subject: label(before.volume, before.number),
      targetId: issueId,
      changes: { order: [existing.map((row) => row.id), body.articles.map((a) => a.id)] },
    });
    return { issueId, journalSlug: before.journalSlug };
  });
}
