import {
  apiContext,
  loadSettings,
  pageSeo,
  type RequestArgs,
  settingValue,
  siteNameFor,
} from '@quire/site/server';
import { readingTexts } from '../texts';
import { toJournalCard } from './journal.server';
import { writtenSitePage } from './site-page.server';

/**
 * `/about`: what the site is, who publishes it, its journals and how to reach the editors. When
 * the administrators wrote the site page `about`, its title and text replace the default ones
 * (`written`); the list of journals stays, as it follows the site.
 */
export async function loadAbout({ context }: RequestArgs) {
  const api = context.get(apiContext);
  const [settings, journals, siteName, written] = await Promise.all([
    loadSettings(api).catch(() => []),
    api.content.journals({ query: { perPage: 100 } }),
    siteNameFor(api),
    writtenSitePage(api, 'about'),
  ]);
  const description = settingValue(settings, 'site_description') ?? '';
  const publishers = [
    ...new Set(journals.data.map((journal) => journal.publisher).filter((name) => name !== null)),
  ];
  return {
    siteName,
    written,
    description,
    publishers,
    contactEmail: settingValue(settings, 'contact_email') ?? null,
    journals: journals.data.map(toJournalCard),
    seo: await pageSeo(context.get(apiContext), {
      title: [readingTexts().aboutPageTitle],
      path: '/about',
      description: description || readingTexts().aboutDescription(siteName),
    }),
  };
}
