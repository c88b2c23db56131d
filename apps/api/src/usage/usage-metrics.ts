import type { ArticleMetrics, MostReadArticle } from '@quire/contracts';
import { sql } from 'drizzle-orm';
import { toIso } from '../content/published';
import type { Database } from '../db/client';

/** Months of the author panel's chart, the current one included. */
export const METRIC_MONTHS = 12;
/** The window of a journal's "most read" list, in days (today included). */
export const MOST_READ_DAYS = 30;

/** `2026-11` for the month `offset` months before `now` (UTC). */
function monthKey(now: Date, offset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * An article's counted views and downloads per month over the last 12 months (zeros included,
 * oldest first) and its all-time totals.
 */
export async function readArticleMetrics(
  db: Database,
  article: { id: number; views: number; downloads: number },
  now = new Date(),
): Promise<ArticleMetrics> {
  const first = `${monthKey(now, METRIC_MONTHS - 1)}-01`;
  const rows = (await db.execute(sql`
    select to_char(day, 'YYYY-MM') as month, sum(views)::integer as views,
      sum(downloads)::integer as downloads
    from article_usage_daily
    where article_id = ${article.id} and day >= ${first}::date
    group by 1`)) as unknown as { rows: { month: string; views: number; downloads: number }[] };
  const byMonth = new Map(rows.rows.map((row) => [row.month, row]));
  const data = Array.from({ length: METRIC_MONTHS }, (_, index) => {
    const month = monthKey(now, METRIC_MONTHS - 1 - index);
    const found = byMonth.get(month);
    return { month, views: Number(found?.views ?? 0), downloads: Number(found?.downloads ?? 0) };
  });
  return { data, totals: { views: article.views, downloads: article.downloads } };
}

interface MostReadRow {
  id: number | null;
  slug: string;
  title: string;
  authors: { name: string }[] | null;
  views: number;
  published_at: Date | string;
}

/**
 * A journal's most viewed public articles of the last 30 days, most views first (ties: newer
 * first); undefined when the journal does not exist.
 */
export async function readMostRead(
  db: Database,
  journalSlug: string,
  limit: number,
): Promise<MostReadArticle[] | undefined> {
  const result = (await db.execute(sql`
    select a.id, a.slug, a.title, a.authors, t.views, a.published_at
    from journals j
    left join lateral (
      select u.article_id, sum(u.views)::integer as views
      from article_usage_daily u
      join articles x on x.id = u.article_id and x.journal_id = j.id and x.published_at <= now()
      left join issues i on i.id = x.issue_id
      where u.day > (now() at time zone 'UTC')::date - ${MOST_READ_DAYS}::integer
        and (x.issue_id is null or i.published_at <= now())
      group by u.article_id
      having sum(u.views) > 0
    ) t on true
    left join articles a on a.id = t.article_id
    where j.slug = ${journalSlug}
    order by t.views desc nulls last, a.published_at desc, a.id desc
    limit ${limit}`)) as unknown as { rows: MostReadRow[] };
  if (result.rows.length === 0) return undefined;
  return result.rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      title: row.title,
      authors: (row.authors ?? []).map((author) => ({ name: author.name })),
      views: Number(row.views),
      publishedAt: toIso(row.published_at),
    }));
}
