import { ThemeToggle } from '@quire/ui';
import { accountMenuAudiences } from '../lib/account-audiences';
import { useRootData } from '../lib/root-data';
import { SessionStatus } from './session-status';

/** The end of every header: the dark-mode toggle and the account control. */
export function HeaderActions() {
  const root = useRootData();
  return (
    <>
      <ThemeToggle />
      <SessionStatus
        viewer={root?.viewer ?? null}
        audiences={root?.session ? accountMenuAudiences(root.session.user) : []}
      />
    </>
  );
}
