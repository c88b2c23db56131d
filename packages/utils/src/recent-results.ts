/**
 * A small least-recently-used map of results of a pure function of text. Why: servers render
 * the same article abstracts and summaries for every visitor, and parsing HTML (DOMPurify,
 * template parsing) is the costliest step of a page render in Node (jsdom).
 * Internal to this package.
 */
export class RecentResults {
  private readonly entries = new Map<string, string>();

  /**
   * @param capacity most results kept.
   * @param maxKeyLength longer inputs are computed every time (and never held in memory).
   */
  constructor(
    private readonly capacity = 500,
    private readonly maxKeyLength = 64 * 1024,
  ) {}

  /** The remembered result for `key`, or `compute()` remembered. */
  get(key: string, compute: () => string): string {
    if (key.length > this.maxKeyLength) return compute();
    const known = this.entries.get(key);
    if (known !== undefined) {
      // Re-insert: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const result = compute();
    this.entries.set(key, result);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return result;
  }

  /** How many results are held. */
  get size(): number {
    return this.entries.size;
  }
}
