import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Starts `node <script>` on a free port (env PORT/HOST) and resolves once `readyPath` answers
 * 200 (`port` picks the port instead). Its stderr (and stdout when `verbose`) is passed through, prefixed with `label`.
 */
export async function startChildServer({
  script,
  env,
  label,
  readyPath,
  timeoutMs = 300_000,
  port: fixedPort,
}) {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const relay = (stream, sink) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) sink(`[${label}] ${line}\n`);
    });
  relay(child.stderr, (line) => process.stderr.write(line));
  if (process.env.BENCH_VERBOSE) relay(child.stdout, (line) => process.stdout.write(line));
  else child.stdout.resume();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitUntilUp(`${url}${readyPath}`, child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}
