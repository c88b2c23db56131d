import type { Redis } from 'ioredis';

/** A counter's value in its current window, and how long until that window ends. */
export interface CounterValue {
  count: number;
  /** Milliseconds until the counter resets (0 when it is not counting). */
  ttlMs: number;
}

/**
 * Fixed-window counters for rate limits that need more than "one hit per request": reading a
 * counter without counting (sign-in checks its failure counters before the password) and
 * counting only some outcomes (failures). Keys are caller-chosen; each window starts at the
 * first `add` and lasts `windowMs`.
 */
export interface AttemptCounters {
  /** The current values of `keys`, without counting. */
  peek(keys: readonly string[]): Promise<CounterValue[]>;
  /** Counts one for `key` and returns the new value. */
  add(key: string, windowMs: number): Promise<CounterValue>;
}

const NOT_COUNTING: CounterValue = { count: 0, ttlMs: 0 };

/** Entries held before the first sweep of expired ones. */
const FIRST_SWEEP_AT = 10_000;
/** The most entries held; a sweep that cannot get under half of it forgets the oldest windows. */
const MAX_ENTRIES = 100_000;

/** Counters in this process's memory: for a single API node (no `REDIS_URL`). */
export function createMemoryAttemptCounters(now: () => number = Date.now): AttemptCounters {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = FIRST_SWEEP_AT;
  const currentValue = (key: string): CounterValue => {
    const entry = entries.get(key);
    const ttlMs = entry ? entry.resetAt - now() : 0;
    return entry && ttlMs > 0 ? { count: entry.count, ttlMs } : NOT_COUNTING;
  };
  // A flood of distinct keys (spoofed addresses, random emails) must not grow memory forever,
  // nor make every count walk the whole map: the next sweep waits until the map has doubled.
  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.resetAt <= time) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size <= MAX_ENTRIES / 2) break;
      entries.delete(key);
    }
    sweepAt = Math.max(FIRST_SWEEP_AT, Math.min(entries.size * 2, MAX_ENTRIES));
  };
  return {
    async peek(keys) {
      return keys.map(currentValue);
    },
    async add(key, windowMs) {
      const current = currentValue(key);
      if (current.count === 0) {
        // Deleted first so the Map's order stays oldest window first, which the cap relies on.
        entries.delete(key);
        if (entries.size >= sweepAt) sweep();
        entries.set(key, { count: 1, resetAt: now() + windowMs });
        return { count: 1, ttlMs: windowMs };
      }
      const entry = entries.get(key);
      if (entry) entry.count += 1;
      return { count: current.count + 1, ttlMs: current.ttlMs };
    },
  };
}

/** INCR, starting the window on the first count, and the time left — one atomic step. */
const ADD_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

const KEY_PREFIX = 'quire-attempts:';

/** An `add` waiting for the next pipeline. */
interface QueuedAdd {
  key: string;
  windowMs: number;
  resolve: (value: CounterValue) => void;
}

/**
 * Counters in Redis, shared by every API node. When Redis cannot answer, a counter reads as zero
 * and `onError` is told: a Redis outage lets requests through instead of blocking every sign-in
 * (the same choice as the per-IP limits).
 *
 * The counts asked in one turn of the event loop go to Redis as one pipeline: under load (every
 * chat send counts) that is one write and one round trip for many requests instead of one each.
 * Each count is still atomic (a script) and answered with its own value.
 */
export function createRedisAttemptCounters(
  redis: Redis,
  onError: (error: unknown) => void,
): AttemptCounters {
  let queued: QueuedAdd[] = [];

  const sendQueued = async () => {
    const adds = queued;
    queued = [];
    const pipeline = redis.pipeline();
    for (const { key, windowMs } of adds) pipeline.eval(ADD_SCRIPT, 1, KEY_PREFIX + key, windowMs);
    let replies: [Error | null, unknown][];
    try {
      replies = (await pipeline.exec()) ?? [];
    } catch (error) {
      onError(error);
      for (const add of adds) add.resolve(NOT_COUNTING);
      return;
    }
    adds.forEach((add, index) => {
      const [error, reply] = replies[index] ?? [new Error('Redis gave no reply'), null];
      if (error) {
        onError(error);
        add.resolve(NOT_COUNTING);
        return;
      }
      const [count, ttl] = reply as [number, number];
      add.resolve({ count: Number(count), ttlMs: Math.max(0, Number(ttl)) });
    });
  };

  return {
    async peek(keys) {
      if (keys.length === 0) return [];
      try {
        const pipeline = redis.pipeline();
        for (const key of keys) pipeline.get(KEY_PREFIX + key).pttl(KEY_PREFIX + key);
        const replies = (await pipeline.exec()) ?? [];
        return keys.map((_, index) => {
          const [countError, count] = replies[index * 2] ?? [];
          const [ttlError, ttl] = replies[index * 2 + 1] ?? [];
          if (countError || ttlError) throw countError ?? ttlError;
          const ttlMs = Number(ttl);
          return count === null || ttlMs <= 0 ? NOT_COUNTING : { count: Number(count), ttlMs };
        });
      } catch (error) {
        onError(error);
        return keys.map(() => NOT_COUNTING);
      }
    },
    add(key, windowMs) {
      return new Promise((resolve) => {
        queued.push({ key, windowMs, resolve });
        if (queued.length === 1) setImmediate(() => void sendQueued());
      });
    },
  };
}
