import type { JournalLinks } from '@quire/ui';

/** The paths of a journal's main sections, for its navigation. */
export function journalLinks(slug: string): JournalLinks {
  const base = `/journals/${encodeURIComponent(slug)}`;
  return {
    home: base,
    currentIssue: `${base}/current-issue`,
    archive: `${base}/archive`,
    volumes: `${base}/volumes`,
  };
}
