import { JournalLayout } from '@quire/ui';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import { journalFrameProps } from '../../reading/journal-frame';
import type { journalLayoutLoader } from './journal.server';

/** A journal's frame: masthead and navigation in the journal's brand colour. */
export function JournalLayoutPage() {
  const loaderData = useLoaderData<typeof journalLayoutLoader>();
  const { pathname } = useLocation();
  return (
    <JournalLayout {...journalFrameProps(loaderData.journal, pathname)}>
      <Outlet />
    </JournalLayout>
  );
}
