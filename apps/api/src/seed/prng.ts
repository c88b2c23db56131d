/** A deterministic pseudo-random source: the same seed always yields the same sequence. */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /**
   * One element, earlier ones more likely (roughly Zipfian), so generated text has a natural
   * term distribution: a few very common terms and a long tail of rare ones.
   */
  pickSkewed<T>(items: readonly T[]): T;
  /** `count` distinct elements in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A derived, independent generator: adding draws to one stream never shifts another. */
  fork(label: string | number): Prng;
}

/** FNV-1a: turns a string seed into 32 bits. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    hash ^= seed.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Creates a seeded generator (mulberry32): tiny, fast and good enough for demo data; not for
 * anything security-related.
 * @example const prng = createPrng('demo'); prng.int(1, 6);
 */
export function createPrng(seed: string | number): Prng {
  const label = String(seed);
  let state = hashSeed(label);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new RangeError('cannot pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => at(items, Math.floor(next() * items.length)),
    pickSkewed: (items) => at(items, Math.floor(next() ** 1.5 * items.length)),
    sample: (items, count) => {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const other = int(0, index);
        [pool[index], pool[other]] = [at(pool, other), at(pool, index)];
      }
      return pool.slice(0, Math.max(0, count));
    },
    fork: (child) => createPrng(`${label}/${child}`),
  };
}
