import { z } from 'zod';
import { pageMetaSchema, pageQuerySchema } from './common';
import { hasValidOrcidChecksum } from './identifiers';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_SORTS } from './limits';
import { hasNoControlCharacters, slugSchema } from './params';
import { parseSearchLookup, searchLookupSchema } from './search-lookup';

/** `?sort=`: relevance, newest or oldest first (by publication date), or title A to Z. */
export const searchSortSchema = z.enum(SEARCH_SORTS, {
  error: 'Sort by relevance, newest, oldest or title.',
});
export type SearchSort = z.infer<typeof searchSortSchema>;

/**
 * `GET search?q=&journal=&type=&year=&sort=&page=&perPage=`. `q` is required (an empty search
 * answers 400); it takes web-search syntax: `"exact phrase"`, `or`, `-excluded`. A `q` that is a
 * DOI or an ORCID iD (with or without its `https://doi.org/`, `doi:` or `https://orcid.org/`
 * prefix) looks that identifier up instead (see `parseSearchLookup`); an ORCID iD whose check
 * digit is wrong answers 400.
 */
export const searchQuerySchema = pageQuerySchema.extend({
  q: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Enter words to search for.' : 'The search must be text.',
    })
    .trim()
    .min(1, { error: 'Enter words to search for.' })
    .max(SEARCH_QUERY_MAX_LENGTH, {
      error: `A search has at most ${SEARCH_QUERY_MAX_LENGTH} characters.`,
    })
    .refine(hasNoControlCharacters, {
      error: 'The search contains characters that are not allowed.',
    })
    .refine(
      (q) => {
        const lookup = parseSearchLookup(q);
        return lookup?.kind !== 'orcid' || hasValidOrcidChecksum(lookup.value);
      },
      { error: 'This ORCID iD has a typo (its check digit does not match).' },
    ),
  /** Only this journal's articles. */
  journal: slugSchema.optional(),
  /** Only this article type, e.g. `research-article`. */
  type: slugSchema.optional(),
  /** Only articles published this year. */
  year: z.coerce
    .number({ error: 'The year must be a number.' })
    .int({ error: 'The year must be a whole number.' })
    .min(1000, { error: 'Enter a four-digit year.' })
    .max(9999, { error: 'Enter a four-digit year.' })
    .optional(),
  /** The order of the results; absent means `relevance` (newest first for a DOI or ORCID iD). */
  sort: searchSortSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The parts of an article a search's words can be found in. */
export const SEARCH_MATCH_FIELDS = [
  'title',
  'abstract',
  'authors',
  'keywords',
  'fullText',
] as const;

/** A part of an article a search's words were found in. */
export const searchMatchFieldSchema = z.enum(SEARCH_MATCH_FIELDS);
export type SearchMatchField = z.infer<typeof searchMatchFieldSchema>;

/** One search hit: highlights are safe HTML whose only tags are `<mark>` and `</mark>`. */
export const searchResultSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** The title as plain text escaped to HTML, with matches wrapped in `<mark>`. */
  titleHighlight: z.string(),
  /**
   * Fragments around the matches (plain text escaped to HTML, matches in `<mark>`) of the abstract,
   * or of the full text when only it holds the words (`snippetSource`); without a match in
   * either, the abstract's opening.
   */
  snippet: z.string(),
  /** Where `snippet` comes from. */
  snippetSource: z.enum(['abstract', 'fullText']),
  /** Where the words were found, in {@link SEARCH_MATCH_FIELDS} order (an ORCID iD: `authors`). */
  matchedIn: z.array(searchMatchFieldSchema),
  /** Author names in byline order. */
  authors: z.array(z.string()),
  /** The author names of `authors`, each escaped to HTML with the matched words in `<mark>`. */
  authorHighlights: z.array(z.string()),
  /** The article's keywords, each escaped to HTML with the matched words in `<mark>`. */
  keywordHighlights: z.array(z.string()),
  type: z.string(),
  doi: z.string().nullable(),
  publishedAt: z.iso.datetime(),
  /** True when a retraction notice was published on it: results mark it "Retracted". */
  retracted: z.boolean().optional(),
  journal: z.object({ slug: z.string(), title: z.string(), brandColor: z.string() }),
  issue: z
    .object({
      id: z.number().int(),
      number: z.number().int(),
      volume: z.number().int(),
      year: z.number().int(),
    })
    .nullable(),
  /** Relevance (higher is better); only meaningful relative to the other hits. */
  rank: z.number(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Paging facts of a search: `total` is exact unless `totalIsCapped`. */
export const searchMetaSchema = pageMetaSchema.extend({
  /**
   * True when more than `SEARCH_RESULT_CAP` articles matched: `total` is then the cap, and the
   * pages hold the best-ranked of the newest title, keyword and author matches and other matches.
   */
  totalIsCapped: z.boolean(),
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;

/** `GET search` answer: hits in the asked order, paged; at most `SEARCH_RESULT_CAP` can be paged. */
export const searchResponseSchema = z.object({
  data: z.array(searchResultSchema),
  meta: searchMetaSchema,
  /** Present when `q` was read as a DOI or an ORCID iD rather than as words. */
  lookup: searchLookupSchema.optional(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
