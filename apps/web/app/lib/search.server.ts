import { isApiError } from '@quire/api-client';
import type { SearchResult } from '@quire/contracts';
import { formatDate, rowNumber } from '@quire/utils';
import { apiFor } from './api.server';
import { type HighlightSegment, highlightSegments } from './highlight';
import { bylineOf, issueLabel, safeBrandColor } from './journal.server';
import { articlePath, journalPath, pageParam, withQuery } from './paths';
import { pageSeo } from './seo.server';

/** Results per page. */
export const SEARCH_PER_PAGE = 10;

/** Article types a search can be narrowed to, with their labels. */
export const ARTICLE_TYPES = [
  { value: 'research-article', label: 'Research article' },
  { value: 'review-article', label: 'Review article' },
  { value: 'short-communication', label: 'Short communication' },
  { value: 'editorial', label: 'Editorial' },
] as const;

/** The search as asked, echoed into the form. */
export interface SearchFilters {
  q: string;
  journal: string;
  type: string;
  year: string;
}

/** One hit, ready to render: highlights are text runs, never HTML. */
export interface SearchHitView {
  id: number;
  href: string;
  title: HighlightSegment[];
  snippet: HighlightSegment[];
  authors: string;
  journal: { title: string; href: string; brandColor: string };
  issue: string | null;
  published: string;
  doi: string | null;
}

/** What the page shows: nothing asked yet, a refused search, or results. */
export type SearchOutcome =
  | { kind: 'prompt' }
  | { kind: 'invalid'; message: string; fieldErrors: Record<string, string[]> }
  | {
      kind: 'results';
      hits: SearchHitView[];
      page: number;
      lastPage: number;
      total: number;
      /** The number of the first hit on this page (spec §5's row numbering). */
      firstNumber: number;
    };

/** Turns an API hit into its view, splitting the `<mark>` highlights into text runs. */
export function toSearchHit(hit: SearchResult): SearchHitView {
  return {
    id: hit.id,
    href: articlePath(hit.journal.slug, hit.slug),
    title: highlightSegments(hit.titleHighlight || hit.title),
    snippet: highlightSegments(hit.snippet),
    authors: bylineOf(hit.authors.map((name) => ({ name }))),
    journal: {
      title: hit.journal.title,
      href: journalPath(hit.journal.slug),
      brandColor: safeBrandColor(hit.journal.brandColor),
    },
    issue: hit.issue ? issueLabel(hit.issue) : null,
    published: formatDate(hit.publishedAt),
    doi: hit.doi,
  };
}

/** The filters in a search address; absent ones are empty strings. */
export function searchFilters(url: URL): SearchFilters {
  const get = (name: string) => (url.searchParams.get(name) ?? '').trim();
  return { q: get('q'), journal: get('journal'), type: get('type'), year: get('year') };
}

async function runSearch(
  request: Request,
  filters: SearchFilters,
  page: number,
): Promise<SearchOutcome> {
  // An empty search is not an error to show: the page asks for words instead.
  if (!filters.q) return { kind: 'prompt' };
  try {
    const answer = await apiFor(request).search({
      q: filters.q,
      page,
      perPage: SEARCH_PER_PAGE,
      ...(filters.journal ? { journal: filters.journal } : {}),
      ...(filters.type ? { type: filters.type } : {}),
      ...(filters.year ? { year: Number(filters.year) } : {}),
    });
    return {
      kind: 'results',
      hits: answer.data.map(toSearchHit),
      page: answer.meta.page,
      lastPage: answer.meta.lastPage,
      total: answer.meta.total,
      firstNumber: rowNumber(0, answer.meta.page, answer.meta.perPage),
    };
  } catch (error) {
    // The API refuses what it cannot search for (a bad year, an overlong query): say why.
    if (isApiError(error) && error.status === 400) {
      return { kind: 'invalid', message: error.message, fieldErrors: { ...error.fieldErrors } };
    }
    throw error;
  }
}

/** `/search?q=&journal=&type=&year=&page=`: the form's choices and the outcome. */
export async function loadSearch(request: Request) {
  const url = new URL(request.url);
  const filters = searchFilters(url);
  const page = pageParam(url.searchParams.get('page'));
  const [outcome, journals] = await Promise.all([
    runSearch(request, filters, page),
    apiFor(request).content.journals({ perPage: 100 }),
  ]);
  return {
    filters,
    outcome,
    journals: journals.data.map((journal) => ({ slug: journal.slug, title: journal.title })),
    types: ARTICLE_TYPES,
    seo: await pageSeo(request, {
      title: [filters.q ? `Search results for “${filters.q}”` : 'Search'],
      path: filters.q ? withQuery('/search', { ...filters, page }) : '/search',
      description: 'Search every article of every journal by title, author, keyword and abstract.',
    }),
  };
}
