import {
  SEARCH_MATCH_FIELDS,
  SEARCH_RESULT_CAP,
  type SearchLookup,
  type SearchMatchField,
  type SearchQuery,
  type SearchResult,
  type SearchSort,
} from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ArticleAuthorRecord } from '../db/schema';
import { hasMatch, highlightToHtml, MATCH_START, MATCH_STOP } from './highlight';
import { pageOffset } from './paging';
import { toIso } from './published';
import { articleScanOrder, candidateOrder, effectiveSort } from './search-order';

const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/** Longest abstract opening (in characters) shown for a DOI or ORCID hit. */
const LOOKUP_SNIPPET_LENGTH = 240;

/** How many of the newest title, keyword and author matches are ranked (besides other matches). */
export const TITLE_CANDIDATES = 50;
/** How many of the newest public articles are tested first for title matches, inline and cheap. */
export const NEWEST_WINDOW = 2000;

interface SearchRow {
  /** Null on the one row that only carries `matched` (a page with no hits). */
  id: number | null;
  slug: string;
  title: string;
  authors: ArticleAuthorRecord[] | null;
  type: string;
  doi: string | null;
  published_at: string | Date;
  retracted: boolean | null;
  journal_slug: string;
  journal_title: string;
  brand_color: string;
  issue_id: number | null;
  issue_number: number | null;
  issue_year: number | null;
  volume_number: number | null;
  rank: number | string;
  matched: number | string;
  title_headline: string;
  abstract_headline: string;
  /** The full text's fragments, only when its words match and the abstract's do not. */
  full_text_headline: string | null;
  full_text_matched: boolean | null;
  /** Each author's name and each keyword through ts_headline (JSON arrays, in their order). */
  author_headlines: string[] | string | null;
  keyword_headlines: string[] | string | null;
}

/** A row that holds a hit. */
type SearchHitRow = SearchRow & { id: number };

/** A page of search hits and how many articles matched, counted up to the cap. */
export interface SearchPage {
  rows: SearchHitRow[];
  /** Exact up to `SEARCH_RESULT_CAP`; `SEARCH_RESULT_CAP + 1` means "more than the cap". */
  matched: number;
}

/** Plain text of stored HTML for ts_headline, with the match markers' characters removed. */
function headlineText(column: SQL): SQL {
  return withoutMarkers(sql`regexp_replace(${column}, '<[^>]*>', ' ', 'g')`);
}

/** Text for ts_headline without the match markers' characters. */
function withoutMarkers(text: SQL): SQL {
  return sql`translate(${text}, ${MATCH_START + MATCH_STOP}, '')`;
}

/**
 * The parsed search, with the configuration the vectors are built with (`quire_english`:
 * accents removed, then English stemming; migration 0013). Written out at each use, not shared through a CTE: with the text as a
 * parameter it is folded to a constant, so the planner sees the words and estimates how many
 * rows match (it chooses between the GIN index and a newest-first scan from that).
 */
function tsquery(query: SearchQuery): SQL {
  return sql`websearch_to_tsquery('quire_english', ${query.q})`;
}

/** Issues that are published: a hashed subquery, read once per search, not joined per row. */
const PUBLISHED_ISSUE = sql`(select pi.id from issues pi where pi.published_at <= now())`;

/**
 * Published articles as `a`, filtered; `inPublishedIssue` adds that their issue, if any, is
 * published. Conditions are subqueries rather than joins, so each candidate list is a scan of
 * `articles` alone that stops as soon as its LIMIT is reached.
 */
function publishedArticles(query: SearchQuery, inPublishedIssue = true): SQL {
  const conditions: SQL[] = [sql`a.published_at <= now()`];
  if (inPublishedIssue) {
    conditions.push(sql`(a.issue_id is null or a.issue_id in ${PUBLISHED_ISSUE})`);
  }
  if (query.journal) {
    conditions.push(
      sql`a.journal_id = (select pj.id from journals pj where pj.slug = ${query.journal})`,
    );
  }
  if (query.type) conditions.push(sql`a.type = ${query.type}`);
  if (query.year) {
    // A range on published_at, not extract(year …), so the condition stays a plain comparison.
    conditions.push(sql`a.published_at >= ${`${query.year}-01-01T00:00:00Z`}::timestamptz`);
    conditions.push(sql`a.published_at < ${`${query.year + 1}-01-01T00:00:00Z`}::timestamptz`);
  }
  return sql`articles a where ${sql.join(conditions, sql` and `)}`;
}

/**
 * A title match that the whole article also matches. Only `-word` can make them differ (the word
 * may be in the abstract), so the costly test of the out-of-line search_vector is folded away
 * for searches without one.
 */
function titleMatch(alias: string, query: SearchQuery): SQL {
  const row = sql.raw(alias);
  return sql`${row}.title_vector @@ ${tsquery(query)}
    and (strpos(${tsquery(query)}::text, '!') = 0 or ${row}.search_vector @@ ${tsquery(query)})`;
}

/** The `newest`, `title_hits` and `any_hits` CTEs of a search for words, by relevance. */
function relevanceCandidates(query: SearchQuery): SQL {
  return sql`newest as (
      select a.id, a.published_at, a.issue_id, a.title_vector, a.search_vector
      from ${publishedArticles(query, false)}
      order by a.published_at desc, a.id desc limit ${NEWEST_WINDOW}
    ),
    title_hits as (
      select id from (
        -- The issue is checked only for title matches, not for the whole window.
        (select n.id from newest n
          where ${titleMatch('n', query)} and (n.issue_id is null or n.issue_id in ${PUBLISHED_ISSUE})
          order by n.published_at desc, n.id desc)
        union all
        (select a.id from ${publishedArticles(query)} and ${titleMatch('a', query)}
          order by a.published_at desc, a.id desc limit ${TITLE_CANDIDATES})
      ) as newest_first
      limit ${TITLE_CANDIDATES}
    ),
    any_hits as (
      select a.id from ${publishedArticles(query)} and ${wordMatch(query)}
      limit ${SEARCH_RESULT_CAP + 1}
    ),
    candidates as (select id from title_hits union select id from any_hits)`;
}

/**
 * A match of the words in the article's record or in its full text, through the GIN indexes on
 * search_vector and full_text_vector (a bitmap OR of both).
 */
function wordMatch(query: SearchQuery): SQL {
  return sql`((a.search_vector @@ ${tsquery(query)}
    -- The same test with its real cost declared (migration 0005): the planner then prefers
    -- the GIN index to a scan that would read thousands of out-of-line vectors.
    and article_matches(a.search_vector, ${tsquery(query)}))
    or (a.full_text_vector @@ ${tsquery(query)}
      and article_matches(a.full_text_vector, ${tsquery(query)})))`;
}

/**
 * The same match without the declared cost, for a walk of an order's index that tests rows until
 * its limit (see {@link orderedCandidates}). The full text is read only for a row whose record
 * lacks the words.
 */
function orderedWordMatch(query: SearchQuery): SQL {
  return sql`(a.search_vector @@ ${tsquery(query)} or a.full_text_vector @@ ${tsquery(query)})`;
}

/**
 * The lexemes of the words a search asks for (not those after `-`), to tell whether a vector
 * holds any of them: where a hit matched is where any of its words are, as highlights mark them.
 */
function wantedLexemes(query: SearchQuery): SQL {
  return sql`tsvector_to_array(to_tsvector('quire_english',
    regexp_replace(${query.q}, '(^|\\s)-("[^"]*"?|\\S*)', ' ', 'g')))`;
}

/**
 * The match of a DOI (any case, `articles_doi_idx`) or an ORCID iD among the authors
 * (`articles_authors_idx`, GIN over the authors' JSON).
 */
function lookupMatch(lookup: SearchLookup): SQL {
  if (lookup.kind === 'doi') return sql`lower(a.doi) = lower(${lookup.value})`;
  return sql`a.authors @> ${JSON.stringify([{ orcid: lookup.value }])}::jsonb`;
}

/**
 * The `any_hits` and `candidates` CTEs in a date or title order: the first SEARCH_RESULT_CAP + 1
 * matches in that order — a walk of the order's index that stops at the limit, or for rare
 * matches the GIN index and a sort, as the planner estimates — so paging through a capped
 * result still shows the newest (oldest, A–Z) matches of all, not of a sample. Words are matched
 * by `@@` alone: `article_matches` would steer every such search to the GIN index and then read
 * the vector of each of its thousands of matches before sorting (0.4 s instead of 15 ms for a
 * word pair in 13% of 100,000 articles), where the walk reads only until the limit is reached.
 */
function orderedCandidates(match: SQL, query: SearchQuery, sort: OrderedSort): SQL {
  return sql`any_hits as (
      select a.id from ${publishedArticles(query)} and ${match}
      order by ${articleScanOrder(sort)}
      limit ${SEARCH_RESULT_CAP + 1}
    ),
    candidates as (select id from any_hits)`;
}

/** A sort other than relevance. */
type OrderedSort = Exclude<SearchSort, 'relevance'>;

/**
 * The highlighted title, abstract, author names and keywords of a page's row `a`, and whether its
 * full text holds any of the words (columns of a lateral subquery, `h`).
 */
function headlines(query: SearchQuery, lookup: SearchLookup | null): SQL {
  const names = sql`jsonb_array_elements(a.authors) with ordinality as x(author, n)`;
  const keywords = sql`unnest(a.keywords) with ordinality as k(keyword, n)`;
  if (!lookup) {
    return sql`ts_headline('quire_english', ${headlineText(sql`a.title`)}, ${tsquery(query)}, ${TITLE_OPTIONS}) as title_headline,
      ts_headline('quire_english', ${headlineText(sql`a.abstract`)}, ${tsquery(query)}, ${SNIPPET_OPTIONS}) as abstract_headline,
      -- Names are parsed as their vector was (quire_simple: unaccented, not stemmed).
      (select json_agg(ts_headline('quire_simple', ${withoutMarkers(sql`x.author->>'name'`)}, ${tsquery(query)}, ${TITLE_OPTIONS}) order by x.n)
        from ${names}) as author_headlines,
      (select json_agg(ts_headline('quire_english', ${withoutMarkers(sql`k.keyword`)}, ${tsquery(query)}, ${TITLE_OPTIONS}) order by k.n)
        from ${keywords}) as keyword_headlines,
      tsvector_to_array(a.full_text_vector) && ${wantedLexemes(query)} as full_text_matched`;
  }
  // An identifier marks no words: the title as it is and the abstract's opening words; an ORCID
  // iD marks the author who holds it.
  const abstract = headlineText(sql`a.abstract`);
  const name = withoutMarkers(sql`x.author->>'name'`);
  const author =
    lookup.kind === 'orcid'
      ? sql`case when x.author->>'orcid' = ${lookup.value}
          then ${MATCH_START} || ${name} || ${MATCH_STOP} else ${name} end`
      : name;
  return sql`${headlineText(sql`a.title`)} as title_headline,
    case when length(${abstract}) <= ${LOOKUP_SNIPPET_LENGTH} then ${abstract}
      else regexp_replace(left(${abstract}, ${LOOKUP_SNIPPET_LENGTH}), '\\s+\\S*$', '') || ' …'
    end as abstract_headline,
    (select json_agg(${author} order by x.n) from ${names}) as author_headlines,
    (select json_agg(${withoutMarkers(sql`k.keyword`)} order by k.n) from ${keywords}) as keyword_headlines,
    false as full_text_matched`;
}

/** JATS elements inside a line of text: dropped without a space, so `<italic>a</italic>.` reads `a.`. */
const JATS_INLINE =
  'italic|bold|sup|sub|sc|underline|monospace|xref|ext-link|uri|named-content|styled-content|inline-formula';

/**
 * The text of a galley's body for its fragments: as `article_body_text` (migration 0029) reads it
 * for the vector, except that inline elements leave no space behind (the vector's words are the
 * same; a fragment's punctuation stays by its word, and `[2][3]` by the word they cite).
 */
function headlineBodyText(jats: SQL): SQL {
  return sql`regexp_replace(regexp_replace(
      coalesce(substring(${jats} from '<body(?:\\s[^>]*)?>(.*)</body>'), ''),
      ${`</?(?:${JATS_INLINE})(?:\\s[^>]*)?/?>`}, '', 'g'),
    '<[^>]*>', ' ', 'g')`;
}

/** How much of a full text around its first match ts_headline reads, before and after it. */
const FULL_TEXT_WINDOW = { before: 600, length: 1600 };

/**
 * Fragments of the full text around the words, only for a row whose abstract holds none of them.
 * ts_headline parses all the text it is given (about 3 ms for a 30 KB body), so it first reads a
 * window, cut at spaces, around the first word that begins like one of the words' lexemes (less
 * a long one's last letter: `cloudberri` is the stem of "cloudberry"); only when that finds no
 * match (no such word: one written with accents; or another word that begins alike) does it read
 * the whole body.
 */
function fullTextHeadline(query: SearchQuery): SQL {
  const { before, length } = FULL_TEXT_WINDOW;
  const headline = (text: SQL) =>
    sql`ts_headline('quire_english', ${text}, ${tsquery(query)}, ${SNIPPET_OPTIONS})`;
  const stems = sql`(select string_agg(regexp_replace(
      case when length(l) >= 5 then left(l, -1) else l end, '(\\W)', '\\\\\\1', 'g'), '|')
    from unnest(${wantedLexemes(query)}) as l)`;
  const window = sql`regexp_replace(regexp_replace(substr(w.body, w.first, ${length}),
      case when w.first > 1 then '^\\S*\\s+' else '^$' end, ''),
      case when w.first + ${length} <= length(w.body) then '\\s+\\S*$' else '^$' end, '')`;
  return sql`case when h.full_text_matched and strpos(h.abstract_headline, ${MATCH_START}) = 0 then (
      select case when strpos(x.windowed, ${MATCH_START}) > 0 then x.windowed
        else ${headline(sql`w.body`)} end
      -- OFFSET 0 keeps each step a subquery of its own, computed once: pulled up, the body
      -- would be extracted again at each place it is used.
      from (select b.body, m.at, greatest(1, m.at - ${before}) as first
        from (select ${withoutMarkers(headlineBodyText(sql`coalesce(a.full_text_jats, '<body>' || a.full_text_html || '</body>')`))} as body offset 0) as b
        cross join lateral (select nullif(regexp_instr(b.body, '\\m(' || ${stems} || ')',
          1, 1, 0, 'i'), 0) as at offset 0) as m
        offset 0
      ) as w
      cross join lateral (select case when w.at is not null then ${headline(window)} end as windowed) as x)
    end`;
}

/**
 * Search over published articles in ONE query, the same on PostgreSQL and PGlite.
 *
 * A search of words by relevance: ranking every match (`ts_rank_cd` reads each one's out-of-line
 * search_vector) costs a second for a common word over 100,000 articles, so only a bounded set of
 * candidates is ranked:
 * - `title_hits`: the newest TITLE_CANDIDATES title/keyword/author matches, tested first on the
 *   newest NEWEST_WINDOW articles (bounded work whatever the planner guesses), else through the
 *   GIN index on title_vector (only reached when such matches are rare);
 * - `any_hits`: the first SEARCH_RESULT_CAP + 1 matches anywhere, in storage order (through the
 *   GIN index, or for a common word a table scan; both stop at the limit). Fewer than that means
 *   it holds every match, so the total is exact; otherwise it is capped.
 * Candidates are ranked exactly (title A > keywords/authors B > abstract C); the page is cut from
 * the best SEARCH_RESULT_CAP, and `ts_headline` runs only for the page's rows.
 *
 * Sorted by date or title, `any_hits` is the first matches in that order instead (see
 * {@link orderedCandidates}); a DOI or an ORCID iD (`lookup`) is matched exactly, by its index,
 * and sorted the same way. The total is counted up to the cap in every case.
 */
export async function searchArticles(
  db: Database,
  query: SearchQuery,
  lookup: SearchLookup | null = null,
): Promise<SearchPage> {
  const offset = pageOffset(query);
  const limit = Math.max(0, Math.min(query.perPage, SEARCH_RESULT_CAP - offset));
  const sort = effectiveSort(query.sort, lookup);
  const candidates =
    sort === 'relevance'
      ? relevanceCandidates(query)
      : orderedCandidates(lookup ? lookupMatch(lookup) : orderedWordMatch(query), query, sort);
  // Relevance ranks every candidate; other orders rank only the page's rows (in the select).
  const candidateRank =
    sort === 'relevance' ? sql`ts_rank_cd(a.search_vector, ${tsquery(query)})` : sql`0`;
  const pageRank = lookup
    ? sql`1`
    : sort === 'relevance'
      ? sql`page.rank`
      : sql`ts_rank_cd(a.search_vector, ${tsquery(query)})`;
  const statement = sql`
    with ${candidates},
    page as (
      select * from (
        select a.id, a.published_at, ${candidateRank} as rank,
          ${sort === 'title' ? sql`article_title_sort_key(a.title)` : sql`null`} as title_key
        from candidates inner join articles a on a.id = candidates.id
      ) as ranked
      order by ${candidateOrder(sort, 'ranked')}
      limit ${limit} offset ${offset}
    )
    select a.id, a.slug, a.title, a.authors, a.type, a.doi, a.published_at,
      exists (select 1 from article_notices n where n.article_id = a.id
        and n.type = 'retraction') as retracted,
      j.slug as journal_slug, j.title as journal_title, j.brand_color,
      i.id as issue_id, i.number as issue_number, i.year as issue_year, v.number as volume_number,
      ${pageRank} as rank, matched.n as matched,
      h.title_headline, h.abstract_headline, h.author_headlines, h.keyword_headlines,
      h.full_text_matched, ${lookup ? sql`null` : fullTextHeadline(query)} as full_text_headline
    from (select count(*) as n from any_hits) as matched
      left join page on true
      left join articles a on a.id = page.id
      left join journals j on j.id = a.journal_id
      left join issues i on i.id = a.issue_id
      left join volumes v on v.id = i.volume_id
      left join lateral (select ${headlines(query, lookup)}) as h on true
    order by ${candidateOrder(sort, 'page')}`;
  const result = (await db.execute(statement)) as unknown as { rows: SearchRow[] };
  return {
    rows: result.rows.filter((row): row is SearchHitRow => row.id !== null),
    matched: Number(result.rows[0]?.matched ?? 0),
  };
}

/** A JSON array column as drivers hand it over (parsed, or as its text), or an empty one. */
function jsonList(value: string[] | string | null): string[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as string[]) : value;
}

/** Where a row's words were found: wherever ts_headline marked one, and the full text. */
function matchedFields(
  row: SearchHitRow,
  authors: readonly string[],
  keywords: readonly string[],
): SearchMatchField[] {
  const found: Record<SearchMatchField, boolean> = {
    title: hasMatch(row.title_headline),
    abstract: hasMatch(row.abstract_headline),
    authors: authors.some(hasMatch),
    keywords: keywords.some(hasMatch),
    fullText: row.full_text_matched === true,
  };
  return SEARCH_MATCH_FIELDS.filter((field) => found[field]);
}

/** Maps a search row to a result with safe highlighted HTML. */
export function toSearchResult(row: SearchHitRow): SearchResult {
  const authors = jsonList(row.author_headlines);
  const keywords = jsonList(row.keyword_headlines);
  const fromFullText = row.full_text_headline !== null && hasMatch(row.full_text_headline);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    titleHighlight: highlightToHtml(row.title_headline),
    snippet: highlightToHtml(fromFullText ? (row.full_text_headline ?? '') : row.abstract_headline),
    snippetSource: fromFullText ? 'fullText' : 'abstract',
    matchedIn: matchedFields(row, authors, keywords),
    authors: (row.authors ?? []).map((author) => author.name),
    authorHighlights: authors.map((name) => highlightToHtml(name, { source: 'text' })),
    keywordHighlights: keywords.map((keyword) => highlightToHtml(keyword, { source: 'text' })),
    type: row.type,
    doi: row.doi,
    publishedAt: toIso(row.published_at),
    retracted: row.retracted === true,
    journal: { slug: row.journal_slug, title: row.journal_title, brandColor: row.brand_color },
    issue:
      row.issue_id !== null &&
      row.issue_number !== null &&
      row.issue_year !== null &&
      row.volume_number !== null
        ? {
            id: row.issue_id,
            number: row.issue_number,
            volume: row.volume_number,
            year: row.issue_year,
          }
        : null,
    rank: Number(row.rank),
  };
}
