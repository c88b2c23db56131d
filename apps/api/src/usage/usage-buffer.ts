import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** What is counted: a page view (the beacon) or a PDF/galley download (the counting redirect). */
export type UsageKind = 'view' | 'download';

/** One counted request, waiting to be written. */
export interface UsageHit {
  articleId: number;
  kind: UsageKind;
  /** See `readerKey`. */
  reader: string;
  at: Date;
}

/** A reader's repeat of the same view or download within this time counts once (COUNTER). */
export const REPEAT_WINDOW_MS = 30_000;
/** How often buffered hits are written. */
export const USAGE_FLUSH_INTERVAL_MS = 5_000;

/** Every open buffer, so tests can flush without reaching into an app. */
const openBuffers = new Set<UsageBuffer>();

const keyOf = (hit: UsageHit) => `${hit.reader}\n${hit.articleId}\n${hit.kind}`;

/**
 * Holds counted views and downloads in memory and writes them in one statement every few
 * seconds (and on close), so a read never waits on a write and a burst on a popular article is
 * one `+ N`.
 *
 * The 30-second repeat rule is applied twice: here, so a node drops a double click at once,
 * and in the database at flush (`usage_reader_marks`), so a repeat that reached another node is
 * dropped too — the mark is only moved when the previous counted hit is 30 seconds old, and the
 * row lock of `ON CONFLICT` orders two nodes' flushes. Only the hits that moved a mark are added
 * to the daily figures and the article's totals, in the same statement.
 */
export class UsageBuffer {
  private pending: UsageHit[] = [];
  /** When this node last counted each reader/article/kind, for the in-memory repeat check. */
  private lastCounted = new Map<string, number>();
  private chain: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    intervalMs = USAGE_FLUSH_INTERVAL_MS,
    /** Runs after each write: cached totals are stale from then on. */
    private readonly afterWrite: () => void = () => {},
  ) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    // A pending flush must not keep a finished process alive.
    this.timer.unref();
    openBuffers.add(this);
  }

  /** Buffers a hit; false (nothing kept) when this node counted the same one under 30 s ago. */
  record(hit: UsageHit): boolean {
    const key = keyOf(hit);
    const last = this.lastCounted.get(key);
    if (last !== undefined && hit.at.getTime() - last < REPEAT_WINDOW_MS) return false;
    this.lastCounted.set(key, hit.at.getTime());
    this.pending.push(hit);
    return true;
  }

  /** Writes the buffered hits; flushes run one after another, never overlapping. */
  flush(): Promise<void> {
    this.chain = this.chain.then(() => this.write());
    return this.chain;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    openBuffers.delete(this);
    await this.flush();
  }

  private forgetOldMarks(now: number): void {
    for (const [key, at] of this.lastCounted) {
      if (now - at >= REPEAT_WINDOW_MS) this.lastCounted.delete(key);
    }
  }

  private async write(): Promise<void> {
    this.forgetOldMarks(Date.now());
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    try {
      for (const round of intoRounds(batch)) await this.writeRound(round);
      await this.db.execute(
        sql`delete from usage_reader_marks where counted_at < now() - interval '1 minute'`,
      );
    } catch (error) {
      // Keep the hits for the next attempt (e.g. the database is restarting).
      this.pending = [...batch, ...this.pending];
      this.onError(error);
    } finally {
      this.afterWrite();
    }
  }

  private async writeRound(round: UsageHit[]): Promise<void> {
    const rows = round.map((hit) => ({
      article_id: hit.articleId,
      kind: hit.kind,
      reader: hit.reader,
      at: hit.at.toISOString(),
    }));
    // One statement: the marks decide what counts, and only those reach the figures.
    await this.db.execute(sql`with batch as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as b(article_id integer, kind text, reader text, at timestamptz)
        where exists (select 1 from articles a where a.id = b.article_id)
      ),
      counted as (
        insert into usage_reader_marks as m (reader, article_id, kind, counted_at)
        select reader, article_id, kind, at from batch
        on conflict (reader, article_id, kind) do update set counted_at = excluded.counted_at
          where m.counted_at <= excluded.counted_at - interval '30 seconds'
        returning article_id, kind, counted_at
      ),
      daily as (
        insert into article_usage_daily as d (article_id, day, views, downloads)
        select article_id, (counted_at at time zone 'UTC')::date,
          count(*) filter (where kind = 'view'), count(*) filter (where kind = 'download')
        from counted group by 1, 2
        on conflict (article_id, day) do update
          set views = d.views + excluded.views, downloads = d.downloads + excluded.downloads
      )
      update articles set views = articles.views + t.views,
        downloads = articles.downloads + t.downloads
      from (select article_id, count(*) filter (where kind = 'view')::integer as views,
          count(*) filter (where kind = 'download')::integer as downloads
        from counted group by 1) t
      where articles.id = t.article_id`);
  }
}

/**
 * Splits hits so no round holds the same reader/article/kind twice (one `ON CONFLICT` statement
 * may not touch a row twice). A batch is one round unless a failed flush was retried together
 * with newer hits.
 */
function intoRounds(hits: UsageHit[]): UsageHit[][] {
  const rounds: UsageHit[][] = [];
  const seen = new Map<string, number>();
  for (const hit of [...hits].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const key = keyOf(hit);
    const index = seen.get(key) ?? 0;
    seen.set(key, index + 1);
    const round = rounds[index] ?? [];
    round.push(hit);
    rounds[index] = round;
  }
  return rounds;
}

/** Writes the buffered hits of every open app now (tests; graceful shutdown uses `close`). */
export async function flushUsage(): Promise<void> {
  await Promise.all([...openBuffers].map((buffer) => buffer.flush()));
}
