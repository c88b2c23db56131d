import type { LatestIssue } from '@quire/contracts';
import type { PageSeo } from '@quire/site';
import { journalPath } from '@quire/site';
import {
  apiContext,
  loadSettings,
  pageSeo,
  type RequestArgs,
  settingValue,
} from '@quire/site/server';
import type { IssueListItem } from '../reading/issue-list';
import { readingTexts } from '../texts';
import { type JournalCardView, safeBrandColor, toIssueCard, toJournalCard } from './journal.server';
import { type NewsCardView, toNewsCard } from './news.server';

/** How many of the newest issues across journals the home page shows. */
export const HOME_ISSUE_COUNT = 4;
/** How many news items the home page shows. */
export const HOME_NEWS_COUNT = 4;

/** What the home page shows. */
export interface HomeData {
  intro: string;
  journals: JournalCardView[];
  news: NewsCardView[];
  issues: IssueListItem[];
  seo: PageSeo;
}

/** The home page's newest issues of every journal together, from one API call. */
export function toLatestIssueCard(issue: LatestIssue): IssueListItem {
  return {
    ...toIssueCard(issue.journal.slug, issue),
    journal: {
      title: issue.journal.title,
      href: journalPath(issue.journal.slug),
      brandColor: safeBrandColor(issue.journal.brandColor),
    },
  };
}

/** The home page: every journal, the latest news and the latest issues across journals. */
export async function loadHome({ context }: RequestArgs): Promise<HomeData> {
  const api = context.get(apiContext);
  // Two calls an uncached view pays for (news, latest issues); the journal list and the settings
  // change rarely and come from the process's cache of stable reads (docs/architecture.md).
  const [journals, news, latest, settings] = await Promise.all([
    api.content.journals({ query: { perPage: 100 } }),
    api.content.news({ query: { perPage: HOME_NEWS_COUNT } }),
    api.content.latestIssues({ query: { limit: HOME_ISSUE_COUNT } }),
    loadSettings(context.get(apiContext)).catch(() => []),
  ]);
  const intro = settingValue(settings, 'site_description') ?? '';
  return {
    intro,
    journals: journals.data.map(toJournalCard),
    news: news.data.map(toNewsCard),
    issues: latest.data.map(toLatestIssueCard),
    seo: await pageSeo(context.get(apiContext), {
      title: [],
      path: '/',
      description: intro || readingTexts().homeDescription,
    }),
  };
}
