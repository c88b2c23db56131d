import {
  PRODUCTION_STAGE_LABELS,
  type Production,
  type ProductionGalley,
  type ProductionStage,
  type ProofCorrectionsBody,
  type ProofRound,
} from '@quire/contracts';
import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import { renderJatsFullText } from '../content/jats/jats-to-html';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import {
  files,
  productionGalleys,
  submissionFiles,
  submissionProductions,
  submissionProofs,
} from '../db/schema';
import type { FileStorage } from '../files/storage';
import { conflict, HttpError, notFound } from '../http/errors';
import { insertNotification, type Queryable } from '../notifications/notification-store';
import { editorsToTell } from './editor-notices';
import { unprocessable } from './placement';
import { handledSubmission } from './submission-editors';
import { recordEvent } from './submission-timeline';
import { findSubmission, type SubmissionRow } from './submission-view';
import {
  type CreatedNotification,
  editorSubmissionLink,
  noticeTitle,
  submissionLink,
} from './submission-workflow';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who reads a production: the submission's editors, or its author (the API paths differ). */
export type ProductionReader = 'editor' | 'author';

/**
 * Opens the production of a submission just accepted (in the decision's transaction). From now
 * on it is published only once its author approved the latest proof.
 */
export async function openProduction(tx: Queryable, submissionId: number): Promise<void> {
  await tx.insert(submissionProductions).values({ submissionId }).onConflictDoNothing();
}

/** The API path of a galley's file for this reader. */
function galleyUrl(reader: ProductionReader, submissionId: number, galleyId: number): string {
  const base = reader === 'editor' ? 'admin/submissions' : 'user/submissions';
  return `/${base}/${submissionId}/production/galleys/${galleyId}`;
}

/** Every galley of a submission, oldest first (one query). */
async function galleysOf(db: Queryable, submissionId: number) {
  return (db as Database)
    .select({
      id: productionGalleys.id,
      format: productionGalleys.format,
      fileId: productionGalleys.fileId,
      fileName: files.originalName,
      size: files.size,
      storageKey: files.storageKey,
      createdAt: productionGalleys.createdAt,
    })
    .from(productionGalleys)
    .innerJoin(files, eq(files.id, productionGalleys.fileId))
    .where(eq(productionGalleys.submissionId, submissionId))
    .orderBy(asc(productionGalleys.id));
}
type GalleyRow = Awaited<ReturnType<typeof galleysOf>>[number];

/** The current galleys: the latest upload of each format, PDF first. */
function currentGalleys(rows: GalleyRow[]): { pdf: GalleyRow | null; jats: GalleyRow | null } {
  const latest = (format: 'pdf' | 'jats') =>
    rows.filter((row) => row.format === format).at(-1) ?? null;
  return { pdf: latest('pdf'), jats: latest('jats') };
}

/** A submission's proof rounds, newest first (one query). */
async function proofsOf(db: Queryable, submissionId: number) {
  return (db as Database)
    .select()
    .from(submissionProofs)
    .where(eq(submissionProofs.submissionId, submissionId))
    .orderBy(desc(submissionProofs.round));
}

/**
 * The production of a submission as `reader` sees it, or null when it has none (accepted before
 * production existed, or not accepted yet). Three queries.
 */
export async function loadProduction(
  db: Database,
  submissionId: number,
  reader: ProductionReader,
): Promise<Production | null> {
  const [production] = await db
    .select({ stage: submissionProductions.stage })
    .from(submissionProductions)
    .where(eq(submissionProductions.submissionId, submissionId));
  if (!production) return null;
  const [galleys, proofs] = await Promise.all([
    galleysOf(db, submissionId),
    proofsOf(db, submissionId),
  ]);
  const byId = new Map(galleys.map((galley) => [galley.id, galley]));
  const view = (galley: GalleyRow | null | undefined): ProductionGalley[] =>
    galley
      ? [
          {
            id: galley.id,
            format: galley.format,
            fileName: galley.fileName,
            size: galley.size,
            uploadedAt: toIso(galley.createdAt) ?? '',
            url: galleyUrl(reader, submissionId, galley.id),
          },
        ]
      : [];
  const correctionFiles = await correctionFileNames(db, proofs);
  const current = currentGalleys(galleys);
  const rounds: ProofRound[] = proofs.map((proof, index) => ({
    id: proof.id,
    round: proof.round,
    // An older round still waiting was replaced by a newer proof: nothing to answer there.
    status: index > 0 && proof.status === 'sent' ? 'superseded' : proof.status,
    sentAt: toIso(proof.sentAt) ?? '',
    answeredAt: proof.answeredAt ? (toIso(proof.answeredAt) ?? null) : null,
    galleys: [
      ...view(proof.pdfGalleyId ? byId.get(proof.pdfGalleyId) : null),
      ...view(proof.jatsGalleyId ? byId.get(proof.jatsGalleyId) : null),
    ],
    corrections: proof.corrections,
    correctionsFile:
      proof.correctionsFileId && correctionFiles.has(proof.correctionsFileId)
        ? {
            name: correctionFiles.get(proof.correctionsFileId) as string,
            url: `/${reader === 'editor' ? 'admin/submissions' : 'user/submissions'}/${submissionId}/proofs/${proof.id}/corrections-file`,
          }
        : null,
  }));
  return {
    stage: production.stage,
    galleys: [...view(current.pdf), ...view(current.jats)],
    proofs: rounds,
    approved: proofs[0]?.status === 'approved',
  };
}

/** The names of the files sent with corrections (one query, none when there are none). */
async function correctionFileNames(
  db: Database,
  proofs: Array<{ correctionsFileId: number | null }>,
): Promise<Map<number, string>> {
  const ids = proofs.flatMap((proof) => (proof.correctionsFileId ? [proof.correctionsFileId] : []));
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(inArray(files.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const NO_PRODUCTION =
  'This submission has no production: only submissions accepted since production stages exist go through copyediting, galleys and a proof.';

/**
 * The submission an editor acts on in production, locked for the change: 404 outside their
 * editorial scope, 409 when it is not accepted or has no production.
 */
async function editorsProduction(
  tx: Transaction,
  editor: SessionUser,
  id: number,
): Promise<{ row: SubmissionRow; stage: ProductionStage }> {
  const row = await handledSubmission(tx as unknown as Database, editor, id);
  const [production] = await tx
    .select({ stage: submissionProductions.stage })
    .from(submissionProductions)
    .where(eq(submissionProductions.submissionId, id))
    .for('update');
  if (!production) throw conflict(NO_PRODUCTION);
  if (row.status !== 'accepted') {
    throw conflict('Production ends with publication: this submission is no longer accepted.');
  }
  return { row, stage: production.stage };
}

/** `GET admin/submissions/:id/production`: 404 outside the editor's scope. */
export async function editorProductionView(
  db: Database,
  editor: SessionUser,
  id: number,
): Promise<Production | null> {
  await handledSubmission(db, editor, id);
  return loadProduction(db, id, 'editor');
}

/** `GET submissions/:id/production`: the author's own submission only. */
export async function authorProductionView(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<Production | null> {
  const row = await findSubmission(db, id, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  return loadProduction(db, id, 'author');
}

/** Moves a submission between copyediting and production (the same stage changes nothing). */
export async function setProductionStage(
  db: Database,
  editor: SessionUser,
  id: number,
  stage: ProductionStage,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { row, stage: before } = await editorsProduction(tx, editor, id);
    if (before === stage) return;
    await tx
      .update(submissionProductions)
      .set({ stage, updatedAt: new Date() })
      .where(eq(submissionProductions.submissionId, id));
    await recordEvent(tx, {
      submissionId: id,
      kind: 'production_stage',
      actor: 'editor',
      by: editor,
      // The stage as the subject, not a message: the author's page shows an editor's latest
      // message as their letter.
      subject: { id: null, name: PRODUCTION_STAGE_LABELS[stage] },
      editorsOnly: false,
    });
    await recordAudit(tx as unknown as Database, {
      actorId: editor.id,
      journalId: row.journalId,
      action: 'production.stage_changed',
      subject: row.title ?? 'Untitled submission',
      targetId: id,
      changes: { stage: [before, stage] },
    });
  });
}

/** Reads a stored file as text (a JATS galley is checked before it is accepted). */
async function readText(storage: FileStorage, key: string): Promise<string> {
  const stored = await storage.get(key);
  if (!stored) throw conflict('The galley file is missing from storage; upload it again.');
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Adds an uploaded `galley` file (the editor's own upload) to a submission in production: a PDF,
 * or JATS XML with a body (anything else is a 422). It replaces the current galley of its format
 * in the next proof; earlier proofs keep theirs.
 */
export async function addProductionGalley(
  db: Database,
  storage: FileStorage,
  editor: SessionUser,
  id: number,
  fileId: number,
): Promise<void> {
  const [file] = await db
    .select({
      id: files.id,
      ownerId: files.ownerId,
      purpose: files.purpose,
      mimeType: files.mimeType,
      storageKey: files.storageKey,
      originalName: files.originalName,
    })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || file.ownerId !== editor.id) throw notFound('The file');
  if (file.purpose !== 'galley') {
    const message = 'Upload the galley with the purpose "galley" first.';
    throw new HttpError(400, message, { fileId: [message] });
  }
  // An HTML full text is for articles entered by their editors (`PUT admin/articles/:id/galley`).
  if (file.mimeType === 'text/html') {
    throw unprocessable(
      'fileId',
      'A proof’s galleys are a PDF and the article’s JATS XML, not HTML.',
    );
  }
  const format = file.mimeType === 'application/pdf' ? 'pdf' : 'jats';
  if (format === 'jats' && renderJatsFullText(await readText(storage, file.storageKey)) === null) {
    throw unprocessable(
      'fileId',
      'This file is not a JATS article with a body: upload a PDF, or the article’s JATS XML (an <article> with its <body>).',
    );
  }
  await db.transaction(async (tx) => {
    const { row, stage } = await editorsProduction(tx, editor, id);
    if (stage !== 'production') {
      throw conflict('Move the submission to production before uploading its galleys.');
    }
    const [used] = await tx
      .select({ id: productionGalleys.id })
      .from(productionGalleys)
      .where(eq(productionGalleys.fileId, fileId))
      .limit(1);
    if (used)
      throw conflict('This file is already a galley; upload the new version as a new file.');
    await tx
      .insert(productionGalleys)
      .values({ submissionId: id, fileId, format, uploadedBy: editor.id });
    await recordEvent(tx, {
      submissionId: id,
      kind: 'galley_uploaded',
      actor: 'editor',
      by: editor,
      subject: { id: null, name: file.originalName },
      editorsOnly: true,
    });
    await recordAudit(tx as unknown as Database, {
      actorId: editor.id,
      journalId: row.journalId,
      action: 'production.galley_uploaded',
      subject: row.title ?? 'Untitled submission',
      targetId: id,
      changes: { [format]: [null, file.originalName] },
    });
  });
}

/**
 * Sends the current galleys to the author as a new proof round (notification; the caller mails).
 * A round still waiting is superseded by the new one; galleys the author already approved are
 * not sent again (409).
 */
export async function sendProof(
  db: Database,
  editor: SessionUser,
  id: number,
): Promise<{ notice: CreatedNotification; round: number }> {
  return db.transaction(async (tx) => {
    const { row, stage } = await editorsProduction(tx, editor, id);
    if (stage !== 'production') {
      throw conflict(
        'Move the submission to production and upload its galleys before sending a proof.',
      );
    }
    const current = currentGalleys(await galleysOf(tx, id));
    if (!current.pdf && !current.jats) {
      throw conflict('Upload a galley (a PDF or the JATS XML) before sending the proof.');
    }
    const [latest] = await proofsOf(tx, id);
    if (
      latest?.status === 'approved' &&
      latest.pdfGalleyId === (current.pdf?.id ?? null) &&
      latest.jatsGalleyId === (current.jats?.id ?? null)
    ) {
      throw conflict(
        'The author already approved these galleys; upload new ones to send another proof.',
      );
    }
    const [last] = await tx
      .select({ round: max(submissionProofs.round) })
      .from(submissionProofs)
      .where(eq(submissionProofs.submissionId, id));
    const round = (last?.round ?? 0) + 1;
    await tx.insert(submissionProofs).values({
      submissionId: id,
      round,
      pdfGalleyId: current.pdf?.id ?? null,
      jatsGalleyId: current.jats?.id ?? null,
      sentBy: editor.id,
    });
    await recordEvent(tx, {
      submissionId: id,
      kind: 'proof_sent',
      actor: 'editor',
      by: editor,
      subject: { id: null, name: `Round ${round}` },
      editorsOnly: false,
    });
    await recordAudit(tx as unknown as Database, {
      actorId: editor.id,
      journalId: row.journalId,
      action: 'production.proof_sent',
      subject: row.title ?? 'Untitled submission',
      targetId: id,
      changes: { round: [round - 1, round] },
    });
    const notice = await insertNotification(tx, {
      userId: row.ownerId,
      kind: 'proof',
      title: noticeTitle('Proof to approve', row.title),
      body: 'The proof of your article is ready: check it, then approve it or send corrections.',
      link: submissionLink(id),
      submissionId: id,
    });
    return { notice, round };
  });
}

/** The author's proof, locked for their answer: only the latest round, once. */
async function answerableProof(tx: Transaction, user: SessionUser, id: number, proofId: number) {
  const row = await findSubmission(tx as unknown as Database, id, { ownerId: user.id });
  if (!row) throw notFound('The submission');
  const [proof] = await tx
    .select()
    .from(submissionProofs)
    .where(and(eq(submissionProofs.id, proofId), eq(submissionProofs.submissionId, id)))
    .for('update');
  if (!proof) throw notFound('The proof');
  const [last] = await tx
    .select({ round: max(submissionProofs.round) })
    .from(submissionProofs)
    .where(eq(submissionProofs.submissionId, id));
  if (proof.round !== last?.round) {
    throw conflict('A newer proof replaced this one: answer the latest proof.');
  }
  if (proof.status === 'approved') throw conflict('You already approved this proof.');
  if (proof.status === 'corrections') {
    throw conflict('You already sent corrections for this proof; the editor will send a new one.');
  }
  if (row.status !== 'accepted') throw conflict('This submission is no longer in production.');
  return { row, proof };
}

/** Tells the submission's editors (assigned, else the journal's) of the author's answer. */
async function tellEditors(
  tx: Transaction,
  row: SubmissionRow,
  notice: { title: string; body: string },
): Promise<{ notices: CreatedNotification[]; editorIds: number[] }> {
  const editorIds = await editorsToTell(tx as unknown as Database, row);
  const notices: CreatedNotification[] = [];
  for (const userId of editorIds) {
    notices.push(
      await insertNotification(tx, {
        userId,
        kind: 'proof',
        ...notice,
        link: editorSubmissionLink(row.id),
        submissionId: row.id,
      }),
    );
  }
  return { notices, editorIds };
}

/** What an author's answer leaves to announce. */
export interface ProofAnswer {
  notices: CreatedNotification[];
  editorIds: number[];
  round: number;
}

/** The author approves the latest proof: the submission can be published with its galleys. */
export async function approveProof(
  db: Database,
  user: SessionUser,
  id: number,
  proofId: number,
): Promise<ProofAnswer> {
  return db.transaction(async (tx) => {
    const { row, proof } = await answerableProof(tx, user, id, proofId);
    await tx
      .update(submissionProofs)
      .set({ status: 'approved', answeredAt: new Date() })
      .where(eq(submissionProofs.id, proofId));
    await recordEvent(tx, {
      submissionId: id,
      kind: 'proof_approved',
      actor: 'author',
      by: user,
      editorsOnly: false,
      message: `Proof round ${proof.round} approved.`,
    });
    await recordAudit(tx as unknown as Database, {
      actorId: user.id,
      journalId: row.journalId,
      action: 'production.proof_answered',
      subject: row.title ?? 'Untitled submission',
      targetId: id,
      changes: { proof: ['sent', 'approved'] },
    });
    const told = await tellEditors(tx, row, {
      title: noticeTitle('Proof approved', row.title),
      body: `${user.name} approved proof round ${proof.round}: the article can be published.`,
    });
    return { ...told, round: proof.round };
  });
}

/**
 * The author answers the latest proof with corrections (text, optionally one of their own
 * uploads — a document or image, as a supplementary file): back to the editor for new galleys.
 */
export async function correctProof(
  db: Database,
  user: SessionUser,
  id: number,
  proofId: number,
  body: ProofCorrectionsBody,
): Promise<ProofAnswer> {
  const fileId = body.fileId ?? null;
  if (fileId !== null) {
    const [file] = await db
      .select({ ownerId: files.ownerId, purpose: files.purpose })
      .from(files)
      .where(eq(files.id, fileId));
    if (!file || file.ownerId !== user.id) throw notFound('The file');
    if (file.purpose !== 'supplementary' && file.purpose !== 'manuscript') {
      throw unprocessable(
        'fileId',
        'Send the corrections file as a document (PDF, Word, OpenDocument, LaTeX) or an image.',
      );
    }
    const [attached] = await db
      .select({ id: submissionFiles.id })
      .from(submissionFiles)
      .where(eq(submissionFiles.fileId, fileId))
      .limit(1);
    if (attached)
      throw unprocessable(
        'fileId',
        'This file is already part of your submission; upload the corrections as a new file.',
      );
  }
  return db.transaction(async (tx) => {
    const { row, proof } = await answerableProof(tx, user, id, proofId);
    await tx
      .update(submissionProofs)
      .set({
        status: 'corrections',
        answeredAt: new Date(),
        corrections: body.corrections,
        correctionsFileId: fileId,
      })
      .where(eq(submissionProofs.id, proofId));
    await recordEvent(tx, {
      submissionId: id,
      kind: 'proof_corrections',
      actor: 'author',
      by: user,
      editorsOnly: false,
      message: body.corrections,
    });
    await recordAudit(tx as unknown as Database, {
      actorId: user.id,
      journalId: row.journalId,
      action: 'production.proof_answered',
      subject: row.title ?? 'Untitled submission',
      targetId: id,
      changes: { proof: ['sent', 'corrections'] },
    });
    const told = await tellEditors(tx, row, {
      title: noticeTitle('Proof corrections', row.title),
      body: `${user.name} sent corrections to proof round ${proof.round}.`,
    });
    return { ...told, round: proof.round };
  });
}

/**
 * What publishing takes from production: nothing for a submission without one (accepted before
 * production existed); else the approved latest proof's galleys, or a 409 while the author has
 * not approved it.
 */
export async function approvedGalleys(
  db: Database,
  id: number,
): Promise<{ pdf: GalleyRow | null; jats: GalleyRow | null } | null> {
  const [production] = await db
    .select({ stage: submissionProductions.stage })
    .from(submissionProductions)
    .where(eq(submissionProductions.submissionId, id));
  if (!production) return null;
  const [latest] = await proofsOf(db, id);
  if (latest?.status !== 'approved') {
    throw conflict(
      latest
        ? 'The author has not approved the latest proof yet: publish once they approve it.'
        : 'Send the proof to the author first: an accepted submission is published once its author approves the proof.',
    );
  }
  const galleys = await galleysOf(db, id);
  const find = (galleyId: number | null) =>
    galleys.find((galley) => galley.id === galleyId) ?? null;
  return { pdf: find(latest.pdfGalleyId), jats: find(latest.jatsGalleyId) };
}

/** Reads an approved JATS galley for the article's full text. */
export function readGalleyText(
  storage: FileStorage,
  galley: { storageKey: string },
): Promise<string> {
  return readText(storage, galley.storageKey);
}

/**
 * The stored file of a galley or corrections file of a submission, for a reader who may see the
 * submission (the caller checked); 404 when it is not this submission's.
 */
export async function productionFile(
  db: Database,
  id: number,
  target: { galleyId: number } | { proofId: number },
) {
  if ('galleyId' in target) {
    const [row] = await db
      .select({ file: files })
      .from(productionGalleys)
      .innerJoin(files, eq(files.id, productionGalleys.fileId))
      .where(
        and(eq(productionGalleys.id, target.galleyId), eq(productionGalleys.submissionId, id)),
      );
    if (!row) throw notFound('The galley');
    return row.file;
  }
  const [row] = await db
    .select({ file: files })
    .from(submissionProofs)
    .innerJoin(files, eq(files.id, submissionProofs.correctionsFileId))
    .where(and(eq(submissionProofs.id, target.proofId), eq(submissionProofs.submissionId, id)));
  if (!row) throw notFound('The file');
  return row.file;
}

/** Checks an author may read their submission's production files (404 otherwise). */
export async function assertOwnSubmission(
  db: Database,
  user: SessionUser,
  id: number,
): Promise<void> {
  if (!(await findSubmission(db, id, { ownerId: user.id }))) throw notFound('The submission');
}

/** Checks an editor handles the submission (404 otherwise). */
export async function assertHandled(db: Database, editor: SessionUser, id: number): Promise<void> {
  await handledSubmission(db, editor, id);
}
