import { pageParam, withQuery } from '@quire/site';
import { apiContext, feedLinks, pageSeo, type RequestArgs } from '@quire/site/server';
import { readingTexts } from '../texts';
import { notFound, safeBrandColor, toJournalCard } from './journal.server';
import { toNewsCard } from './news.server';

/** Journals per page of `/journals`. */
export const JOURNALS_PER_PAGE = 10;
/** News items per page of `/news`. */
export const NEWS_PER_PAGE = 10;

/** `/journals?page=`: every journal, paged. */
export async function loadJournalsPage({ request, context }: RequestArgs) {
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const list = await context
    .get(apiContext)
    .content.journals({ query: { page, perPage: JOURNALS_PER_PAGE } });
  return {
    journals: list.data.map(toJournalCard),
    page: list.meta.page,
    lastPage: list.meta.lastPage,
    total: list.meta.total,
    seo: await pageSeo(context.get(apiContext), {
      title: [readingTexts().journalsPageTitle(page)],
      path: withQuery('/journals', { page }),
      description: readingTexts().journalsDescription,
    }),
  };
}

/** `/news?journal=&page=`: news, newest first, optionally one journal's only. */
export async function loadNewsPage({ request, context }: RequestArgs) {
  const texts = readingTexts();
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get('page'));
  const journalSlug = params.get('journal') || undefined;
  const api = context.get(apiContext);
  const journals = await api.content.journals({ query: { perPage: 100 } });
  const journal = journalSlug ? journals.data.find((item) => item.slug === journalSlug) : undefined;
  // A filter naming no journal is an address that does not exist (and never reaches the API).
  if (journalSlug && !journal) notFound();
  const list = await api.content.news({
    query: { page, perPage: NEWS_PER_PAGE, journal: journal?.slug },
  });
  return {
    items: list.data.map(toNewsCard),
    page: list.meta.page,
    lastPage: list.meta.lastPage,
    journal: journal ? { slug: journal.slug, title: journal.title } : null,
    journalOptions: journals.data.map((item) => ({
      slug: item.slug,
      title: item.title,
      brandColor: safeBrandColor(item.brandColor),
    })),
    seo: await pageSeo(context.get(apiContext), {
      title: [
        `${journal ? texts.newsOfJournal(journal.title) : texts.newsTitle}${texts.pageSuffix(page)}`,
      ],
      path: withQuery('/news', { journal: journal?.slug, page }),
      description: journal ? texts.journalNewsDescription(journal.title) : texts.newsDescription,
      extra: feedLinks('/news', texts.newsTitle),
    }),
  };
}
