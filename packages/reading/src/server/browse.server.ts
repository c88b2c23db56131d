import type { QuireApi } from '@quire/api-client';
import type { BrowseArticle, PageMeta } from '@quire/contracts';
import {
  articlePath,
  authorPath,
  issuePath,
  keywordPath,
  pageParam,
  type SiteDate,
  siteDate,
  withQuery,
} from '@quire/site';
import { apiContext, doiUrl, orcidUrl, orNotFound, type RequestArgs } from '@quire/site/server';
import { rowNumber } from '@quire/utils';
import { searchHref } from '../search/search-href';
import { readingTexts } from '../texts';
import { issueLabel, journalContext } from './journal.server';
import { journalSeo } from './journal-pages.server';

/** Articles per page of a keyword's or an author's list. */
export const BROWSE_PER_PAGE = 10;

/** An author in a list's byline, linking to their page in this journal. */
export interface BylineLinkView {
  name: string;
  href: string;
}

/** One article of a keyword's or an author's list. */
export interface BrowseItemView {
  id: number;
  title: string;
  href: string;
  authors: BylineLinkView[];
  /** `Vol. 11 No. 3 (2026)` and its page, or null for an article in no issue. */
  issue: { label: string; href: string } | null;
  /** When it was published, in the site's date format. */
  published: SiteDate | null;
  doi: string | null;
  doiUrl: string | null;
}

/** The page of a list, and the way back when the address asks for a page past its end. */
export interface BrowsePagingView {
  page: number;
  lastPage: number;
  total: number;
  /** The number of the list's first article on this page. */
  firstNumber: number;
  /** Set on a page past the end of a list that has articles: the address of its last page. */
  lastPageHref: string | null;
}

/** An article as a keyword's or an author's list shows it; every author links to their page. */
export function toBrowseItem(slug: string, article: BrowseArticle): BrowseItemView {
  return {
    id: article.id,
    title: article.title,
    href: articlePath(slug, article.slug),
    authors: article.authors.map((author) => ({
      name: author.name,
      href: authorPath(slug, author.name),
    })),
    issue: article.issue
      ? { label: issueLabel(article.issue), href: issuePath(slug, article.issue) }
      : null,
    published: siteDate(article.publishedAt),
    doi: article.doi,
    doiUrl: article.doi ? doiUrl(article.doi) : null,
  };
}

/** The paging of a list whose first page is `path`. */
export function browsePaging(path: string, meta: PageMeta, listed: number): BrowsePagingView {
  return {
    page: meta.page,
    lastPage: meta.lastPage,
    total: meta.total,
    firstNumber: rowNumber(0, meta.page, meta.perPage),
    lastPageHref: listed === 0 && meta.total > 0 ? withQuery(path, { page: meta.lastPage }) : null,
  };
}

function requestedPage(request: Request): number {
  return pageParam(new URL(request.url).searchParams.get('page'));
}

/** A search of every journal for `q`, all filters off: a browse page's way out of the journal. */
function searchEverywhere(q: string, label: string) {
  return { label, href: searchHref({ q, journal: '', type: '', year: '', sort: '' }, 1) };
}

/**
 * One page of one of a journal's lists of articles (404 when the list is empty), with the
 * journal it belongs to: what the keyword and author pages load alike.
 */
async function browseListing<List extends { data: BrowseArticle[]; meta: PageMeta }>(
  { request, context }: RequestArgs,
  fetchPage: (api: QuireApi, query: { page: number; perPage: number }) => Promise<List>,
) {
  const page = requestedPage(request);
  const [journal, list] = await Promise.all([
    context.get(journalContext),
    orNotFound(fetchPage(context.get(apiContext), { page, perPage: BROWSE_PER_PAGE })),
  ]);
  return { page, journal, list };
}

/** The list a browse page at `path` shows: its articles as rows, and its paging. */
function browseRows(slug: string, path: string, list: { data: BrowseArticle[]; meta: PageMeta }) {
  return {
    articles: list.data.map((article) => toBrowseItem(slug, article)),
    paging: browsePaging(path, list.meta, list.data.length),
    path,
  };
}

/**
 * `/journals/{slug}/keywords/{keyword}?page=`: the journal's articles with the keyword, newest
 * first (404 when none has it). The canonical address spells the keyword as the articles do.
 */
export async function loadKeywordPage(args: RequestArgs, slug: string, keyword: string) {
  const { page, journal, list } = await browseListing(args, (api, query) =>
    api.content.keywordArticles({ params: { slug, keyword }, query }),
  );
  const path = keywordPath(slug, list.keyword);
  const texts = readingTexts();
  return {
    keyword: list.keyword,
    ...browseRows(slug, path, list),
    /** The same keyword in every journal's articles (a search for it as a phrase). */
    searchAll: searchEverywhere(`"${list.keyword}"`, texts.searchEveryJournalFor(list.keyword)),
    seo: await journalSeo(args, journal, {
      title: [`${texts.keywordPageTitle(list.keyword)}${texts.pageSuffix(page)}`],
      path: withQuery(path, { page }),
      description: texts.keywordDescription(list.keyword, journal.title),
    }),
  };
}

/**
 * `/journals/{slug}/authors/{name}?page=`: the journal's articles with the name in the byline,
 * newest first (404 when there are none), with the author's affiliation and ORCID iD as the
 * newest of them gives them.
 */
export async function loadAuthorPage(args: RequestArgs, slug: string, name: string) {
  const { page, journal, list } = await browseListing(args, (api, query) =>
    api.content.authorArticles({ params: { slug, name }, query }),
  );
  const { author } = list;
  const path = authorPath(slug, author.name);
  const texts = readingTexts();
  return {
    author: {
      name: author.name,
      affiliation: author.affiliation,
      orcid: author.orcid,
      orcidUrl: author.orcid ? orcidUrl(author.orcid) : null,
    },
    ...browseRows(slug, path, list),
    /**
     * Their articles in every journal: by ORCID iD when known (it tells namesakes apart), else
     * a search for the name as a phrase.
     */
    searchAll: author.orcid
      ? searchEverywhere(author.orcid, texts.authorByOrcid)
      : searchEverywhere(`"${author.name}"`, texts.searchEveryJournalFor(author.name)),
    seo: await journalSeo(args, journal, {
      title: [`${author.name}${texts.pageSuffix(page)}`],
      path: withQuery(path, { page }),
      description: texts.authorDescription(author.name, journal.title),
    }),
  };
}
