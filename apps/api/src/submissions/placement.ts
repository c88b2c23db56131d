import { eq } from 'drizzle-orm';
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
