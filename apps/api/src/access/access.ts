import {
  hasEditorialRole,
  JOURNAL_EDITOR_ROLES,
  type JournalMembership,
  type JournalRole,
} from '@quire/contracts';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/session';
import { requireUser } from '../auth/session';
import { forbidden } from '../http/errors';

/**
 * Who may do what, decided from the session alone (its user carries their site role and journal
 * roles, read with the session): no query of its own. The rules, in one place:
 * - a site administrator may do everything, in every journal;
 * - a journal manager or editor sees and decides every submission of their journal, and prepares
 *   and publishes its issues; a manager also staffs the journal;
 * - a section editor sees and decides the submissions of the sections assigned to them;
 * - reviewers and authors have no place in the back office (`/api/admin/…` answers them 403);
 * - the support chat and the site's caches are the site administrators'.
 * Something of another journal answers 404, exactly like something missing: the back office
 * never tells a journal's staff what another journal holds.
 */

/** The user's site role allows everything. */
export function isSiteAdmin(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'admin';
}

/** Whether the user works in the editorial back office of some journal, or of the site. */
export const hasBackOffice: (user: Pick<SessionUser, 'role' | 'journals'>) => boolean =
  hasEditorialRole;

function holds(membership: JournalMembership, roles: readonly JournalRole[]): boolean {
  return membership.roles.some((role) => roles.includes(role));
}

/** The journals in which the user holds one of `roles`. */
export function journalsWhere(
  user: Pick<SessionUser, 'journals'>,
  roles: readonly JournalRole[],
): number[] {
  return user.journals.filter((entry) => holds(entry, roles)).map((entry) => entry.journalId);
}

/**
 * The submissions a user may handle as an editor: all of them (site administrators), or those of
 * the journals they manage or edit and of the sections they edit.
 */
export type EditorialScope = 'all' | { journalIds: number[]; sectionIds: number[] };

/** The user's editorial scope (see `EditorialScope`). */
export function editorialScope(user: Pick<SessionUser, 'role' | 'journals'>): EditorialScope {
  if (isSiteAdmin(user)) return 'all';
  return {
    journalIds: journalsWhere(user, JOURNAL_EDITOR_ROLES),
    sectionIds: user.journals
      .filter((entry) => entry.roles.includes('section_editor'))
      .flatMap((entry) => entry.sectionIds),
  };
}

/** The journals whose issues the user prepares and publishes into: all, or those listed. */
export type JournalScope = 'all' | number[];

/** The journals the user manages or edits (site administrators: all). */
export function publishingScope(user: Pick<SessionUser, 'role' | 'journals'>): JournalScope {
  return isSiteAdmin(user) ? 'all' : journalsWhere(user, JOURNAL_EDITOR_ROLES);
}

/** The journals whose staff the user may change (site administrators: all; managers: theirs). */
export function staffingScope(user: Pick<SessionUser, 'role' | 'journals'>): JournalScope {
  return isSiteAdmin(user) ? 'all' : journalsWhere(user, ['manager']);
}

/** Whether a journal is within a scope. */
export function inScope(scope: JournalScope, journalId: number): boolean {
  return scope === 'all' || scope.includes(journalId);
}

/** The signed-in user when they work in the back office of some journal; 401 / 403 otherwise. */
export function requireBackOffice(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!hasBackOffice(user)) {
    throw forbidden('Only a journal’s editors and the site’s administrators can do this.');
  }
  return user;
}

/** The signed-in site administrator; 401 / 403 otherwise. */
export function requireSiteAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!isSiteAdmin(user)) throw forbidden('Only the site’s administrators can do this.');
  return user;
}
