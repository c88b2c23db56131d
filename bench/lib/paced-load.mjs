/** The value at fraction `q` (0–1) of sorted numbers. */
function percentile(sorted, q) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

async function paced({ url, paths, rate, seconds, onResult }) {
  const interval = 1000 / rate;
  const total = Math.round(seconds * rate);
  const started = performance.now();
  const inFlight = [];
  for (let index = 0; index < total; index += 1) {
    // Open loop: each request leaves at its own time, whether or not earlier ones have answered.
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const path = paths[index % paths.length];
    const sent = performance.now();
    inFlight.push(
      fetch(`${url}${path}`)
        .then(async (response) => {
          await response.arrayBuffer();
          onResult(performance.now() - sent, response.ok);
        })
        .catch(() => onResult(performance.now() - sent, false)),
    );
  }
  await Promise.all(inFlight);
  return (performance.now() - started) / 1000;
}

/**
 * Sends requests at a steady `rate` per second (one every 1/rate s, open loop) for `seconds`,
 * after a warm-up, and reports latency percentiles: the latency of a search at a given load,
 * not at saturation. (autocannon's `overallRate` sends each second's requests in a burst.)
 */
export async function measurePaced({ url, paths, rate, seconds, warmupSeconds }) {
  if (warmupSeconds > 0) {
    await paced({ url, paths, rate, seconds: warmupSeconds, onResult: () => {} });
  }
  const latencies = [];
  let failures = 0;
  const elapsed = await paced({
    url,
    paths,
    rate,
    seconds,
    onResult: (ms, ok) => {
      latencies.push(ms);
      if (!ok) failures += 1;
    },
  });
  latencies.sort((a, b) => a - b);
  return {
    connections: 'open',
    overallRate: rate,
    seconds,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    failures,
  };
}
