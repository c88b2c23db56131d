import { setTimeout as delay } from 'node:timers/promises';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';
import {
  type AttemptCounters,
  createMemoryAttemptCounters,
  createRedisAttemptCounters,
} from './attempt-counters';
import { clientNetwork } from './client-network';

const WINDOW_MS = 60_000;

/** "a minute" or "5 minutes": how long a client has to wait, rounded up. */
export function waitInWords(ttlMs: number): string {
  const minutes = Math.ceil(ttlMs / WINDOW_MS);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/** 429 in the app's error shape with `message`, and `Retry-After` in whole seconds (at least 1). */
export function tooManyRequests(ttlMs: number, message: string): HttpError {
  const seconds = String(Math.max(1, Math.ceil(ttlMs / 1000)));
  return new HttpError(429, message, undefined, { 'retry-after': seconds });
}

/** The 429 of the auth endpoints, saying how long to wait ("… wait a minute and try again."). */
export function tooManyAttempts(ttlMs: number): HttpError {
  return tooManyRequests(
    ttlMs,
    `Too many attempts. Please wait ${waitInWords(ttlMs)} and try again.`,
  );
}

const countersByApp = new WeakMap<object, AttemptCounters>();

/**
 * The attempt counters of the app built for `context` (Redis-backed when `REDIS_URL` is set,
 * else in memory); available once `registerRateLimit` has run.
 */
export function attemptCountersOf(context: AppContext): AttemptCounters {
  const counters = countersByApp.get(context);
  if (!counters) throw new Error('registerRateLimit must run before the routes that count.');
  return counters;
}

/**
 * Redis for shared counters. No offline queue and one retry: while Redis is unreachable a
 * command fails at once and the limit is skipped, instead of every sign-in waiting on it.
 */
function createRedis(
  app: FastifyInstance,
  url: string,
): { redis: Redis; warn: (error: unknown) => void } {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Generous: a busy event loop (start-up, hashing) must not turn into a spurious timeout.
    connectTimeout: 10_000,
    commandTimeout: 1_000,
  });
  let lastWarning = 0;
  const warn = (error: unknown) => {
    // A down Redis reports on every reconnect attempt; one line a minute is enough.
    if (Date.now() - lastWarning < WINDOW_MS) return;
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'rate-limit redis unavailable; requests are not limited');
  };
  redis.on('error', warn);
  // Waits a little for the first connection, never failing the start: past READY_WAIT_MS (well
  // inside Fastify's 10 s plugin timeout, which a busy event loop can eat) the server starts and
  // ioredis keeps connecting in the background, meanwhile `skipOnError` lets requests through.
  app.addHook('onReady', async () => {
    await Promise.race([
      redis.connect().catch(() => {}),
      delay(READY_WAIT_MS, undefined, { ref: false }),
    ]);
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  return { redis, warn };
}

/** How long the start waits for the first Redis connection. */
const READY_WAIT_MS = 3_000;

/**
 * Installs @fastify/rate-limit with no global limit (routes opt in through `authRateLimit`) and
 * the attempt counters (`attemptCountersOf`). With `config.redisUrl` both live in Redis so every
 * node shares them; a Redis outage lets requests through (`skipOnError`) rather than blocking
 * sign-in.
 */
export async function registerRateLimit(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config } = context;
  const shared = config.redisUrl ? createRedis(app, config.redisUrl) : undefined;
  countersByApp.set(
    context,
    shared ? createRedisAttemptCounters(shared.redis, shared.warn) : createMemoryAttemptCounters(),
  );
  await app.register(rateLimit, {
    global: false,
    redis: shared?.redis,
    nameSpace: 'quire-rate-limit:',
    skipOnError: true,
    errorResponseBuilder: (_request, limit) => tooManyAttempts(limit.ttl),
  });
}

/**
 * Route config: at most `config.authRateLimitPerMinute` requests a minute per client (its IPv4
 * address or IPv6 /64, see `clientNetwork`).
 */
export function authRateLimit(config: Pick<Config, 'authRateLimitPerMinute'>): {
  rateLimit: RateLimitOptions;
} {
  return {
    rateLimit: {
      max: config.authRateLimitPerMinute,
      timeWindow: WINDOW_MS,
      keyGenerator: (request: FastifyRequest) => clientNetwork(request.ip),
    },
  };
}
