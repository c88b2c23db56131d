import { pageParam, withQuery } from '@quire/site';
import { apiFor, feedLinks, pageSeo } from '@quire/site/server';
import { notFound, safeBrandColor, toJournalCard } from './journal.server';
import { toNewsCard } from './news.server';

/** Journals per page of `/journals`. */
export const JOURNALS_PER_PAGE = 10;
/** News items per page of `/news`. */
export const NEWS_PER_PAGE = 10;

/** `/journals?page=`: every journal, paged. */
export async function loadJournalsPage(request: Request) {
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const list = await apiFor(request).content.journals({ page, perPage: JOURNALS_PER_PAGE });
  return {
    journals: list.data.map(toJournalCard),
    page: list.meta.page,
    lastPage: list.meta.lastPage,
    total: list.meta.total,
    seo: await pageSeo(request, {
      title: [page > 1 ? `Journals (page ${page})` : 'Journals'],
      path: withQuery('/journals', { page }),
      description: 'Every journal published on this site, with its ISSN and scope.',
    }),
  };
}

/** `/news?journal=&page=`: news, newest first, optionally one journal's only. */
export async function loadNewsPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get('page'));
  const journalSlug = params.get('journal') || undefined;
  const api = apiFor(request);
  const journals = await api.content.journals({ perPage: 100 });
  const journal = journalSlug ? journals.data.find((item) => item.slug === journalSlug) : undefined;
  // A filter naming no journal is an address that does not exist (and never reaches the API).
  if (journalSlug && !journal) notFound();
  const list = await api.content.news({ page, perPage: NEWS_PER_PAGE, journal: journal?.slug });
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
    seo: await pageSeo(request, {
      title: [
        `${journal ? `News of ${journal.title}` : 'News'}${page > 1 ? ` (page ${page})` : ''}`,
      ],
      path: withQuery('/news', { journal: journal?.slug, page }),
      description: journal
        ? `Announcements, calls for papers and news from ${journal.title}.`
        : 'Announcements, calls for papers and news from our journals.',
      extra: feedLinks('/news', 'News'),
    }),
  };
}
