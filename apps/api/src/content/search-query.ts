import type { SearchQuery, SearchResult } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ArticleAuthorRecord } from '../db/schema';
import { highlightToHtml, MATCH_START, MATCH_STOP } from './highlight';
import { pageOffset } from './paging';
import { toIso } from './published';

const TITLE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, HighlightAll=true`;
const SNIPPET_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}, MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

interface SearchRow {
  id: number;
  slug: string;
  title: string;
  authors: ArticleAuthorRecord[] | null;
  type: string;
  doi: string | null;
  published_at: string | Date;
  journal_slug: string;
  journal_title: string;
  brand_color: string;
  issue_id: number | null;
  issue_number: number | null;
  issue_year: number | null;
  volume_number: number | null;
  rank: number | string;
  total: number | string;
  title_headline: string;
  abstract_headline: string;
}

/** Plain text of stored HTML for ts_headline, with the match markers' characters removed. */
function headlineText(column: SQL): SQL {
  return sql`translate(regexp_replace(${column}, '<[^>]*>', ' ', 'g'), ${MATCH_START + MATCH_STOP}, '')`;
}

/** The filters of a search besides the text match, as SQL conditions. */
function filters(query: SearchQuery): SQL {
  const conditions: SQL[] = [
    sql`a.published_at <= now()`,
    sql`(a.issue_id is null or i.published_at <= now())`,
  ];
  if (query.journal) conditions.push(sql`j.slug = ${query.journal}`);
  if (query.type) conditions.push(sql`a.type = ${query.type}`);
  if (query.year) {
    // A range on published_at, not extract(year …), so the condition stays a plain comparison.
    conditions.push(sql`a.published_at >= ${`${query.year}-01-01T00:00:00Z`}::timestamptz`);
    conditions.push(sql`a.published_at < ${`${query.year + 1}-01-01T00:00:00Z`}::timestamptz`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * Full-text search over published articles, in ONE query that works on PostgreSQL and PGlite.
 * The inner `hits` query finds matches through the GIN index on `search_vector`, ranks only
 * them (`ts_rank_cd`: title A > keywords/authors B > abstract C) and carries the total with
 * `count(*) over()`; it reads nothing wide (no abstract), because every column it selects is
 * read for every match. Only the page's rows are then joined back for their fields, and the
 * costly `ts_headline` runs in that outer select — for at most `perPage` rows.
 */
export async function searchArticles(db: Database, query: SearchQuery) {
  const statement = sql`
    select a.id, a.slug, a.title, a.authors, a.type, a.doi, a.published_at,
      j.slug as journal_slug, j.title as journal_title, j.brand_color,
      i.id as issue_id, i.number as issue_number, i.year as issue_year, v.number as volume_number,
      hits.rank, hits.total,
      ts_headline('english', ${headlineText(sql`a.title`)}, hits.tsq, ${TITLE_OPTIONS}) as title_headline,
      ts_headline('english', ${headlineText(sql`a.abstract`)}, hits.tsq, ${SNIPPET_OPTIONS}) as abstract_headline
    from (
      select a.id, a.published_at, q.tsq,
        ts_rank_cd(a.search_vector, q.tsq) as rank,
        count(*) over() as total
      from websearch_to_tsquery('english', ${query.q}) as q(tsq)
        inner join articles a on a.search_vector @@ q.tsq
        inner join journals j on j.id = a.journal_id
        left join issues i on i.id = a.issue_id
      where ${filters(query)}
      order by rank desc, a.published_at desc, a.id desc
      limit ${query.perPage} offset ${pageOffset(query)}
    ) as hits
      inner join articles a on a.id = hits.id
      inner join journals j on j.id = a.journal_id
      left join issues i on i.id = a.issue_id
      left join volumes v on v.id = i.volume_id
    order by hits.rank desc, hits.published_at desc, hits.id desc`;
  const result = (await db.execute(statement)) as unknown as { rows: SearchRow[] };
  return result.rows;
}

/** Counts the matches of a search (only needed for a page past the last). */
export async function countSearch(db: Database, query: SearchQuery): Promise<number> {
  const result = (await db.execute(sql`
    select count(*) as total
    from websearch_to_tsquery('english', ${query.q}) as q(tsq)
      inner join articles a on a.search_vector @@ q.tsq
      inner join journals j on j.id = a.journal_id
      left join issues i on i.id = a.issue_id
    where ${filters(query)}`)) as unknown as { rows: { total: number | string }[] };
  return Number(result.rows[0]?.total ?? 0);
}

/** Maps a search row to a result with safe highlighted HTML. */
export function toSearchResult(row: SearchRow): SearchResult {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    titleHighlight: highlightToHtml(row.title_headline),
    snippet: highlightToHtml(row.abstract_headline),
    authors: (row.authors ?? []).map((author) => author.name),
    type: row.type,
    doi: row.doi,
    publishedAt: toIso(row.published_at),
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

/** The total carried by the rows of `searchArticles`. */
export function searchTotal(rows: readonly SearchRow[]): { total: number }[] {
  return rows.map((row) => ({ total: Number(row.total) }));
}
