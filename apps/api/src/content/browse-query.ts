import type { ArticleAuthor, BrowseArticle, PageQuery } from '@quire/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ArticleAuthorRecord } from '../db/schema';
import { pageOffset } from './paging';
import { toPublicAuthors } from './public-authors';
import { toIso } from './published';

/** What a list is of: a keyword or an author's name, within one journal. */
export type BrowseFilter =
  | { kind: 'keyword'; journal: string; keyword: string }
  | { kind: 'author'; journal: string; name: string };

interface BrowseRow {
  id: number;
  slug: string;
  title: string;
  authors: ArticleAuthorRecord[] | null;
  type: string;
  doi: string | null;
  published_at: string | Date;
  issue_id: number | null;
  volume_id: number | null;
  issue_number: number | null;
  issue_year: number | null;
  volume_number: number | null;
  total: number | string;
  /** The keyword as this article writes it, or its byline entry for the name. */
  matched: string | ArticleAuthorRecord;
}

/** A page of a keyword's or an author's articles. */
export interface BrowsePage {
  articles: BrowseArticle[];
  total: number;
  /** How the newest article writes the keyword, or its byline entry for the author; null when none. */
  keyword: string | null;
  author: ArticleAuthor | null;
}

/**
 * The exact, case-insensitive test, and what it matched on the row, of a keyword or a name; with
 * a prefilter through the GIN index on `title_vector`, which holds the keywords and the author
 * names: a phrase query parsed with the configuration they were indexed with always matches them
 * (it may also match a title), so the index narrows the journal to a few candidates and the exact
 * test runs on those only. A keyword or name that parses to no words (`numnode` 0, a constant the
 * planner folds) skips the prefilter.
 */
function match(filter: BrowseFilter): { where: SQL; matched: SQL } {
  if (filter.kind === 'keyword') {
    const words = sql`phraseto_tsquery('quire_english', ${filter.keyword})`;
    return {
      where: sql`(numnode(${words}) = 0 or a.title_vector @@ ${words})
        and exists (select 1 from unnest(a.keywords) k where lower(k) = lower(${filter.keyword}))`,
      matched: sql`(select k from unnest(a.keywords) k where lower(k) = lower(${filter.keyword}) limit 1)`,
    };
  }
  const words = sql`phraseto_tsquery('quire_simple', ${filter.name})`;
  const entry = sql`jsonb_array_elements(a.authors) au where lower(au->>'name') = lower(${filter.name})`;
  return {
    where: sql`(numnode(${words}) = 0 or a.title_vector @@ ${words})
      and exists (select 1 from ${entry})`,
    matched: sql`(select au from ${entry} limit 1)`,
  };
}

async function readRows(
  db: Database,
  filter: BrowseFilter,
  limit: number,
  offset: number,
): Promise<BrowseRow[]> {
  const { where, matched } = match(filter);
  const statement = sql`
    select a.id, a.slug, a.title, a.authors, a.type, a.doi, a.published_at,
      i.id as issue_id, i.volume_id, i.number as issue_number, i.year as issue_year,
      v.number as volume_number, count(*) over () as total, ${matched} as matched
    from articles a
      left join issues i on i.id = a.issue_id
      left join volumes v on v.id = i.volume_id
    where a.journal_id = (select j.id from journals j where j.slug = ${filter.journal})
      and a.published_at <= now()
      and (a.issue_id is null or i.published_at <= now())
      and ${where}
    order by a.published_at desc, a.id desc
    limit ${limit} offset ${offset}`;
  return ((await db.execute(statement)) as unknown as { rows: BrowseRow[] }).rows;
}

function toBrowseArticle(row: BrowseRow): BrowseArticle {
  const hasIssue =
    row.issue_id !== null &&
    row.volume_id !== null &&
    row.issue_number !== null &&
    row.issue_year !== null &&
    row.volume_number !== null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    authors: toPublicAuthors(row.authors),
    type: row.type,
    doi: row.doi,
    publishedAt: toIso(row.published_at),
    issue: hasIssue
      ? {
          id: Number(row.issue_id),
          volumeId: Number(row.volume_id),
          number: Number(row.issue_number),
          volume: Number(row.volume_number),
          year: Number(row.issue_year),
        }
      : null,
  };
}

/**
 * A journal's published articles with a keyword, or with an author in the byline (both matched
 * whole and ignoring case), newest first: one query, `count(*) over ()` giving the total. A page
 * past the end reads the first row again for the total and the keyword's or name's spelling.
 */
export async function browseArticles(
  db: Database,
  filter: BrowseFilter,
  query: PageQuery,
): Promise<BrowsePage> {
  let rows = await readRows(db, filter, query.perPage, pageOffset(query));
  const articles = rows.map(toBrowseArticle);
  if (rows.length === 0 && query.page > 1) rows = await readRows(db, filter, 1, 0);
  const [newest] = rows;
  return {
    articles,
    total: Number(newest?.total ?? 0),
    keyword:
      filter.kind === 'keyword' && typeof newest?.matched === 'string' ? newest.matched : null,
    author:
      filter.kind === 'author' && newest && typeof newest.matched === 'object'
        ? (toPublicAuthors([newest.matched])[0] ?? null)
        : null,
  };
}

/** Whether a journal exists (to tell "no such journal" from "nothing listed in it"). */
export async function journalExists(db: Database, slug: string): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from journals where slug = ${slug}`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
