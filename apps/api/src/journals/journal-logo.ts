import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/audit-log';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { files, journals } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/**
 * Sets a journal's logo to an uploaded image (a file of purpose `cover`: images only, sniffed and
 * size-limited at upload), or removes it (`fileId` null). Audited; returns the journal's slug.
 */
export async function setJournalLogo(
  db: Database,
  journalId: number,
  fileId: number | null,
  actor: SessionUser,
): Promise<string> {
  let logoPath: string | null = null;
  if (fileId !== null) {
    const [file] = await db
      .select({ storageKey: files.storageKey, purpose: files.purpose })
      .from(files)
      .where(eq(files.id, fileId));
    if (!file) throw notFound('The file');
    if (file.purpose !== 'cover') {
      throw new HttpError(400, 'Upload the logo as an image (purpose "cover") first.', {
        fileId: ['is not an image uploaded for a logo'],
      });
    }
    logoPath = file.storageKey;
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoPath: journals.logoPath, title: journals.title })
      .from(journals)
      .where(eq(journals.id, journalId))
      .for('update');
    if (!before) throw notFound('The journal');
    const [row] = await tx
      .update(journals)
      .set({
        logoPath,
        version: sql`${journals.version} + 1`,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(eq(journals.id, journalId))
      .returning({ slug: journals.slug });
    await recordAudit(tx, {
      actorId: actor.id,
      journalId,
      action: 'journal.updated',
      subject: before.title,
      targetId: journalId,
      changes: { logo: [before.logoPath, logoPath] },
    });
    return row?.slug ?? '';
  });
}
