// What a bench reads of its server processes on Linux: CPU time, resident memory, quiet.

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

/**
 * Waits until every process of `pids` has finished its background work (start-up, a burst of
 * writes just before): a server that answers may still build caches or flush, and that CPU would
 * land in the next measurement. Quiet = under 5% of a core each over one second (at most 60 s).
 */
export async function untilQuiet(pids, label) {
  const deadline = Date.now() + 60_000;
  const cpuOfAll = () => Promise.all(pids.map(cpuMillis));
  let before = await cpuOfAll();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = await cpuOfAll();
    if (now.every((value, i) => value - before[i] < 50)) return;
    before = now;
  }
  console.warn(`[${label}] still busy after 60 s; measuring anyway`);
}
