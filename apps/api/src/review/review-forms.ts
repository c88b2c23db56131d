import type { ReviewForm, ReviewQuestion } from '@quire/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import { toIso } from '../content/published';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { type ReviewQuestionRecord, reviewForms } from '../db/schema';
import { conflict } from '../http/errors';

/** The form every journal starts with (saved as its version 1 when first needed). */
export const DEFAULT_QUESTIONS: ReviewQuestionRecord[] = [
  {
    id: 'contribution',
    kind: 'text',
    prompt: 'What does the manuscript contribute, and is it new?',
    help: null,
    required: true,
    options: [],
    scaleMax: null,
    scaleLabels: null,
  },
  {
    id: 'methods',
    kind: 'choice',
    prompt: 'Are the methods sound?',
    help: null,
    required: true,
    options: ['Yes', 'Partly', 'No', 'Cannot judge'],
    scaleMax: null,
    scaleLabels: null,
  },
  {
    id: 'clarity',
    kind: 'scale',
    prompt: 'How clearly is it written?',
    help: null,
    required: false,
    options: [],
    scaleMax: 5,
    scaleLabels: ['Hard to follow', 'Very clear'],
  },
];

function toForm(row: typeof reviewForms.$inferSelect): ReviewForm {
  return {
    id: row.id,
    version: row.version,
    questions: row.questions,
    createdAt: toIso(row.createdAt),
  };
}

/** The journal's current form (its latest version), saving the default as version 1 if none. */
export async function currentForm(db: Database, journalId: number): Promise<ReviewForm> {
  const [latest] = await db
    .select()
    .from(reviewForms)
    .where(eq(reviewForms.journalId, journalId))
    .orderBy(desc(reviewForms.version))
    .limit(1);
  if (latest) return toForm(latest);
  await db
    .insert(reviewForms)
    .values({ journalId, version: 1, questions: DEFAULT_QUESTIONS })
    .onConflictDoNothing();
  const [first] = await db
    .select()
    .from(reviewForms)
    .where(and(eq(reviewForms.journalId, journalId), eq(reviewForms.version, 1)));
  if (!first) throw new Error('the default review form was not saved');
  return toForm(first);
}

/** A form version by id (the one a review was written on). */
export async function formById(db: Database, id: number): Promise<ReviewForm | null> {
  const [row] = await db.select().from(reviewForms).where(eq(reviewForms.id, id));
  return row ? toForm(row) : null;
}

/**
 * `PUT admin/journals/:journalId/review-form`: saves the questions as the next version. Reviews
 * already begun keep the version they were written on. Two simultaneous saves: the second is a
 * 409 (both would claim the same version number).
 */
export async function saveForm(
  db: Database,
  journalId: number,
  questions: ReviewQuestion[],
  actorId: number,
): Promise<ReviewForm> {
  const current = await currentForm(db, journalId);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviewForms)
        .values({ journalId, version: current.version + 1, questions, createdBy: actorId })
        .returning();
      await recordAudit(tx, {
        actorId,
        journalId,
        action: 'review.form_changed',
        subject: `Review form, version ${current.version + 1}`,
        targetId: row?.id ?? null,
      });
      if (!row) throw new Error('the review form was not saved');
      return toForm(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict('Someone saved the form meanwhile; reload the page and try again.');
    }
    throw error;
  }
}
