import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@quire/test-utils';

/** The built web app running in a child process. */
export interface WebServer {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Sends SIGTERM and waits for the process to exit. */
  stop(): Promise<void>;
}

/** Options of {@link startWebServer}. */
export interface StartWebServerOptions {
  /** The API's REST base URL (`API_URL`). */
  apiUrl: string;
  /** The API's public file base (`BACKEND_URL`). */
  backendUrl: string;
  /** Port to listen on (default: a free one). */
  port?: number;
  /** Extra environment, e.g. `{ BUILD_POLL_MS: '1000' }` or `{ TRUST_PROXY: 'loopback' }`. */
  env?: Record<string, string>;
}

/** apps/web, home of the production server (`server.mjs`, which serves `build/` from here). */
export const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_BUILD = path.join(WEB_DIR, 'build', 'server', 'index.js');
const SERVER_SCRIPT = path.join(WEB_DIR, 'server.mjs');
const OUTPUT_LIMIT = 16_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Starts the BUILT web app with its production server (`node server.mjs`) on a loopback port and
 * waits until `/test` answers. Nothing is built here: turbo runs `build` before `test`.
 */
export async function startWebServer(options: StartWebServerOptions): Promise<WebServer> {
  if (!existsSync(SERVER_BUILD)) {
    throw new Error(`${SERVER_BUILD} is missing: run \`pnpm --filter @quire/web build\` first.`);
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: options.apiUrl,
      BACKEND_URL: options.backendUrl,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (exited(child)) return;
    const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await done;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  while (!(await answers(`${url}/test`))) {
    if (exited(child) || Date.now() > deadline) {
      await stop();
      throw new Error(`The web server on ${url} did not start. Its output:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop };
}
