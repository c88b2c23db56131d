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

/** `/about`: what the site is, who publishes it, its journals and how to reach the editors. */
export async function loadAbout({ context }: RequestArgs) {
  const [settings, journals, siteName] = await Promise.all([
    loadSettings(context.get(apiContext)).catch(() => []),
    context.get(apiContext).content.journals({ query: { perPage: 100 } }),
    siteNameFor(context.get(apiContext)),
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
    seo: await pageSeo(context.get(apiContext), {
      title: [readingTexts().aboutPageTitle],
      path: '/about',
      description: description || readingTexts().aboutDescription(siteName),
    }),
  };
}
