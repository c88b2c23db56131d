import autocannon from 'autocannon';

/** The value at fraction `q` (0–1) of sorted numbers. */
function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function run({ url, paths, connections, seconds, onLatency, headers }) {
  let next = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        ...(headers ? { headers } : {}),
        requests: [
          {
            method: 'GET',
            // Cycle through the paths, one per request, across all connections.
            setupRequest: (request) => {
              const path = paths[next % paths.length];
              next += 1;
              return { ...request, path };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onLatency) instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });
}

/**
 * Loads `url` + `paths` (cycled) with keep-alive connections: a warm-up, then the measured run.
 * Latency percentiles come from every response's time (autocannon has no p95 of its own).
 */
export async function measure({ url, paths, connections, seconds, warmupSeconds, headers }) {
  if (warmupSeconds > 0) await run({ url, paths, connections, seconds: warmupSeconds, headers });
  const latencies = [];
  const result = await run({
    url,
    paths,
    connections,
    seconds,
    headers,
    onLatency: (ms) => latencies.push(ms),
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    seconds,
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
