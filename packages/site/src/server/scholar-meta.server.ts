import type { Article } from '@quire/contracts';
import type { MetaDescriptor } from 'react-router';

/** Where an article page lives and what it is called, for its indexing tags. */
export interface ScholarMetaContext {
  /** Absolute URL of the article page. */
  url: string;
  /** Absolute URL of the journal's home page. */
  journalUrl: string;
  /** The abstract as plain text (for `DC.Description`). */
  abstractText: string;
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

/** The ORCID iD as the address ORCID asks everyone to show. */
export function orcidUrl(orcid: string): string {
  return `https://orcid.org/${orcid}`;
}

/** The DOI as a resolvable link. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
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
    ...named('citation_title', article.title),
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
    ...named('DC.Title', article.title),
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
