import { isApiError } from '@quire/api-client';
import type { Issue, IssueSummary, Journal, JournalSummary, TocArticle } from '@quire/contracts';
import { articlePath, issuePath, journalPath, type SiteDate, siteDate } from '@quire/site';
import { apiContext, doiUrl, journalSlugParam, orNotFound } from '@quire/site/server';
import { sanitizeHtml } from '@quire/utils';
import { createContext, data, type MiddlewareFunction, type Params, redirect } from 'react-router';
import { readingTexts } from '../texts';

/** An issue as a list shows it. */
export interface IssueCardView {
  id: number;
  /** `Vol. 11 No. 3 (2026)`. */
  label: string;
  /** The issue's own title (special issues), or null. */
  title: string | null;
  href: string;
  coverUrl: string | null;
  /** What the cover shows, for screen readers ('' when it is decorative). */
  coverAlt: string;
  year: number;
  /** When it was published, in the site's date format. */
  published: SiteDate | null;
  articleCount: number;
  isCurrent: boolean;
}

/** One article line of a table of contents. */
export interface TocArticleView {
  id: number;
  title: string;
  href: string;
  /** Author names joined for display. */
  authors: string;
  pages: string | null;
  doi: string | null;
  doiUrl: string | null;
  pdfUrl: string | null;
  /** Whether a retraction notice was published on it: the line says so before the title. */
  retracted?: boolean;
}

/** A section of a table of contents. */
export interface TocSectionView {
  title: string;
  articles: TocArticleView[];
}

/** An issue with its table of contents; `descriptionHtml` is already sanitised. */
export interface IssueView extends IssueCardView {
  descriptionHtml: string;
  sections: TocSectionView[];
}

/** Throws this route's 404 (the root boundary draws 'Page Not Found: {path}'). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The journal of the request's journal layout (a promise, so a page's loader fetches its own
 * data while the journal is on its way; it rejects with the 404 when there is no such journal).
 * Set by {@link journalMiddleware}.
 * @example const [journal, issue] = await Promise.all([context.get(journalContext), …]);
 */
export const journalContext = createContext<Promise<Journal>>();

/**
 * The journal layouts' middleware: asks the API for the journal of the address (or of a
 * single-journal site's configuration) once per request; the layout and the page inside it
 * both read it from {@link journalContext}.
 */
export const journalMiddleware: MiddlewareFunction<Response> = ({ context, params, request }) => {
  const journal = orNotFound(
    followMove(
      context.get(apiContext).content.journal({ params: { slug: journalSlugParam(params) } }),
      params,
      request,
    ),
  );
  // Awaited by the layout's loader; an action-only request may never read it.
  journal.catch(() => undefined);
  context.set(journalContext, journal);
};

/** The same page under the journal's current slug, when the address used a former one. */
function movedTo(params: Params, request: Request, slug: string): Response {
  const url = new URL(request.url);
  const former = journalPath(params.slug ?? '');
  const rest = url.pathname.startsWith(former) ? url.pathname.slice(former.length) : '';
  return redirect(`${journalPath(slug)}${rest}${url.search}`, 301);
}

/**
 * The API answers a journal's former slug with a 301 naming the current one (the server-side
 * client follows no redirects): the reader gets a 301 to the same page under the new address.
 */
async function followMove(call: Promise<Journal>, params: Params, request: Request) {
  try {
    return await call;
  } catch (error) {
    const slug = isApiError(error) && error.status === 301 ? movedSlugOf(error.body) : null;
    if (slug && params.slug) throw movedTo(params, request, slug);
    throw error;
  }
}

function movedSlugOf(body: unknown): string | null {
  const slug = typeof body === 'object' && body !== null ? (body as { slug?: unknown }).slug : null;
  return typeof slug === 'string' && slug !== '' ? slug : null;
}

/**
 * The journal of the address, once it has come; when the address used one of the journal's
 * former slugs (the API follows its redirect), a permanent redirect to the same page under the
 * current slug instead, so old links keep working and readers and indexers learn the new address.
 */
export async function canonicalJournal(
  context: { get: (key: typeof journalContext) => Promise<Journal> },
  params: Params,
  request: Request,
): Promise<Journal> {
  const journal = await context.get(journalContext);
  const asked = params.slug;
  if (asked && asked !== journal.slug) throw movedTo(params, request, journal.slug);
  return journal;
}

/**
 * `Vol. 11 No. 3 (2026)`, the way journals label an issue.
 * @example issueLabel({ volume: 11, number: 3, year: 2026 }) // 'Vol. 11 No. 3 (2026)'
 */
export function issueLabel(issue: { volume: number; number: number; year: number }): string {
  return readingTexts().issueLabel(issue.volume, issue.number, issue.year);
}

/** An issue summary as a list card. */
export function toIssueCard(slug: string, issue: IssueSummary): IssueCardView {
  return {
    id: issue.id,
    label: issueLabel(issue),
    title: issue.title,
    href: issuePath(slug, issue),
    coverUrl: issue.coverUrl,
    coverAlt: issue.coverAlt,
    year: issue.year,
    published: siteDate(issue.publishedAt),
    articleCount: issue.articleCount,
    isCurrent: issue.isCurrent,
  };
}

/** Author names for a byline: `A, B and C`. */
export function bylineOf(authors: readonly { name: string }[]): string {
  const names = authors.map((author) => author.name);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function toTocArticle(slug: string, article: TocArticle): TocArticleView {
  return {
    id: article.id,
    title: article.title,
    href: articlePath(slug, article.slug),
    authors: bylineOf(article.authors),
    pages: article.pages,
    doi: article.doi,
    doiUrl: article.doi ? doiUrl(article.doi) : null,
    pdfUrl: article.pdfDownloadUrl ?? article.pdfUrl,
    retracted: article.retracted === true,
  };
}

/** An issue with its table of contents by section, its description sanitised for display. */
export function toIssueView(slug: string, issue: Issue): IssueView {
  return {
    ...toIssueCard(slug, issue),
    descriptionHtml: sanitizeHtml(issue.description),
    sections: issue.sections
      .filter((section) => section.articles.length > 0)
      .map((section) => ({
        title: section.title,
        articles: section.articles.map((article) => toTocArticle(slug, article)),
      })),
  };
}

/** Items grouped by year, years in the order they first appear (lists arrive newest first). */
export function groupByYear<T extends { year: number }>(items: readonly T[]) {
  const groups: { year: number; items: T[] }[] = [];
  for (const item of items) {
    const group = groups.find((candidate) => candidate.year === item.year);
    if (group) group.items.push(item);
    else groups.push({ year: item.year, items: [item] });
  }
  return groups;
}

/** A journal as a card shows it. */
export interface JournalCardView {
  slug: string;
  title: string;
  href: string;
  summary: string;
  /** A CSS colour known to be a plain hex value (safe in a style attribute). */
  brandColor: string;
  issn: string | null;
  eissn: string | null;
  coverUrl: string | null;
  articleCount: number;
}

/** The colour journals fall back to when theirs is not a plain hex colour: Quire's indigo. */
export const FALLBACK_BRAND_COLOR = '#4338ca';

/**
 * The brand colour when it is a `#rgb`/`#rrggbb` value, else the fallback: it lands in a style
 * attribute, where anything else could smuggle in CSS.
 */
export function safeBrandColor(color: string | null | undefined): string {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : FALLBACK_BRAND_COLOR;
}

/** A journal summary as a card. */
export function toJournalCard(journal: JournalSummary): JournalCardView {
  return {
    slug: journal.slug,
    title: journal.title,
    href: journalPath(journal.slug),
    summary: journal.summary,
    brandColor: safeBrandColor(journal.brandColor),
    issn: journal.issn,
    eissn: journal.eissn,
    coverUrl: journal.coverUrl,
    articleCount: journal.articleCount,
  };
}

/** What a journal's frame (masthead, navigation, brand colour) needs. */
export interface JournalFrameData {
  slug: string;
  title: string;
  issn: string | null;
  eissn: string | null;
  brandColor: string;
  /** The journal's logo for its banner, or null. */
  logoUrl: string | null;
  pages: { slug: string; title: string }[];
}

/** The journal's frame data (no description: it is not needed around every page). */
export function toJournalFrame(journal: Journal): JournalFrameData {
  return {
    slug: journal.slug,
    title: journal.title,
    issn: journal.issn,
    eissn: journal.eissn,
    brandColor: safeBrandColor(journal.brandColor),
    logoUrl: journal.logoUrl,
    pages: journal.pages,
  };
}
