import type { Prng } from './prng';

/** "Today" for generated statistics, fixed so that every fresh seed produces identical data. */
export const SEED_REFERENCE_DATE = new Date('2026-11-15T00:00:00Z');

const DAY_MS = 24 * 60 * 60 * 1000;

/** An article's editorial history and readership, consistent with its issue's date. */
export interface ArticleTimeline {
  /** `YYYY-MM-DD`. */
  receivedAt: string;
  /** `YYYY-MM-DD`. */
  acceptedAt: string;
  publishedAt: Date;
  views: number;
  downloads: number;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Dates with received < accepted < published ≤ the issue's date (some articles appear online
 * first), and view/download counts that grow with the time since publication.
 */
export function articleTimeline(prng: Prng, issueDate: Date): ArticleTimeline {
  const onlineFirstDays = prng.chance(0.4) ? prng.int(1, 45) : 0;
  const publishedAt = new Date(issueDate.getTime() - onlineFirstDays * DAY_MS);
  const accepted = new Date(publishedAt.getTime() - prng.int(14, 75) * DAY_MS);
  const received = new Date(accepted.getTime() - prng.int(30, 240) * DAY_MS);
  const months = Math.max(
    0,
    (SEED_REFERENCE_DATE.getTime() - publishedAt.getTime()) / (30 * DAY_MS),
  );
  const views = prng.int(60, 320) + Math.round(months * prng.int(15, 140));
  return {
    receivedAt: isoDate(received),
    acceptedAt: isoDate(accepted),
    publishedAt,
    views,
    downloads: Math.round(views * (0.12 + prng.next() * 0.33)),
  };
}
