import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AttemptCounters,
  createMemoryAttemptCounters,
  createRedisAttemptCounters,
} from './attempt-counters';

const WINDOW = 60_000;

function uniqueKey(): string {
  return `test:${randomBytes(6).toString('hex')}`;
}

/** What every implementation must do, whatever keeps the numbers. */
function behavesLikeCounters(counters: () => AttemptCounters): void {
  it('counts up within a window and reads zero for a key never counted', async () => {
    const key = uniqueKey();
    expect((await counters().add(key, WINDOW)).count).toBe(1);
    const second = await counters().add(key, WINDOW);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(0);
    expect(second.ttlMs).toBeLessThanOrEqual(WINDOW);
    const [counted, never] = await counters().peek([key, uniqueKey()]);
    expect(counted?.count).toBe(2);
    expect(never).toEqual({ count: 0, ttlMs: 0 });
  });

  it('does not count when it only reads', async () => {
    const key = uniqueKey();
    await counters().add(key, WINDOW);
    await counters().peek([key]);
    await counters().peek([key]);
    expect((await counters().peek([key]))[0]?.count).toBe(1);
  });
}

describe('memory attempt counters', () => {
  let clock = 0;
  const memory = createMemoryAttemptCounters(() => clock);

  behavesLikeCounters(() => memory);

  it('starts again once the window is over', async () => {
    const key = uniqueKey();
    await memory.add(key, WINDOW);
    await memory.add(key, WINDOW);
    clock += WINDOW - 1;
    expect((await memory.peek([key]))[0]).toEqual({ count: 2, ttlMs: 1 });
    clock += 1;
    expect((await memory.peek([key]))[0]?.count).toBe(0);
    expect(await memory.add(key, WINDOW)).toEqual({ count: 1, ttlMs: WINDOW });
  });

  it('stays bounded and quick under a flood of distinct keys, keeping the newest', async () => {
    const flood = createMemoryAttemptCounters(() => 0);
    for (let index = 0; index < 100_010; index += 1) await flood.add(`flood:${index}`, WINDOW);
    const [oldest, newest] = await flood.peek(['flood:0', 'flood:100009']);
    expect(oldest?.count).toBe(0);
    expect(newest?.count).toBe(1);
  });
});

describe.runIf(process.env.REDIS_URL)('Redis attempt counters', () => {
  let redis: Redis;
  const errors: unknown[] = [];

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true });
    await redis.connect();
  });
  afterAll(() => redis.quit());

  behavesLikeCounters(() => createRedisAttemptCounters(redis, (error) => errors.push(error)));

  it('expires a key with its window', async () => {
    const counters = createRedisAttemptCounters(redis, (error) => errors.push(error));
    const key = uniqueKey();
    const added = await counters.add(key, 50);
    // The window Redis keeps the key for (its PTTL right after the count).
    expect(added.ttlMs).toBeGreaterThan(0);
    expect(added.ttlMs).toBeLessThanOrEqual(50);
    // Redis expires the key itself: read until the count is gone, within far less than a second.
    await expect
      .poll(async () => (await counters.peek([key]))[0]?.count, { timeout: 1_000, interval: 5 })
      .toBe(0);
    expect(errors).toEqual([]);
  });

  it('sends the counts of one turn as one pipeline, each answered with its own value', async () => {
    const pipelines: unknown[] = [];
    const counting = new Proxy(redis, {
      get(target, property, receiver) {
        if (property !== 'pipeline') return Reflect.get(target, property, receiver);
        return () => {
          pipelines.push(property);
          return target.pipeline();
        };
      },
    });
    const counters = createRedisAttemptCounters(counting, (error) => errors.push(error));
    const [shared, other] = [uniqueKey(), uniqueKey()];
    const values = await Promise.all([
      ...Array.from({ length: 20 }, () => counters.add(shared, WINDOW)),
      counters.add(other, WINDOW),
    ]);
    expect(pipelines).toHaveLength(1);
    expect(values.slice(0, 20).map((value) => value.count)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(values[20]?.count).toBe(1);
    expect((await counters.add(shared, WINDOW)).count).toBe(21);
    expect(pipelines).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});

describe('Redis attempt counters while Redis is unreachable', () => {
  it('read as zero and report the error instead of failing the request', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const errors: unknown[] = [];
    const counters = createRedisAttemptCounters(redis, (error) => errors.push(error));
    expect(await counters.add('any', WINDOW)).toEqual({ count: 0, ttlMs: 0 });
    expect(await counters.peek(['any'])).toEqual([{ count: 0, ttlMs: 0 }]);
    expect(errors).toHaveLength(2);
    redis.disconnect();
  });
});
