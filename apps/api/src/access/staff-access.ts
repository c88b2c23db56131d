import { EDITORIAL_ROLES } from '@quire/contracts';
import type { SessionUser } from '../auth/session';
import type { Database } from '../db/client';
import { forbidden, notFound } from '../http/errors';
import { inScope, isSiteAdmin, journalsWhere, staffingScope } from './access';
import { journalExists } from './journal-staff';

/**
 * The journal, if this user may see its staff: the journal's managers, editors and section
 * editors, and site administrators. Anyone else gets the 404 of a missing journal.
 */
export async function seeStaffOf(
  db: Database,
  user: SessionUser,
  journalId: number,
): Promise<void> {
  const visible = isSiteAdmin(user) || journalsWhere(user, EDITORIAL_ROLES).includes(journalId);
  if (!visible || !(await journalExists(db, journalId))) throw notFound('The journal');
}

/**
 * As `seeStaffOf`, and 403 with `refusal` (what they may not change, said to the person) unless
 * the user manages the journal or the site: the rule for every change of how a journal is run.
 */
export async function manageJournalOf(
  db: Database,
  user: SessionUser,
  journalId: number,
  refusal: string,
): Promise<void> {
  await seeStaffOf(db, user, journalId);
  if (!inScope(staffingScope(user), journalId)) throw forbidden(refusal);
}

/** As `seeStaffOf`, and 403 unless the user may also change the staff (managers, site admins). */
export function changeStaffOf(db: Database, user: SessionUser, journalId: number): Promise<void> {
  return manageJournalOf(
    db,
    user,
    journalId,
    'Only the journal’s managers and the site’s administrators can change its staff.',
  );
}
