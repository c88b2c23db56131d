import { io } from 'socket.io-client';

/** Opens `count` websocket clients, `batch` at a time; `optionsFor(i)` gives each one's auth. */
export async function connectClients(url, count, optionsFor, batch = 100) {
  const sockets = [];
  for (let start = 0; start < count; start += batch) {
    const group = [];
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        ...optionsFor(i),
      });
      // As every Quire client does (only administrators' sockets are asked).
      socket.on('liveness_probe', (ack) => ack());
      group.push(
        new Promise((resolve, reject) => {
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
      );
    }
    sockets.push(...(await Promise.all(group)));
  }
  return sockets;
}

/** The value at quantile `q` (0..1) of sorted numbers. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/**
 * Sends messages for `seconds` with `concurrency` in flight, each to a random user, and times
 * each from the start of its HTTP request until the user's socket receives it. `send(i, tag)`
 * performs the request; `waiters` maps a tag to the resolver the receiving socket calls.
 */
/** Makes every tag of this process unique (a reused client id would be an idempotent retry). */
let sequence = 0;

export async function runLoad({ send, users, waiters, seconds, concurrency }) {
  const latencies = [];
  const deadline = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < deadline) {
      sequence += 1;
      const tag = `bench_${process.pid}_${sequence}`;
      const user = Math.floor(Math.random() * users);
      const started = performance.now();
      let timer;
      const outcome = new Promise((resolve) => {
        waiters.set(tag, resolve);
        timer = setTimeout(() => resolve('timeout'), 5_000);
      });
      await send(user, tag);
      const result = await outcome;
      if (result !== 'timeout') latencies.push(performance.now() - started);
      // A timer per message left pending for 5 s would keep thousands alive under load.
      clearTimeout(timer);
      waiters.delete(tag);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
}
