import {
  type createSubmissionBodySchema,
  isEditable,
  SUBMISSION_STATUS_LABELS,
  type SubmissionAuthor,
  type submissionDraftBodySchema,
} from '@quire/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import {
  files,
  type SubmissionAuthorRecord,
  submissionEvents,
  submissionFiles,
  submissions,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { conflict, notFound } from '../http/errors';
import { checkPlacement } from './placement';
import { findSubmission, type SubmissionRow } from './submission-view';

/** A draft body after validation (left-out fields are `undefined`). */
export type DraftFields = z.output<typeof submissionDraftBodySchema>;
/** A create body after validation. */
export type CreateFields = z.output<typeof createSubmissionBodySchema>;

function toAuthorRecord(author: SubmissionAuthor): SubmissionAuthorRecord {
  return {
    name: author.name,
    email: author.email,
    affiliation: author.affiliation ?? null,
    orcid: author.orcid ?? null,
    corresponding: author.corresponding,
  };
}

/** The columns a draft body sets: only the fields it names (null clears a field). */
function draftColumns(body: DraftFields) {
  const columns: Partial<typeof submissions.$inferInsert> = {};
  if (body.title !== undefined) columns.title = body.title;
  if (body.abstract !== undefined) columns.abstract = body.abstract;
  if (body.keywords !== undefined) columns.keywords = body.keywords;
  if (body.authors !== undefined) columns.authors = body.authors.map(toAuthorRecord);
  if (body.coverLetter !== undefined) columns.coverLetter = body.coverLetter;
  if (body.declarations !== undefined) columns.declarations = body.declarations;
  if (body.journalDeclarations !== undefined) {
    columns.journalDeclarations = [...new Set(body.journalDeclarations)];
  }
  return columns;
}

/** The message when a submission past the draft stage is edited. */
function notADraft(row: Pick<SubmissionRow, 'status'>): string {
  return `Only a draft can be changed; this submission is ${SUBMISSION_STATUS_LABELS[row.status].toLowerCase()}.`;
}

/**
 * Creates a draft, or finds the one created earlier with the same `clientKey` (a double-click or
 * a retried request). Returns its id and whether it is new.
 */
export async function createDraft(
  db: Database,
  user: SessionUser,
  body: CreateFields,
): Promise<{ id: number; created: boolean }> {
  const existing = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.ownerId, user.id), eq(submissions.clientKey, body.clientKey)))
    .limit(1);
  if (existing[0]) return { id: existing[0].id, created: false };
  const journalId = body.journalId ?? null;
  const sectionId = await checkPlacement(
    db,
    journalId,
    body.sectionId ?? null,
    body.sectionId !== undefined,
  );
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(submissions)
      .values({
        ownerId: user.id,
        clientKey: body.clientKey,
        journalId,
        sectionId,
        ...draftColumns(body),
      })
      .onConflictDoNothing({ target: [submissions.ownerId, submissions.clientKey] })
      .returning({ id: submissions.id });
    if (!inserted) {
      // Created by a concurrent request between the lookup and the insert.
      const [winner] = await tx
        .select({ id: submissions.id })
        .from(submissions)
        .where(and(eq(submissions.ownerId, user.id), eq(submissions.clientKey, body.clientKey)))
        .limit(1);
      if (!winner) throw new Error('draft vanished after a client key conflict');
      return { id: winner.id, created: false };
    }
    await tx.insert(submissionEvents).values({
      submissionId: inserted.id,
      fromStatus: null,
      toStatus: 'draft',
      actor: 'author',
      actorId: user.id,
      actorName: user.name,
    });
    return { id: inserted.id, created: true };
  });
}

/** Saves draft fields; 404 for someone else's submission, 409 once it is no longer a draft. */
export async function updateDraft(
  db: Database,
  user: SessionUser,
  id: number,
  body: DraftFields,
): Promise<void> {
  const row = await findSubmission(db, id, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  if (!isEditable(row.status)) throw conflict(notADraft(row));
  const journalId = body.journalId !== undefined ? body.journalId : row.journalId;
  const sectionSent = body.sectionId !== undefined;
  const sectionId = await checkPlacement(
    db,
    journalId,
    sectionSent ? (body.sectionId ?? null) : row.sectionId,
    sectionSent,
  );
  const updated = await db
    .update(submissions)
    .set({ ...draftColumns(body), journalId, sectionId, updatedAt: sql`now()` })
    .where(and(eq(submissions.id, id), eq(submissions.status, 'draft')))
    .returning({ id: submissions.id });
  if (updated.length === 0) throw conflict('The submission was submitted meanwhile; reload it.');
}

/** Removes stored files whose rows are gone; a failure only leaves unreachable bytes behind. */
export async function removeStoredFiles(
  storage: FileStorage,
  keys: readonly string[],
  onError: (error: unknown, key: string) => void,
): Promise<void> {
  await Promise.all(
    keys.map((key) => storage.delete(key).catch((error: unknown) => onError(error, key))),
  );
}

/** Deletes a draft with its files; returns the storage keys to remove. */
export async function deleteDraft(db: Database, user: SessionUser, id: number): Promise<string[]> {
  const row = await findSubmission(db, id, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  if (!isEditable(row.status)) {
    throw conflict(
      `Only a draft can be deleted; this submission is ${SUBMISSION_STATUS_LABELS[row.status].toLowerCase()}.`,
    );
  }
  return db.transaction(async (tx) => {
    const attached = await tx
      .select({ fileId: submissionFiles.fileId })
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, id));
    const deleted = await tx
      .delete(submissions)
      .where(and(eq(submissions.id, id), eq(submissions.status, 'draft')))
      .returning({ id: submissions.id });
    if (deleted.length === 0) throw conflict('The submission was submitted meanwhile; reload it.');
    if (attached.length === 0) return [];
    const removed = await tx
      .delete(files)
      .where(
        inArray(
          files.id,
          attached.map((file) => file.fileId),
        ),
      )
      .returning({ storageKey: files.storageKey });
    return removed.map((file) => file.storageKey);
  });
}
