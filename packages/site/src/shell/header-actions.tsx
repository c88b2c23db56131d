import { ThemeToggle } from '@quire/ui';
import { useRootData } from '../lib/root-data';
import { SessionStatus } from './session-status';

/** The end of every header: the dark-mode toggle and the account control. */
export function HeaderActions() {
  const root = useRootData();
  return (
    <>
      <ThemeToggle />
      <SessionStatus viewer={root?.viewer ?? null} isAdmin={root?.session?.user.role === 'admin'} />
    </>
  );
}
