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
      const delivered = new Promise((resolve) => waiters.set(tag, resolve));
      const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5_000));
      await send(user, tag);
      const outcome = await Promise.race([delivered, timeout]);
      waiters.delete(tag);
      if (outcome !== 'timeout') latencies.push(performance.now() - started);
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

/** Resident memory of a process in bytes (Linux), or NaN. */
export async function residentBytes(pid) {
  const { readFile } = await import('node:fs/promises');
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system, ms) a process has used so far (Linux), or NaN. */
export async function cpuMillis(pid) {
  const { readFile } = await import('node:fs/promises');
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}
