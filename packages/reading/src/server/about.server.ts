import { apiFor, loadSettings, pageSeo, settingValue, siteNameFor } from '@quire/site/server';
import { toJournalCard } from './journal.server';

/** `/about`: what the site is, who publishes it, its journals and how to reach the editors. */
export async function loadAbout(request: Request) {
  const [settings, journals, siteName] = await Promise.all([
    loadSettings(request).catch(() => []),
    apiFor(request).content.journals({ perPage: 100 }),
    siteNameFor(request),
  ]);
  const description = settingValue(settings, 'site_description') ?? '';
  const publishers = [
    ...new Set(journals.data.map((journal) => journal.publisher).filter((name) => name !== null)),
  ];
  return {
    siteName,
    description,
    publishers,
    contactEmail: settingValue(settings, 'contact_email') ?? null,
    journals: journals.data.map(toJournalCard),
    seo: await pageSeo(request, {
      title: ['About'],
      path: '/about',
      description: description || `About ${siteName}: who publishes it and how it works.`,
    }),
  };
}
