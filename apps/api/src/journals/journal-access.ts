import type { SessionUser } from '../auth/session';
import { forbidden, notFound } from '../http/errors';
import { mayEditJournal, visibleJournalIds } from './journal-records';

/** 404 unless the person works on this journal (or runs the site). */
export function seeJournal(user: SessionUser, journalId: number): void {
  const visible = visibleJournalIds(user);
  if (visible !== 'all' && !visible.includes(journalId)) throw notFound('The journal');
}

/** As `seeJournal`, and 403 unless they may change it (its managers, site administrators). */
export function editJournal(user: SessionUser, journalId: number): void {
  seeJournal(user, journalId);
  if (!mayEditJournal(user, journalId)) {
    throw forbidden('Only the journal’s managers and the site’s administrators can change it.');
  }
}
