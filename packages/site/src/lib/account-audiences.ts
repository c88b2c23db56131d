import { hasEditorialRole, isSiteAdministrator, type RoleHolder } from '@quire/contracts';
import type { AccountMenuAudience, PanelNavAudience } from '../config/site-menus';

/**
 * The account menu audiences a signed-in user belongs to: `editors` with an editorial role in
 * some journal (or as site administrator), `site-admins` as site administrator.
 * @example accountMenuAudiences(session.user) // ['editors']
 */
export function accountMenuAudiences(user: RoleHolder): AccountMenuAudience[] {
  return [
    ...(hasEditorialRole(user) ? (['editors'] as const) : []),
    ...(isSiteAdministrator(user) ? (['site-admins'] as const) : []),
  ];
}

/**
 * The panel menu audiences a signed-in user belongs to: `reviewers` when they hold the reviewer
 * role in some journal.
 * @example panelNavAudiences(session.user) // ['reviewers']
 */
export function panelNavAudiences(user: RoleHolder): PanelNavAudience[] {
  return user.journals.some((entry) => entry.roles.includes('reviewer')) ? ['reviewers'] : [];
}
