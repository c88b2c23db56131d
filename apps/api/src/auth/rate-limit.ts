import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { HttpError } from '../http/errors';

/** The message of every 429 from the auth endpoints. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

const WINDOW_MS = 60_000;

/** 429 in the app's error shape, with `Retry-After` in whole seconds (at least 1). */
export function tooManyAttempts(ttlMs: number): HttpError {
  const seconds = String(Math.max(1, Math.ceil(ttlMs / 1000)));
  return new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE, undefined, { 'retry-after': seconds });
}

/**
 * Redis for shared counters. No offline queue and one retry: while Redis is unreachable a
 * command fails at once and the limit is skipped, instead of every sign-in waiting on it.
 */
function createRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Generous: a busy event loop (start-up, hashing) must not turn into a spurious timeout.
    connectTimeout: 10_000,
    commandTimeout: 1_000,
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    // A down Redis reports on every reconnect attempt; one line a minute is enough.
    if (Date.now() - lastWarning < WINDOW_MS) return;
    lastWarning = Date.now();
    app.log.warn({ err: error }, 'rate-limit redis unavailable; requests are not limited');
  });
  // Waits for the first connection attempt (at most connectTimeout) but never fails the start;
  // ioredis keeps reconnecting in the background.
  app.addHook('onReady', async () => {
    await redis.connect().catch(() => {});
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  return redis;
}

/**
 * Installs @fastify/rate-limit with no global limit (routes opt in through `authRateLimit`).
 * With `config.redisUrl` counters live in Redis so every node shares them; a Redis outage lets
 * requests through (`skipOnError`) rather than blocking sign-in.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { config }: AppContext,
): Promise<void> {
  const redis = config.redisUrl ? createRedis(app, config.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'quire-rate-limit:',
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}

/** Route config: at most `config.authRateLimitPerMinute` requests a minute per client IP. */
export function authRateLimit(config: Pick<Config, 'authRateLimitPerMinute'>): {
  rateLimit: RateLimitOptions;
} {
  return { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: WINDOW_MS } };
}

/**
 * A per-email limiter for one endpoint (`scope`), so an attacker spreading guesses over many IPs
 * still gets `authRateLimitPerMinute` tries a minute per account. Throws the 429.
 */
export function createEmailRateLimit(
  app: FastifyInstance,
  config: Pick<Config, 'authRateLimitPerMinute'>,
  scope: string,
): (request: FastifyRequest, email: string) => Promise<void> {
  const emails = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: config.authRateLimitPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${scope}:email:${emails.get(request) ?? ''}`,
  });
  return async (request, email) => {
    emails.set(request, email.toLowerCase());
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyAttempts(result.ttl);
  };
}
