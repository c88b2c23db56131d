import {
  type AttachSubmissionFileBody,
  SUBMISSION_STATUS_LABELS,
  SUBMISSION_SUPPLEMENTARY_LIMIT,
  type SubmissionFile,
  type SubmissionFileRole,
} from '@quire/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { files, submissionFiles, submissions } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { unprocessable } from './placement';
import { findSubmission, type SubmissionRow } from './submission-view';

/** The upload purpose each role needs (a revised manuscript is uploaded as a manuscript). */
const PURPOSE_OF_ROLE: Record<SubmissionFileRole, string> = {
  manuscript: 'manuscript',
  revision: 'manuscript',
  supplementary: 'supplementary',
};

const ROLE_NAMES: Record<SubmissionFileRole, string> = {
  manuscript: 'A manuscript',
  supplementary: 'A supplementary file',
  revision: 'A revised file',
};

/** The status a role can be attached in, and the round it belongs to. */
function attachRound(row: SubmissionRow, role: SubmissionFileRole): number {
  const status = SUBMISSION_STATUS_LABELS[row.status].toLowerCase();
  if (role === 'revision') {
    if (row.status !== 'revisions_requested') {
      throw conflict(
        `Revised files can be added only when revisions are requested; this submission is ${status}.`,
      );
    }
    return row.round + 1;
  }
  if (row.status !== 'draft') {
    throw conflict(
      `${ROLE_NAMES[role]} can be added only to a draft; this submission is ${status}. Send revised files when the editor asks for revisions.`,
    );
  }
  return row.round;
}

/** Whether a unique index refused the row (a concurrent attach of the same file). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Attaches one of the author's uploads to their submission. A new manuscript replaces the old
 * one (whose file is deleted); returns the attached file and the storage keys to remove.
 */
export async function attachFile(
  db: Database,
  user: SessionUser,
  submissionId: number,
  body: AttachSubmissionFileBody,
): Promise<{ file: SubmissionFile; removedKeys: string[] }> {
  const row = await findSubmission(db, submissionId, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  const round = attachRound(row, body.role);
  const [file] = await db
    .select({
      id: files.id,
      purpose: files.purpose,
      originalName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
      attachedTo: submissionFiles.submissionId,
    })
    .from(files)
    .leftJoin(submissionFiles, eq(submissionFiles.fileId, files.id))
    .where(and(eq(files.id, body.fileId), eq(files.ownerId, user.id)))
    .limit(1);
  if (!file) throw unprocessable('fileId', 'Choose a file you uploaded.');
  const purpose = PURPOSE_OF_ROLE[body.role];
  if (file.purpose !== purpose) {
    throw unprocessable(
      'fileId',
      `${ROLE_NAMES[body.role]} must be uploaded as a ${purpose} file (this one was uploaded as ${file.purpose}).`,
    );
  }
  if (file.attachedTo !== null) {
    throw conflict(
      file.attachedTo === submissionId
        ? 'This file is already attached to this submission.'
        : 'This file is attached to another submission.',
    );
  }
  if (body.role === 'supplementary') {
    const [attached] = await db
      .select({ value: count() })
      .from(submissionFiles)
      .where(
        and(
          eq(submissionFiles.submissionId, submissionId),
          eq(submissionFiles.role, 'supplementary'),
        ),
      );
    if ((attached?.value ?? 0) >= SUBMISSION_SUPPLEMENTARY_LIMIT) {
      throw unprocessable(
        'fileId',
        `A submission can have at most ${SUBMISSION_SUPPLEMENTARY_LIMIT} supplementary files.`,
      );
    }
  }
  const result = await db
    .transaction(async (tx) => {
      let removedKeys: string[] = [];
      if (body.role === 'manuscript') {
        const replaced = await tx
          .delete(submissionFiles)
          .where(
            and(
              eq(submissionFiles.submissionId, submissionId),
              eq(submissionFiles.role, 'manuscript'),
            ),
          )
          .returning({ fileId: submissionFiles.fileId });
        if (replaced.length > 0) {
          const gone = await tx
            .delete(files)
            .where(
              inArray(
                files.id,
                replaced.map((entry) => entry.fileId),
              ),
            )
            .returning({ storageKey: files.storageKey });
          removedKeys = gone.map((entry) => entry.storageKey);
        }
      }
      const [attached] = await tx
        .insert(submissionFiles)
        .values({ submissionId, fileId: file.id, role: body.role, round })
        .returning({ createdAt: submissionFiles.createdAt });
      if (!attached) throw new Error('attach returned no row');
      // Only while the status is still the one checked: a concurrent submit wins.
      const touched = await tx
        .update(submissions)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(submissions.id, submissionId), eq(submissions.status, row.status)))
        .returning({ id: submissions.id });
      if (touched.length === 0) throw conflict('The submission changed meanwhile; reload it.');
      return { createdAt: attached.createdAt, removedKeys };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('This file is attached to another submission.');
      throw error;
    });
  return {
    file: {
      id: file.id,
      role: body.role,
      originalName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
      round,
      createdAt: toIso(result.createdAt),
    },
    removedKeys: result.removedKeys,
  };
}

/**
 * Removes a file from a submission and deletes it: any file of a draft, or a revised file not yet
 * sent while revisions are requested. Returns the storage key to remove.
 */
export async function detachFile(
  db: Database,
  user: SessionUser,
  submissionId: number,
  fileId: number,
): Promise<string> {
  const row = await findSubmission(db, submissionId, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  const [attached] = await db
    .select({ role: submissionFiles.role, round: submissionFiles.round })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.fileId, fileId)))
    .limit(1);
  if (!attached) throw notFound('The file');
  const unsentRevision =
    row.status === 'revisions_requested' &&
    attached.role === 'revision' &&
    attached.round === row.round + 1;
  if (row.status !== 'draft' && !unsentRevision) {
    throw conflict(
      'This file was sent to the editors with the submission and can no longer be removed.',
    );
  }
  return db.transaction(async (tx) => {
    const touched = await tx
      .update(submissions)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(submissions.id, submissionId), eq(submissions.status, row.status)))
      .returning({ id: submissions.id });
    if (touched.length === 0) throw conflict('The submission changed meanwhile; reload it.');
    // The attachment first: an attached file cannot be deleted (no cascade from files).
    await tx
      .delete(submissionFiles)
      .where(
        and(eq(submissionFiles.submissionId, submissionId), eq(submissionFiles.fileId, fileId)),
      );
    const [gone] = await tx
      .delete(files)
      .where(eq(files.id, fileId))
      .returning({ storageKey: files.storageKey });
    if (!gone) throw notFound('The file');
    return gone.storageKey;
  });
}
