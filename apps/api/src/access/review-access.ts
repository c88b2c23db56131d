import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { manageJournalOf, seeStaffOf } from './staff-access';

/**
 * Who may read and change a journal's peer-review settings and review form: its editorial staff
 * read them (to invite and decide); its managers and the site's administrators change them.
 * Anyone else gets the 404 of a missing journal.
 */
export async function seeReviewSettingsOf(
  db: Database,
  user: SessionUser,
  journalId: number,
): Promise<void> {
  await seeStaffOf(db, user, journalId);
}

/** As `seeReviewSettingsOf`, and 403 unless the user manages the journal (or the site). */
export function changeReviewSettingsOf(
  db: Database,
  user: SessionUser,
  journalId: number,
): Promise<void> {
  return manageJournalOf(
    db,
    user,
    journalId,
    'Only the journal’s managers and the site’s administrators can change how it reviews.',
  );
}
