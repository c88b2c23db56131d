/** How long a public read is reused at most: the longest a change can take to show. */
export const READ_CACHE_TTL_MS = 5_000;
/** Entries kept at most; the oldest go first. */
const MAX_ENTRIES = 5_000;

/** Every open cache, so a write anywhere can drop them all. */
const openCaches = new Set<ReadThroughCache<unknown>>();

interface Entry<Value> {
  value: Value;
  expires: number;
}

/** How a cache is set up; every field has a default. */
export interface ReadThroughCacheOptions {
  /** How long a value is reused at most. */
  ttlMs?: number;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  /**
   * Its values carry usage totals (views, downloads): every usage write drops it (see
   * `invalidateUsageCaches`), while caches without totals keep their entries.
   */
  holdsUsageTotals?: boolean;
}

/**
 * A short-lived in-memory cache for hot public reads (the article page): a hit skips the
 * database round trip, the main cost of such a request. Only found values are kept (a missing
 * row is read again, so new content shows at once), for at most `ttlMs` — so a change made by
 * another node or straight in the database shows within that time — and `invalidate()` drops
 * everything at once. A read that was under way when `invalidate()` ran is not stored, since it
 * may hold what was just replaced.
 */
export class ReadThroughCache<Value> {
  private entries = new Map<string, Entry<Value>>();
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  /** Whether usage writes drop it (see {@link ReadThroughCacheOptions.holdsUsageTotals}). */
  readonly holdsUsageTotals: boolean;

  constructor({
    ttlMs = READ_CACHE_TTL_MS,
    maxEntries = MAX_ENTRIES,
    holdsUsageTotals = false,
  }: ReadThroughCacheOptions = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.holdsUsageTotals = holdsUsageTotals;
    openCaches.add(this as ReadThroughCache<unknown>);
  }

  /** The value cached under `key`, else `load()`'s, kept when it is not null. */
  async read(key: string, load: () => Promise<Value | null>): Promise<Value | null> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (value !== null && generation === this.generation) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  /** Drops every entry, and any read under way. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Stops being reached by `invalidateReadCaches` (the app closed). */
  close(): void {
    this.invalidate();
    openCaches.delete(this as ReadThroughCache<unknown>);
  }
}

/** Drops every open read cache: call it after writing public content (articles, issues, …). */
export function invalidateReadCaches(): void {
  for (const cache of openCaches) cache.invalidate();
}

/**
 * Drops the open read caches whose values carry usage totals: call it after writing usage. The
 * others (an issue's table of contents, costly to build) keep their entries.
 */
export function invalidateUsageCaches(): void {
  for (const cache of openCaches) if (cache.holdsUsageTotals) cache.invalidate();
}
