import type { ReviewMode, ReviewSettings, reviewSettingsBodySchema } from '@quire/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { journalReviewSettings, journals, sectionReviewModes, sections } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';
import { effectiveMode } from './visibility';

/** The built-in letters, used until a journal words its own. Placeholders are `{name}`. */
export const DEFAULT_TEMPLATES = {
  invitation:
    '{editorName} invites you to review “{title}” for {journalTitle}.\n\nPlease accept or decline by {responseDueDate}; the review is due on {reviewDueDate}. The link below opens the invitation; no password is needed.',
  reminder:
    'A reminder about your review of “{title}” for {journalTitle}: the answer was due on {responseDueDate} and the review is due on {reviewDueDate}. Thank you for your help.',
  request_revisions:
    'Thank you for submitting “{title}” to {journalTitle}. The reviewers read it with interest and ask for revisions, as below. Please revise your manuscript and resubmit it with a note on the changes.\n\n{reviews}',
  accept: 'We are pleased to accept “{title}” for publication in {journalTitle}.\n\n{reviews}',
  decline:
    'We regret that “{title}” cannot be published in {journalTitle}. The reviewers’ comments are below; we hope they help.\n\n{reviews}',
} as const;

/** Fills `{placeholder}`s; unknown ones stay as written, so a typo shows in the letter. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A date as letters write it, in the journal's time zone: "31 December 2026". */
export function letterDate(date: Date, timeZone: string): string {
  return date.toLocaleDateString('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

type SettingsRow = typeof journalReviewSettings.$inferSelect;

/** A journal's settings row, created with the defaults on first read. */
export async function settingsRow(db: Database, journalId: number): Promise<SettingsRow> {
  const [row] = await db
    .select()
    .from(journalReviewSettings)
    .where(eq(journalReviewSettings.journalId, journalId));
  if (row) return row;
  await db.insert(journalReviewSettings).values({ journalId }).onConflictDoNothing();
  const [created] = await db
    .select()
    .from(journalReviewSettings)
    .where(eq(journalReviewSettings.journalId, journalId));
  if (!created) throw notFound('The journal');
  return created;
}

/** `GET admin/journals/:journalId/review-settings`. */
export async function readReviewSettings(db: Database, journalId: number): Promise<ReviewSettings> {
  const [journal] = await db
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.id, journalId));
  if (!journal) throw notFound('The journal');
  const row = await settingsRow(db, journalId);
  const sectionRows = await db
    .select({ id: sections.id, title: sections.title, mode: sectionReviewModes.mode })
    .from(sections)
    .leftJoin(sectionReviewModes, eq(sectionReviewModes.sectionId, sections.id))
    .where(eq(sections.journalId, journalId))
    .orderBy(asc(sections.position), asc(sections.id));
  return {
    journalId,
    mode: row.mode,
    sections: sectionRows.map((section) => ({ ...section, mode: section.mode ?? null })),
    responseDays: row.responseDays,
    reviewDays: row.reviewDays,
    responseReminderDays: row.responseReminderDays,
    reviewReminderDays: row.reviewReminderDays,
    tellReviewersOutcome: row.tellReviewersOutcome,
    invitationTemplate: row.invitationTemplate ?? DEFAULT_TEMPLATES.invitation,
    reminderTemplate: row.reminderTemplate ?? DEFAULT_TEMPLATES.reminder,
    decisionTemplates: {
      request_revisions:
        row.decisionTemplates.request_revisions ?? DEFAULT_TEMPLATES.request_revisions,
      accept: row.decisionTemplates.accept ?? DEFAULT_TEMPLATES.accept,
      decline: row.decisionTemplates.decline ?? DEFAULT_TEMPLATES.decline,
    },
    version: row.version,
  };
}

/**
 * `PUT admin/journals/:journalId/review-settings`: saves every setting at once. A save made from
 * an older version is a 409 (someone saved meanwhile); a section of another journal is a 400.
 */
export async function updateReviewSettings(
  db: Database,
  journalId: number,
  body: z.output<typeof reviewSettingsBodySchema>,
  actorId: number,
): Promise<ReviewSettings> {
  const current = await readReviewSettings(db, journalId);
  const ours = new Set(current.sections.map((section) => section.id));
  const foreign = body.sections.filter((section) => !ours.has(section.id));
  if (foreign.length > 0) {
    throw new HttpError(400, 'Choose sections of this journal.', {
      sections: [
        `Sections ${foreign.map((section) => section.id).join(', ')} are not in this journal.`,
      ],
    });
  }
  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(journalReviewSettings)
      .set({
        mode: body.mode,
        responseDays: body.responseDays,
        reviewDays: body.reviewDays,
        responseReminderDays: [...new Set(body.responseReminderDays)].sort((a, b) => a - b),
        reviewReminderDays: [...new Set(body.reviewReminderDays)].sort((a, b) => a - b),
        tellReviewersOutcome: body.tellReviewersOutcome,
        invitationTemplate: body.invitationTemplate,
        reminderTemplate: body.reminderTemplate,
        decisionTemplates: body.decisionTemplates,
        version: sql`${journalReviewSettings.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actorId,
      })
      .where(
        and(
          eq(journalReviewSettings.journalId, journalId),
          eq(journalReviewSettings.version, body.version),
        ),
      )
      .returning({ version: journalReviewSettings.version });
    if (!saved) {
      throw conflict('Someone saved these settings meanwhile; reload the page and try again.');
    }
    const sectionIds = body.sections.map((section) => section.id);
    if (sectionIds.length > 0) {
      await tx.delete(sectionReviewModes).where(inArray(sectionReviewModes.sectionId, sectionIds));
      const overrides = body.sections.filter(
        (section): section is { id: number; mode: ReviewMode } => section.mode !== null,
      );
      if (overrides.length > 0) {
        await tx
          .insert(sectionReviewModes)
          .values(overrides.map((section) => ({ sectionId: section.id, mode: section.mode })));
      }
    }
    await recordAudit(tx, {
      actorId,
      journalId,
      action: 'review.settings_changed',
      subject: 'Peer review settings',
      targetId: journalId,
      changes: { mode: [current.mode, body.mode] },
    });
  });
  return readReviewSettings(db, journalId);
}

/** The anonymity mode of a submission's review: its section's, else its journal's. */
export async function modeOf(
  db: Database,
  submission: { journalId: number | null; sectionId: number | null },
): Promise<ReviewMode> {
  if (submission.journalId === null) return 'double_anonymous';
  const row = await settingsRow(db, submission.journalId);
  if (submission.sectionId === null) return row.mode;
  const [section] = await db
    .select({ mode: sectionReviewModes.mode })
    .from(sectionReviewModes)
    .where(eq(sectionReviewModes.sectionId, submission.sectionId));
  return effectiveMode(row.mode, section?.mode ?? null);
}

/** Default due dates of a new assignment, counted from now in whole days. */
export function defaultDueDates(
  row: Pick<SettingsRow, 'responseDays' | 'reviewDays'>,
  now = new Date(),
): { responseDueAt: Date; reviewDueAt: Date } {
  const day = 86_400_000;
  return {
    responseDueAt: new Date(now.getTime() + row.responseDays * day),
    reviewDueAt: new Date(now.getTime() + row.reviewDays * day),
  };
}
