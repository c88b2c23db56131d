import { JOURNAL_ROLE_NAMES, type User } from '@quire/contracts';
import { journalPath } from '@quire/site';
import { Link } from 'react-router';
import { useAccountTexts } from '../texts';
import { AccountSectionFrame } from './section-parts';

/**
 * The signed-in person's roles, read from their account: site administrator, and per journal
 * (linked) the roles they hold there, most senior first. Nothing to change here: roles are
 * given by a journal's managers.
 */
export function YourRoles({ user }: { user: Pick<User, 'role' | 'journals'> }) {
  const texts = useAccountTexts();
  const admin = user.role === 'admin';
  return (
    <AccountSectionFrame id="roles" title={texts.rolesTitle}>
      {admin ? <p>{texts.siteAdministratorRole}</p> : null}
      {user.journals.length > 0 ? (
        <>
          <p>{texts.rolesIntro}</p>
          <ul className="q-role-list">
            {user.journals.map((membership) => (
              <li key={membership.journalId}>
                <Link to={journalPath(membership.slug)}>{membership.title}</Link>
                <span className="q-visually-hidden">: </span>
                <ul
                  className="q-role-list__roles"
                  aria-label={texts.rolesInJournal(membership.title)}
                >
                  {membership.roles.map((role) => (
                    <li key={role} className="q-role-list__role">
                      {JOURNAL_ROLE_NAMES[role]}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      ) : admin ? null : (
        <p>{texts.noRolesYet}</p>
      )}
    </AccountSectionFrame>
  );
}
