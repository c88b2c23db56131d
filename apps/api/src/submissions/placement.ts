import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { journals, sections } from '../db/schema';
import { HttpError } from '../http/errors';

/** 422 with one field's message: the request is well-formed but names something unusable. */
export function unprocessable(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/**
 * Checks where a draft goes: the journal must exist and the section must be one of its own. A
 * section kept from before a journal change is dropped; one sent with the request is refused.
 * Returns the section id to store.
 */
export async function checkPlacement(
  db: Database,
  journalId: number | null,
  sectionId: number | null,
  sectionWasSent: boolean,
): Promise<number | null> {
  const [journal, section] = await Promise.all([
    journalId === null
      ? Promise.resolve(undefined)
      : db
          .select({ id: journals.id })
          .from(journals)
          .where(eq(journals.id, journalId))
          .limit(1)
          .then((rows) => rows[0]),
    sectionId === null
      ? Promise.resolve(undefined)
      : db
          .select({ journalId: sections.journalId })
          .from(sections)
          .where(eq(sections.id, sectionId))
          .limit(1)
          .then((rows) => rows[0]),
  ]);
  if (journalId !== null && !journal) {
    throw unprocessable('journalId', 'This journal does not exist.');
  }
  if (sectionId === null) return null;
  if (section && journalId !== null && section.journalId === journalId) return sectionId;
  if (!sectionWasSent) return null;
  throw unprocessable(
    'sectionId',
    journalId === null
      ? 'Choose the journal before its section.'
      : 'This section is not part of the chosen journal.',
  );
}

/**
 * 422 when the draft's journal (or section) does not take submissions now: closed by its
 * managers, or archived. Checked when the author submits, so a draft is never refused a save.
 */
export async function assertTakingSubmissions(
  db: Database,
  journalId: number | null,
  sectionId: number | null,
): Promise<void> {
  if (journalId === null) return;
  const [row] = await db
    .select({
      title: journals.title,
      open: journals.submissionsOpen,
      archivedAt: journals.archivedAt,
      sectionTitle: sections.title,
      sectionOpen: sections.submissionsOpen,
    })
    .from(journals)
    .leftJoin(sections, and(eq(sections.id, sectionId ?? 0), eq(sections.journalId, journals.id)))
    .where(eq(journals.id, journalId));
  if (!row) return;
  if (!row.open || row.archivedAt) {
    throw unprocessable(
      'journalId',
      `${row.title} is not taking submissions at the moment. Your draft is kept: submit it when the journal opens again, or choose another journal.`,
    );
  }
  if (row.sectionTitle !== null && row.sectionOpen === false) {
    throw unprocessable(
      'sectionId',
      `The section ${row.sectionTitle} is closed to submissions: choose another section.`,
    );
  }
}

/**
 * 422 naming `journalDeclarations` unless the author confirmed every declaration the journal
 * asks now (a declaration the journal added after the draft was saved must be confirmed too).
 */
export async function assertJournalDeclarations(
  db: Database,
  journalId: number | null,
  confirmed: readonly string[],
): Promise<void> {
  if (journalId === null) return;
  const [row] = await db
    .select({ asked: journals.submissionDeclarations })
    .from(journals)
    .where(eq(journals.id, journalId));
  const missing = (row?.asked ?? []).filter((declaration) => !confirmed.includes(declaration));
  if (missing.length > 0) {
    throw unprocessable(
      'journalDeclarations',
      missing.length === 1
        ? `Confirm the journal’s declaration: “${missing[0]}”`
        : `Confirm each of the journal’s ${missing.length} declarations.`,
    );
  }
}
