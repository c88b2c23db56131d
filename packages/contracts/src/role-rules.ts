/**
 * The roles and the rules read from them, without a schema: sites import these into pages that
 * ship to the browser (the account menu), where zod must not follow. The schemas are in
 * `roles.ts`.
 */

/**
 * The roles a person holds in one journal. The site administrator (`User.role === 'admin'`) is
 * a site role, above them all. A person may hold several roles in several journals.
 * - `manager`: the journal's settings, staff, issues and every submission;
 * - `editor`: every submission of the journal, decisions, issues and publishing;
 * - `section_editor`: the submissions of the sections assigned, and their decisions;
 * - `reviewer`: reviews assigned to them (peer review);
 * - `author`: recorded when someone submits to the journal.
 */
export const JOURNAL_ROLES = ['manager', 'editor', 'section_editor', 'reviewer', 'author'] as const;

/** One of `JOURNAL_ROLES`. */
export type JournalRole = (typeof JOURNAL_ROLES)[number];

/** Each role as people read it, in the order lists show them. */
export const JOURNAL_ROLE_NAMES: Readonly<Record<JournalRole, string>> = {
  manager: 'Journal manager',
  editor: 'Editor',
  section_editor: 'Section editor',
  reviewer: 'Reviewer',
  author: 'Author',
};

/**
 * The roles a journal's managers give and take (its staff); `author` is recorded by submitting.
 */
export const STAFF_ROLES = ['manager', 'editor', 'section_editor', 'reviewer'] as const;

/** One of `STAFF_ROLES`. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that work in the editorial back office (`/admin`) of their journal. */
export const EDITORIAL_ROLES: readonly JournalRole[] = ['manager', 'editor', 'section_editor'];

/** The roles that see and decide every submission of their journal, and publish. */
export const JOURNAL_EDITOR_ROLES: readonly JournalRole[] = ['manager', 'editor'];

/** What `hasEditorialRole` and `isSiteAdministrator` read of a user (the API's session or `User`). */
export interface RoleHolder {
  role: 'author' | 'admin';
  journals: ReadonlyArray<{ roles: readonly JournalRole[] }>;
}

/** A site administrator: the whole site, its settings and the support chat. */
export function isSiteAdministrator(user: RoleHolder): boolean {
  return user.role === 'admin';
}

/**
 * Whether the user works in the editorial back office: a site administrator, or a manager,
 * editor or section editor of some journal. The API asks it of `/api/admin/…`; sites ask it to
 * show the Editorial pages and menu.
 */
export function hasEditorialRole(user: RoleHolder): boolean {
  return (
    isSiteAdministrator(user) ||
    user.journals.some((entry) => entry.roles.some((role) => EDITORIAL_ROLES.includes(role)))
  );
}

/**
 * Roles as a sentence names them, in the order given.
 * @example rolesInWords(['editor', 'reviewer']) // 'Editor and Reviewer'
 */
export function rolesInWords(roles: readonly JournalRole[]): string {
  const names = roles.map((role) => JOURNAL_ROLE_NAMES[role]);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
