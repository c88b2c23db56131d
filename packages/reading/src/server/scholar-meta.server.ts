import { type Article, type ArticleNotice, NOTICE_TYPE_LABELS } from '@quire/contracts';
import { doiUrl, orcidUrl } from '@quire/site/server';
import type { MetaDescriptor } from 'react-router';

/** Where an article page lives and what it is called, for its indexing tags. */
export interface ScholarMetaContext {
  /** Absolute URL of the article page. */
  url: string;
  /** Absolute URL of the journal's home page. */
  journalUrl: string;
  /** The abstract as plain text (for `DC.Description`). */
  abstractText: string;
  /** Absolute URL of one of the article's notices' pages (`DC.Relation`); none without it. */
  noticeUrl?: (noticeId: number) => string;
}

/**
 * Whether a retraction notice was published on the article (it stays readable, marked).
 * @example isRetracted({ notices: [{ type: 'retraction', … }] }) // true
 */
export function isRetracted(article: Pick<Article, 'notices'>): boolean {
  return article.notices.some((notice) => notice.type === 'retraction');
}

/**
 * The title a retracted article is indexed under: `RETRACTED: ` before it, as COPE's retraction
 * guidelines, PubMed and the large publishers mark it, so Google Scholar, which documents no
 * retraction tag and reads `citation_title`, shows the mark in its results. Others unchanged.
 */
export function indexedTitle(article: Pick<Article, 'notices' | 'title'>): string {
  return isRetracted(article) ? `RETRACTED: ${article.title}` : article.title;
}

/** `2026-09-15T09:00:00Z` → `[2026, '09', '15']` in UTC, so every server agrees on the day. */
function dateParts(iso: string): [string, string, string] {
  const date = new Date(iso);
  return [
    String(date.getUTCFullYear()),
    String(date.getUTCMonth() + 1).padStart(2, '0'),
    String(date.getUTCDate()).padStart(2, '0'),
  ];
}

/**
 * First and last page of a range such as `74–86` (any dash), or just the first page.
 * @example pageRange('74–86') // { first: '74', last: '86' }
 */
export function pageRange(pages: string | null): { first?: string; last?: string } {
  if (!pages) return {};
  const [first, last] = pages.split(/\s*[-‐‑‒–—]\s*/, 2).map((part) => part.trim());
  return { ...(first ? { first } : {}), ...(last ? { last } : {}) };
}

const named = (name: string, content: string | number | null | undefined): MetaDescriptor[] =>
  content === null || content === undefined || content === ''
    ? []
    : [{ name, content: String(content) }];

/**
 * Google Scholar (Highwire Press) `citation_*` tags, in the order Scholar reads them: each
 * author is followed by their institution and ORCID so the pairs stay together.
 */
export function scholarTags(article: Article, context: ScholarMetaContext): MetaDescriptor[] {
  const [year, month, day] = dateParts(article.publishedAt);
  const { first, last } = pageRange(article.pages);
  return [
    ...named('citation_title', indexedTitle(article)),
    ...article.authors.flatMap((author) => [
      ...named('citation_author', author.name),
      ...named('citation_author_institution', author.affiliation),
      ...named('citation_author_orcid', author.orcid && orcidUrl(author.orcid)),
    ]),
    ...named('citation_publication_date', `${year}/${month}/${day}`),
    ...named('citation_journal_title', article.journal.title),
    ...named('citation_journal_abbrev', article.journal.abbreviation),
    ...named('citation_publisher', article.journal.publisher),
    ...named('citation_issn', article.journal.issn),
    ...named('citation_issn', article.journal.eissn),
    ...named('citation_volume', article.issue?.volume),
    ...named('citation_issue', article.issue?.number),
    ...named('citation_firstpage', first),
    ...named('citation_lastpage', last),
    ...named('citation_doi', article.doi),
    ...named('citation_pdf_url', article.pdfUrl),
    ...named('citation_abstract_html_url', context.url),
    // The full text is on the same page when the article has an HTML galley.
    ...named('citation_fulltext_html_url', article.fullText ? context.url : null),
    ...article.keywords.flatMap((keyword) => named('citation_keywords', keyword)),
    ...named('citation_language', article.language),
  ];
}

/** Dublin Core tags (as Open Journal Systems writes them), with the schema link they rely on. */
export function dublinCoreTags(article: Article, context: ScholarMetaContext): MetaDescriptor[] {
  const [year, month, day] = dateParts(article.publishedAt);
  const { first, last } = pageRange(article.pages);
  return [
    { tagName: 'link', rel: 'schema.DC', href: 'http://purl.org/dc/elements/1.1/' },
    ...named('DC.Title', indexedTitle(article)),
    ...article.authors.flatMap((author) => named('DC.Creator.PersonalName', author.name)),
    ...named('DC.Date.issued', `${year}-${month}-${day}`),
    ...named('DC.Date.dateSubmitted', article.receivedAt),
    ...named('DC.Date.dateAccepted', article.acceptedAt),
    ...named('DC.Description', context.abstractText),
    ...named('DC.Format', 'text/html'),
    ...named('DC.Identifier', article.slug),
    ...named('DC.Identifier.DOI', article.doi),
    ...named('DC.Identifier.URI', context.url),
    ...named('DC.Identifier.pageNumber', article.pages),
    ...named('DC.Language', article.language),
    ...named('DC.Publisher', article.journal.publisher),
    ...named('DC.Rights', article.licenseUrl ?? article.license),
    ...named('DC.Source', article.journal.title),
    ...named('DC.Source.ISSN', article.journal.eissn ?? article.journal.issn),
    ...named('DC.Source.Volume', article.issue?.volume),
    ...named('DC.Source.Issue', article.issue?.number),
    ...named('DC.Source.URI', context.journalUrl),
    ...named('DC.Citation.spage', first),
    ...named('DC.Citation.epage', last),
    ...article.keywords.flatMap((keyword) => named('DC.Subject', keyword)),
    ...named('DC.Type', 'Text.Serial.Journal'),
    ...named('DC.Type.articleType', article.section?.title),
    // Each notice (correction, retraction…) is a related resource of its own: its page, and its
    // DOI when it has one. Dublin Core has no narrower term for "is corrected or retracted by"
    // (`isReplacedBy` would claim the notice replaces the article, which it does not).
    ...article.notices.flatMap((notice) => [
      ...named('DC.Relation', context.noticeUrl?.(notice.id)),
      ...named('DC.Relation', notice.doi && doiUrl(notice.doi)),
    ]),
  ];
}

/** Where a notice's page lives, for its indexing tags. */
export interface NoticeMetaContext {
  /** Absolute URL of the notice's page. */
  url: string;
  /** Absolute URL of the page of the article it updates. */
  articleUrl: string;
}

/**
 * A notice page's indexing tags: it is an item of the journal of its own (`citation_title`
 * "Retraction: {the article's title}", its date, its DOI), related to the article it updates.
 */
export function noticeIndexingTags(
  notice: ArticleNotice,
  context: NoticeMetaContext,
): MetaDescriptor[] {
  const [year, month, day] = notice.date.split('-');
  const title = `${NOTICE_TYPE_LABELS[notice.type]}: ${notice.article.title}`;
  return [
    ...named('citation_title', title),
    ...named('citation_publication_date', `${year}/${month}/${day}`),
    ...named('citation_journal_title', notice.journal.title),
    ...named('citation_doi', notice.doi),
    ...named('citation_abstract_html_url', context.url),
    { tagName: 'link', rel: 'schema.DC', href: 'http://purl.org/dc/elements/1.1/' },
    ...named('DC.Title', title),
    ...named('DC.Date.issued', notice.date),
    ...named('DC.Identifier.DOI', notice.doi),
    ...named('DC.Identifier.URI', context.url),
    ...named('DC.Source', notice.journal.title),
    ...named('DC.Relation', context.articleUrl),
    ...named('DC.Relation', notice.article.doi && doiUrl(notice.article.doi)),
    ...named('DC.Type', 'Text'),
  ];
}

/** Open Graph's `article:*` details (the generic `og:*` tags come from `seoMeta`). */
export function openGraphArticleTags(article: Article): MetaDescriptor[] {
  return [
    { property: 'article:published_time', content: article.publishedAt },
    ...(article.section ? [{ property: 'article:section', content: article.section.title }] : []),
    ...article.keywords.map((keyword) => ({ property: 'article:tag', content: keyword })),
  ];
}

/** Every indexing tag of an article page beyond the generic ones. */
export function articleIndexingTags(
  article: Article,
  context: ScholarMetaContext,
): MetaDescriptor[] {
  return [
    ...scholarTags(article, context),
    ...dublinCoreTags(article, context),
    ...openGraphArticleTags(article),
  ];
}
