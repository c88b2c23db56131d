import type { BrowseArticle, PageMeta } from '@quire/contracts';
import {
  articlePath,
  authorPath,
  formatSiteDate,
  issuePath,
  keywordPath,
  pageParam,
  searchHref,
  withQuery,
} from '@quire/site';
import { apiContext, doiUrl, orcidUrl, orNotFound, type RequestArgs } from '@quire/site/server';
import { rowNumber } from '@quire/utils';
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
  /** `DD-MM-YYYY`. */
  published: string;
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
    published: formatSiteDate(article.publishedAt),
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

/**
 * `/journals/{slug}/keywords/{keyword}?page=`: the journal's articles with the keyword, newest
 * first (404 when none has it). The canonical address spells the keyword as the articles do.
 */
export async function loadKeywordPage(
  { request, context }: RequestArgs,
  slug: string,
  keyword: string,
) {
  const page = requestedPage(request);
  const [journal, list] = await Promise.all([
    context.get(journalContext),
    orNotFound(
      context
        .get(apiContext)
        .content.keywordArticles(slug, keyword, { page, perPage: BROWSE_PER_PAGE }),
    ),
  ]);
  const path = keywordPath(slug, list.keyword);
  return {
    keyword: list.keyword,
    articles: list.data.map((article) => toBrowseItem(slug, article)),
    paging: browsePaging(path, list.meta, list.data.length),
    path,
    /** The same keyword in every journal's articles (a search for it as a phrase). */
    searchAllHref: searchHref(
      { q: `"${list.keyword}"`, journal: '', type: '', year: '', sort: '' },
      1,
    ),
    seo: await journalSeo({ request, context }, journal, {
      title: [`${readingTexts().keywordPageTitle(list.keyword)}${readingTexts().pageSuffix(page)}`],
      path: withQuery(path, { page }),
      description: readingTexts().keywordDescription(list.keyword, journal.title),
    }),
  };
}

/**
 * `/journals/{slug}/authors/{name}?page=`: the journal's articles with the name in the byline,
 * newest first (404 when there are none), with the author's affiliation and ORCID iD as the
 * newest of them gives them.
 */
export async function loadAuthorPage(
  { request, context }: RequestArgs,
  slug: string,
  name: string,
) {
  const page = requestedPage(request);
  const [journal, list] = await Promise.all([
    context.get(journalContext),
    orNotFound(
      context
        .get(apiContext)
        .content.authorArticles(slug, name, { page, perPage: BROWSE_PER_PAGE }),
    ),
  ]);
  const { author } = list;
  const path = authorPath(slug, author.name);
  return {
    author: {
      name: author.name,
      affiliation: author.affiliation,
      orcid: author.orcid,
      orcidUrl: author.orcid ? orcidUrl(author.orcid) : null,
    },
    articles: list.data.map((article) => toBrowseItem(slug, article)),
    paging: browsePaging(path, list.meta, list.data.length),
    path,
    /**
     * Their articles in every journal: by ORCID iD when known (it tells namesakes apart), else
     * a search for the name as a phrase.
     */
    searchAll: author.orcid
      ? {
          label: readingTexts().authorByOrcid,
          href: searchHref({ q: author.orcid, journal: '', type: '', year: '', sort: '' }, 1),
        }
      : {
          label: readingTexts().searchEveryJournalFor(author.name),
          href: searchHref({ q: `"${author.name}"`, journal: '', type: '', year: '', sort: '' }, 1),
        },
    seo: await journalSeo({ request, context }, journal, {
      title: [`${author.name}${readingTexts().pageSuffix(page)}`],
      path: withQuery(path, { page }),
      description: readingTexts().authorDescription(author.name, journal.title),
    }),
  };
}
