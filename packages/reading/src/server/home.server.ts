import type { JournalSummary } from '@quire/contracts';
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

/**
 * The newest published issues across every journal: the API lists issues per journal, so this
 * asks each journal's archive for its newest few and merges them by publication time.
 */
export async function latestIssues(
  { context }: RequestArgs,
  journals: readonly JournalSummary[],
  count: number,
): Promise<IssueListItem[]> {
  const perJournal = await Promise.all(
    journals.map(async (journal) => {
      const archive = await context
        .get(apiContext)
        .content.archive(journal.slug, { perPage: count });
      return archive.data.map((issue) => ({ issue, journal }));
    }),
  );
  return perJournal
    .flat()
    .sort((a, b) => Date.parse(b.issue.publishedAt) - Date.parse(a.issue.publishedAt))
    .slice(0, count)
    .map(({ issue, journal }) => ({
      ...toIssueCard(journal.slug, issue),
      journal: {
        title: journal.title,
        href: journalPath(journal.slug),
        brandColor: safeBrandColor(journal.brandColor),
      },
    }));
}

/** The home page: every journal, the latest news and the latest issues across journals. */
export async function loadHome({ request, context }: RequestArgs): Promise<HomeData> {
  const api = context.get(apiContext);
  const [journals, news, settings] = await Promise.all([
    api.content.journals({ perPage: 100 }),
    api.content.news({ perPage: HOME_NEWS_COUNT }),
    loadSettings(context.get(apiContext)).catch(() => []),
  ]);
  const intro = settingValue(settings, 'site_description') ?? '';
  return {
    intro,
    journals: journals.data.map(toJournalCard),
    news: news.data.map(toNewsCard),
    issues: await latestIssues({ request, context }, journals.data, HOME_ISSUE_COUNT),
    seo: await pageSeo(context.get(apiContext), {
      title: [],
      path: '/',
      description: intro || readingTexts().homeDescription,
    }),
  };
}
