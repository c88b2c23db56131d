import type { JournalLinks } from '@quire/ui';
import { journalBasePath, journalPath } from './paths';

/** The paths of a journal's main sections, for its navigation. */
export function journalLinks(slug: string): JournalLinks {
  const base = journalBasePath(slug);
  return {
    home: journalPath(slug),
    currentIssue: `${base}/current-issue`,
    archive: `${base}/archive`,
    volumes: `${base}/volumes`,
  };
}
