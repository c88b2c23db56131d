import { createPrng } from './prng';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Months of history written per article: what the author panel's chart shows. */
const HISTORY_MONTHS = 12;

/** A published demo article's totals, as inserted. */
export interface UsageTotals {
  id: number;
  slug: string;
  views: number;
  downloads: number;
  publishedAt: Date | null;
}

/** One `article_usage_daily` row. */
export interface UsageRow {
  articleId: number;
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  views: number;
  downloads: number;
}

/** Whole months from `from` to `to`, at least 1. */
function monthsBetween(from: Date, to: Date): number {
  return Math.max(1, Math.round((to.getTime() - from.getTime()) / (30 * DAY_MS)));
}

/** Splits `total` into `parts` whole numbers in proportion to `weights`, summing exactly to it. */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let rest = total - shares.reduce((a, b) => a + b, 0);
  for (
    let index = shares.length - 1;
    rest > 0;
    index = (index - 1 + shares.length) % shares.length
  ) {
    shares[index] = (shares[index] ?? 0) + 1;
    rest -= 1;
  }
  return shares;
}

/**
 * Daily usage rows behind the demo's totals, so the panel's monthly chart and a journal's
 * "most read" list have something to show on a fresh demo: the share of each article's views
 * and downloads that falls in the last 12 months, spread over those months (one day each, with
 * some month-to-month variation), the latest month's day within the last 30 days of `today`.
 * Amounts are deterministic per article; the days follow `today`, the day of seeding, so the
 * lists are current whenever the demo is created. The rows never add up to more than the totals.
 */
export function demoUsageRows(articles: readonly UsageTotals[], today: Date): UsageRow[] {
  const rows: UsageRow[] = [];
  for (const article of articles) {
    if (!article.publishedAt || article.publishedAt > today) continue;
    const prng = createPrng(`usage:${article.slug}`);
    const age = monthsBetween(article.publishedAt, today);
    const months = Math.min(HISTORY_MONTHS, age);
    const share = months / age;
    const weights = Array.from({ length: months }, () => 0.6 + prng.next());
    const views = apportion(Math.round(article.views * share), weights);
    const downloads = apportion(Math.round(article.downloads * share), weights);
    for (let index = 0; index < months; index += 1) {
      // Month 0 is the current one: its day falls within the last 30 days.
      const monthsAgo = months - 1 - index;
      const offsetDays = monthsAgo === 0 ? prng.int(0, 20) : monthsAgo * 30 + prng.int(0, 9);
      const day = new Date(today.getTime() - offsetDays * DAY_MS);
      if (day < article.publishedAt) continue;
      const viewCount = views[index] ?? 0;
      const downloadCount = Math.min(downloads[index] ?? 0, viewCount);
      if (viewCount === 0 && downloadCount === 0) continue;
      rows.push({
        articleId: article.id,
        day: day.toISOString().slice(0, 10),
        views: viewCount,
        downloads: downloadCount,
      });
    }
  }
  return rows;
}
