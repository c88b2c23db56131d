import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The adapter factory and the way to close its connections. */
export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  /** Leaves the cluster's channels first, so peers stop waiting for this node's answers. */
  unsubscribe(): Promise<void>;
  /** Resolves once the publishes queued so far have reached Redis (see `announced` below). */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * How long a reply waits at most for its announcement to reach Redis. Redis answers a loopback
 * or LAN round trip in well under a millisecond; past this the server is in trouble, and the
 * reply goes out anyway (the message is stored; clients catch up on reconnect).
 */
export const ANNOUNCE_TIMEOUT_MS = 1_000;

/**
 * The socket.io Redis adapter over two ioredis connections (publish, subscribe). A Redis outage
 * must never take the node down: errors are logged (at most once a minute), failed publishes are
 * swallowed (the database still has every message; clients catch up on reconnect), and ioredis
 * reconnects and resubscribes on its own.
 */
export function createRedisAdapter(url: string, log: FastifyBaseLogger): RedisAdapterHandle {
  const options = { connectTimeout: 10_000, maxRetriesPerRequest: 3 };
  // Every chat message is one PUBLISH: the ones of one turn of the event loop go out as one
  // write (ioredis's auto-pipelining) rather than one system call each.
  const pub = new Redis(url, { ...options, enableAutoPipelining: true });
  const sub = new Redis(url, options);
  let lastWarning = 0;
  const warn = (error: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'realtime redis unavailable; cross-node events are paused');
  };
  pub.on('error', warn);
  sub.on('error', warn);
  // The adapter publishes without awaiting; an unhandled rejection would crash the process.
  const publish = pub.publish.bind(pub);
  pub.publish = ((...args: Parameters<typeof publish>) =>
    publish(...args).catch((error: Error) => {
      warn(error);
      return 0;
    })) as typeof pub.publish;
  return {
    adapter: createAdapter(pub, sub, { requestsTimeout: 3_000 }),
    // Auto-pipelining sends this turn's publishes on the next tick; a PING queued now travels in
    // the same pipeline, behind them, so its answer means they have reached Redis.
    flushed: async () => {
      if (pub.status !== 'ready') return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pub.ping().catch(() => undefined),
        new Promise((resolve) => {
          timer = setTimeout(resolve, ANNOUNCE_TIMEOUT_MS);
          timer.unref();
        }),
      ]);
      clearTimeout(timer);
    },
    unsubscribe: async () => {
      if (sub.status === 'ready') await sub.quit().catch(() => sub.disconnect());
      else sub.disconnect();
    },
    close: async () => {
      for (const client of [pub, sub]) {
        if (client.status === 'end') continue;
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      }
    },
  };
}
