import { isApiError } from '@quire/api-client';
import { type SearchLookup, type SearchResult, searchSortSchema } from '@quire/contracts';
import {
  articlePath,
  journalPath,
  journalSite,
  pageParam,
  type SiteDate,
  siteDate,
} from '@quire/site';
import { apiContext, doiUrl, orcidUrl, pageSeo, type RequestArgs } from '@quire/site/server';
import { rowNumber } from '@quire/utils';
import { type HighlightSegment, highlightSegments } from '../search/highlight';
import { type SearchAddress, searchHref } from '../search/search-href';
import { type ReadingTexts, readingTexts } from '../texts';
import { issueLabel, safeBrandColor } from './journal.server';

/** Results per page. */
export const SEARCH_PER_PAGE = 10;

/** Article types a search can be narrowed to, with the key of each one's label. */
export const ARTICLE_TYPES = [
  { value: 'research-article', text: 'typeResearchArticle' },
  { value: 'review-article', text: 'typeReviewArticle' },
  { value: 'short-communication', text: 'typeShortCommunication' },
  { value: 'editorial', text: 'typeEditorial' },
] as const satisfies readonly { value: string; text: keyof ReadingTexts }[];

/** The orders results can be sorted in, with the key of each label; the first is the default. */
export const SORT_OPTIONS = [
  { value: 'relevance', text: 'sortRelevance' },
  { value: 'newest', text: 'sortNewest' },
  { value: 'oldest', text: 'sortOldest' },
  { value: 'title', text: 'sortTitle' },
] as const satisfies readonly { value: string; text: keyof ReadingTexts }[];

/** Options of a select, each labelled in the site's words. */
function labelled(
  options: readonly { value: string; text: keyof ReadingTexts }[],
  texts: ReadingTexts,
): readonly { value: string; label: string }[] {
  return options.map(({ value, text }) => ({ value, label: String(texts[text]) }));
}

/** The search as asked, echoed into the form (`sort`: one of {@link SORT_OPTIONS} or empty). */
export type SearchFilters = SearchAddress;

/** A search that was a DOI or an ORCID iD, with the identifier's resolver address. */
export interface SearchLookupView extends SearchLookup {
  /** `https://doi.org/…` or `https://orcid.org/…`. */
  href: string;
}

/** One hit, ready to render: highlights are text runs, never HTML. */
export interface SearchHitView {
  id: number;
  href: string;
  title: HighlightSegment[];
  /** Fragments around the words found: of the abstract, or of the full text (`snippetSource`). */
  snippet: HighlightSegment[];
  snippetSource: 'abstract' | 'fullText';
  /** Author names in byline order, the words found in them marked. */
  authors: HighlightSegment[][];
  /** The keywords with the words found marked; none unless a keyword holds one of the words. */
  keywords: HighlightSegment[][];
  journal: { title: string; href: string; brandColor: string };
  issue: string | null;
  published: SiteDate | null;
  doi: string | null;
  /** Whether a retraction notice was published on it: the hit says so before the title. */
  retracted?: boolean;
}

/**
 * What the page shows: nothing asked yet, a refused search, results (none at all included), or
 * a page past the end of results that exist, with the address of their last page.
 */
export type SearchOutcome =
  | { kind: 'prompt' }
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string[]> }
  | {
      kind: 'results';
      hits: SearchHitView[];
      page: number;
      lastPage: number;
      total: number;
      /** True when more articles matched than can be paged through (`total` is then the cap). */
      totalIsCapped: boolean;
      /** The number of the first hit on this page (rows are numbered across pages). */
      firstNumber: number;
      lookup: SearchLookupView | null;
    }
  | {
      kind: 'past-end';
      total: number;
      totalIsCapped: boolean;
      lastPage: number;
      lastPageHref: string;
      lookup: SearchLookupView | null;
    };

/** Turns an API hit into its view, splitting the `<mark>` highlights into text runs. */
export function toSearchHit(hit: SearchResult): SearchHitView {
  return {
    id: hit.id,
    href: articlePath(hit.journal.slug, hit.slug),
    title: highlightSegments(hit.titleHighlight || hit.title),
    snippet: highlightSegments(hit.snippet),
    snippetSource: hit.snippetSource,
    authors: hit.authorHighlights.map(highlightSegments),
    keywords: hit.matchedIn.includes('keywords')
      ? hit.keywordHighlights.map(highlightSegments)
      : [],
    journal: {
      title: hit.journal.title,
      href: journalPath(hit.journal.slug),
      brandColor: safeBrandColor(hit.journal.brandColor),
    },
    issue: hit.issue ? issueLabel(hit.issue) : null,
    published: siteDate(hit.publishedAt),
    doi: hit.doi,
    retracted: hit.retracted === true,
  };
}

/**
 * The filters in a search address; absent ones are empty strings. A single-journal site always
 * searches its own journal.
 */
export function searchFilters(url: URL): SearchFilters {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  return {
    q: get('q'),
    journal: journalSite().journal ?? get('journal'),
    type: get('type'),
    year: get('year'),
    sort: get('sort'),
  };
}

/** A DOI or ORCID lookup with the link to the identifier's record. */
export function toLookupView(lookup: SearchLookup): SearchLookupView {
  return {
    ...lookup,
    href: lookup.kind === 'doi' ? doiUrl(lookup.value) : orcidUrl(lookup.value),
  };
}

async function runSearch(
  { context }: RequestArgs,
  filters: SearchFilters,
  page: number,
): Promise<SearchOutcome> {
  // An empty search is not an error to show: the page asks for words instead.
  if (!filters.q) return { kind: 'prompt' };
  // A hand-edited order is refused here, in the API's words, without asking it.
  const sort = searchSortSchema.optional().safeParse(filters.sort || undefined);
  if (!sort.success) {
    const message = sort.error.issues[0]?.message ?? readingTexts().chooseSortOrder;
    return { kind: 'invalid', message, fieldErrors: { sort: [message] } };
  }
  try {
    const answer = await context.get(apiContext).content.search({
      query: {
        q: filters.q,
        page,
        perPage: SEARCH_PER_PAGE,
        ...(filters.journal ? { journal: filters.journal } : {}),
        ...(filters.type ? { type: filters.type } : {}),
        ...(filters.year ? { year: Number(filters.year) } : {}),
        ...(sort.data ? { sort: sort.data } : {}),
      },
    });
    const { meta } = answer;
    const lookup = answer.lookup ? toLookupView(answer.lookup) : null;
    // Past the last page of results that exist, offer that page rather than "nothing found".
    if (answer.data.length === 0 && meta.total > 0) {
      return {
        kind: 'past-end',
        total: meta.total,
        totalIsCapped: meta.totalIsCapped,
        lastPage: meta.lastPage,
        lastPageHref: searchHref(filters, meta.lastPage),
        lookup,
      };
    }
    return {
      kind: 'results',
      hits: answer.data.map(toSearchHit),
      page: meta.page,
      lastPage: meta.lastPage,
      total: meta.total,
      totalIsCapped: meta.totalIsCapped,
      firstNumber: rowNumber(0, meta.page, meta.perPage),
      lookup,
    };
  } catch (error) {
    // The API refuses what it cannot search for (a bad year, an overlong query): say why.
    if (isApiError(error) && error.status === 400) {
      return { kind: 'invalid', message: error.message, fieldErrors: { ...error.fieldErrors } };
    }
    throw error;
  }
}

/** `/search?q=&journal=&type=&year=&sort=&page=`: the form's choices and the outcome. */
export async function loadSearch({ request, context }: RequestArgs) {
  const url = new URL(request.url);
  const filters = searchFilters(url);
  const page = pageParam(url.searchParams.get('page'));
  const [outcome, journals] = await Promise.all([
    runSearch({ request, context }, filters, page),
    context.get(apiContext).content.journals({ query: { perPage: 100 } }),
  ]);
  const single = journalSite().journal;
  const offered = single ? journals.data.filter((item) => item.slug === single) : journals.data;
  // On a single-journal site there is no wider search to offer.
  const journal = single ? undefined : journals.data.find((item) => item.slug === filters.journal);
  return {
    filters,
    outcome,
    journals: offered.map((item) => ({ slug: item.slug, title: item.title })),
    types: labelled(ARTICLE_TYPES, readingTexts()),
    sorts: labelled(SORT_OPTIONS, readingTexts()),
    /** The journal the search is limited to, and the same search in every journal. */
    scope: journal
      ? {
          title: journal.title,
          allJournalsHref: searchHref({ ...filters, journal: '' }, 1),
        }
      : null,
    seo: await pageSeo(context.get(apiContext), {
      title: [
        filters.q ? readingTexts().searchResultsTitle(filters.q) : readingTexts().searchTitle,
      ],
      path: filters.q ? searchHref(filters, page) : '/search',
      description: readingTexts().searchDescription,
    }),
  };
}
