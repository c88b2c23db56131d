import { createContext, type ReactNode, useContext } from 'react';
import { useParams } from 'react-router';
import { type JournalSite, journalSite } from './journal-site';

const SiteContext = createContext<JournalSite | null>(null);

/** Gives the components below it a site configuration (Storybook shows several this way). */
export function JournalSiteProvider({
  site,
  children,
}: {
  site: JournalSite;
  children: ReactNode;
}) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

/** The site configuration: the nearest provider's, else the one the app defined. */
export function useJournalSite(): JournalSite {
  return useContext(SiteContext) ?? journalSite();
}

/** The journal of the current reading page: the address's `:slug`, or the single journal's. */
export function useJournalSlug(): string {
  const { slug } = useParams();
  const { journal } = useJournalSite();
  return slug || journal || '';
}
