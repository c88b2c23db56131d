import type { ManuscriptCheck, ReviewFileRef, ReviewMode } from '@quire/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import {
  files,
  reviewFileChecks,
  reviewFiles,
  type SubmissionAuthorRecord,
  submissionFiles,
} from '../db/schema';
import { newUploadKey } from '../files/storage-key';
import { conflict, notFound } from '../http/errors';
import { cleanedPdf, namesAnAuthor, pdfMetadataAuthors, readAll } from './manuscript-check';
import { mayReceiveManuscript, type ReviewViewer, visibleFileName } from './visibility';

/** A manuscript file of a round, with its check and cleaned copy. */
export interface RoundFile {
  fileId: number;
  role: string;
  originalName: string;
  mimeType: string;
  size: number;
  storageKey: string;
  metadataAuthors: string[];
  namesAnAuthor: boolean;
  cleaned: {
    fileId: number;
    size: number;
    mimeType: string;
    storageKey: string;
    originalName: string;
  } | null;
}

/**
 * The files reviewers of round `round` work on: the manuscript and supplementary files in round
 * 1, the revised files of that round after it.
 */
async function roundSubmissionFiles(db: Database, submissionId: number, round: number) {
  return db
    .select({
      fileId: files.id,
      role: submissionFiles.role,
      originalName: files.originalName,
      mimeType: files.mimeType,
      size: files.size,
      storageKey: files.storageKey,
    })
    .from(submissionFiles)
    .innerJoin(files, eq(files.id, submissionFiles.fileId))
    .where(
      and(
        eq(submissionFiles.submissionId, submissionId),
        round === 1
          ? inArray(submissionFiles.role, ['manuscript', 'supplementary'])
          : and(eq(submissionFiles.role, 'revision'), eq(submissionFiles.round, round)),
      ),
    )
    .orderBy(asc(submissionFiles.id));
}

/**
 * Reads (once per file, then from `review_file_checks`) what a PDF's metadata says about its
 * authors. Other types have no metadata we read: they pass with nothing found.
 */
async function checkFile(
  context: AppContext,
  file: { fileId: number; mimeType: string; storageKey: string },
  authors: readonly SubmissionAuthorRecord[],
): Promise<{ metadataAuthors: string[]; namesAnAuthor: boolean }> {
  const { db, storage } = context;
  const [known] = await db
    .select()
    .from(reviewFileChecks)
    .where(eq(reviewFileChecks.fileId, file.fileId));
  if (known) return known;
  let found: string[] = [];
  if (file.mimeType === 'application/pdf') {
    const stored = await storage.get(file.storageKey);
    found = stored ? ((await pdfMetadataAuthors(await readAll(stored.stream))) ?? []) : [];
  }
  const result = { metadataAuthors: found, namesAnAuthor: namesAnAuthor(found, authors) };
  await db
    .insert(reviewFileChecks)
    .values({ fileId: file.fileId, ...result })
    .onConflictDoNothing();
  return result;
}

/** The round's manuscript files, each checked, with its cleaned copy if the editor made one. */
export async function roundFiles(
  context: AppContext,
  submission: { id: number; authors: SubmissionAuthorRecord[] },
  round: number,
): Promise<RoundFile[]> {
  const { db } = context;
  const rows = await roundSubmissionFiles(db, submission.id, round);
  if (rows.length === 0) return [];
  const cleaned = await db
    .select({
      sourceFileId: reviewFiles.sourceFileId,
      fileId: files.id,
      size: files.size,
      mimeType: files.mimeType,
      storageKey: files.storageKey,
      originalName: files.originalName,
    })
    .from(reviewFiles)
    .innerJoin(files, eq(files.id, reviewFiles.fileId))
    .where(
      and(
        eq(reviewFiles.submissionId, submission.id),
        eq(reviewFiles.kind, 'cleaned'),
        inArray(
          reviewFiles.sourceFileId,
          rows.map((row) => row.fileId),
        ),
      ),
    );
  const result: RoundFile[] = [];
  for (const row of rows) {
    const check = await checkFile(context, row, submission.authors);
    const copy = cleaned.find((entry) => entry.sourceFileId === row.fileId);
    result.push({
      ...row,
      ...check,
      cleaned: copy
        ? {
            fileId: copy.fileId,
            size: copy.size,
            mimeType: copy.mimeType,
            storageKey: copy.storageKey,
            originalName: copy.originalName,
          }
        : null,
    });
  }
  return result;
}

/** The editors' view of the round's files and their checks. */
export function manuscriptChecks(mode: ReviewMode, rows: readonly RoundFile[]): ManuscriptCheck[] {
  const reviewer: ReviewViewer = { kind: 'reviewer', assignmentId: 0 };
  return rows.map((row) => ({
    fileId: row.fileId,
    name: row.originalName,
    metadataAuthors: row.metadataAuthors,
    namesAnAuthor: row.namesAnAuthor,
    cleanedFileId: row.cleaned?.fileId ?? null,
    sentToReviewers: mayReceiveManuscript(reviewer, mode, {
      namesAnAuthor: row.namesAnAuthor,
      cleaned: row.cleaned !== null,
    }),
  }));
}

/** A file a viewer may download, with the name they receive it under. */
export interface DownloadableFile {
  id: number;
  name: string;
  size: number;
  mimeType: string;
  storageKey: string;
}

/**
 * The files the viewer (a reviewer of the round) receives: each manuscript file or, when the
 * editor cleaned it, its cleaned copy — under the name `visibleFileName` allows; a flagged file
 * with no clean copy is held back in double anonymous review.
 */
export function filesForReviewer(
  viewer: ReviewViewer,
  mode: ReviewMode,
  round: number,
  rows: readonly RoundFile[],
): DownloadableFile[] {
  const counts = new Map<string, number>();
  const offered: DownloadableFile[] = [];
  for (const row of rows) {
    if (
      !mayReceiveManuscript(viewer, mode, {
        namesAnAuthor: row.namesAnAuthor,
        cleaned: row.cleaned !== null,
      })
    ) {
      continue;
    }
    const source = row.cleaned ?? {
      fileId: row.fileId,
      size: row.size,
      mimeType: row.mimeType,
      storageKey: row.storageKey,
      originalName: row.originalName,
    };
    const index = counts.get(row.role) ?? 0;
    counts.set(row.role, index + 1);
    offered.push({
      id: source.fileId,
      name: visibleFileName(viewer, mode, {
        originalName: row.originalName,
        role: row.role,
        round,
        index,
      }),
      size: source.size,
      mimeType: source.mimeType,
      storageKey: source.storageKey,
    });
  }
  return offered;
}

/** Files as listed in answers (no storage key). */
export function fileRefs(list: readonly DownloadableFile[]): ReviewFileRef[] {
  return list.map(({ id, name, size, mimeType }) => ({ id, name, size, mimeType }));
}

/** A reviewer's annotated files (one assignment), oldest first. */
export async function annotatedFiles(
  db: Database,
  assignmentIds: readonly number[],
): Promise<Array<DownloadableFile & { assignmentId: number }>> {
  if (assignmentIds.length === 0) return [];
  const rows = await db
    .select({
      id: files.id,
      assignmentId: reviewFiles.assignmentId,
      name: files.originalName,
      size: files.size,
      mimeType: files.mimeType,
      storageKey: files.storageKey,
    })
    .from(reviewFiles)
    .innerJoin(files, eq(files.id, reviewFiles.fileId))
    .where(
      and(eq(reviewFiles.kind, 'annotated'), inArray(reviewFiles.assignmentId, [...assignmentIds])),
    )
    .orderBy(asc(reviewFiles.id));
  return rows.map((row) => ({ ...row, assignmentId: row.assignmentId ?? 0 }));
}

/**
 * Makes the cleaned copy of a round's PDF (`POST admin/submissions/:id/review-files/:fileId/clean`):
 * its metadata's author fields emptied, stored as a new private file owned by the editor.
 * Cleaning twice answers the copy made first.
 */
export async function cleanManuscript(
  context: AppContext,
  submission: { id: number; round: number; authors: SubmissionAuthorRecord[] },
  fileId: number,
  editorId: number,
): Promise<number> {
  const { db, storage } = context;
  const rows = await roundFiles(context, submission, submission.round);
  const row = rows.find((entry) => entry.fileId === fileId);
  if (!row) throw notFound('The manuscript file');
  if (row.cleaned) return row.cleaned.fileId;
  if (row.mimeType !== 'application/pdf') {
    throw conflict('Only PDF files can be cleaned here; ask the author for a new file instead.');
  }
  const stored = await storage.get(row.storageKey);
  if (!stored) throw notFound('The manuscript file');
  const bytes = await cleanedPdf(await readAll(stored.stream));
  const storageKey = newUploadKey('pdf');
  await storage.put(storageKey, Buffer.from(bytes));
  try {
    return await db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({
          ownerId: editorId,
          purpose: 'manuscript',
          storageKey,
          originalName: row.originalName,
          mimeType: 'application/pdf',
          size: bytes.byteLength,
          isPublic: false,
        })
        .returning({ id: files.id });
      if (!file) throw new Error('the cleaned copy was not recorded');
      await tx.insert(reviewFiles).values({
        submissionId: submission.id,
        round: submission.round,
        kind: 'cleaned',
        fileId: file.id,
        sourceFileId: fileId,
      });
      return file.id;
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
}

/** Cleaned copies and annotated files of a submission, for the editors' downloads. */
export async function reviewFileOf(db: Database, submissionId: number, fileId: number) {
  const [row] = await db
    .select({
      id: files.id,
      originalName: files.originalName,
      mimeType: files.mimeType,
      storageKey: files.storageKey,
      size: files.size,
    })
    .from(reviewFiles)
    .innerJoin(files, eq(files.id, reviewFiles.fileId))
    .where(
      and(
        eq(reviewFiles.submissionId, submissionId),
        eq(reviewFiles.fileId, fileId),
        or(eq(reviewFiles.kind, 'cleaned'), eq(reviewFiles.kind, 'annotated')),
      ),
    );
  return row ?? null;
}
