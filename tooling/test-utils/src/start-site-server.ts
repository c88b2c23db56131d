import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

/** A built journal site running in a child process. */
export interface SiteServer {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Sends SIGTERM and waits for the process to exit. */
  stop(): Promise<void>;
  /** The end of what the server has written to its stdout and stderr (its log lines). */
  output(): string;
}

/** Options of {@link startSiteServer}. */
export interface StartSiteServerOptions {
  /** The app's folder: it holds `server.ts` and the `build/` it serves. */
  appDir: string;
  /** A page that answers 200 once the server is ready (default `/`). */
  readyPath?: string;
  /** The API's REST base URL (`API_URL`). */
  apiUrl: string;
  /** The API's public file base (`BACKEND_URL`). */
  backendUrl: string;
  /** Port to listen on (default: a free one). */
  port?: number;
  /** Extra environment, e.g. `{ BUILD_POLL_MS: '1000' }` or `{ TRUST_PROXY: 'loopback' }`. */
  env?: Record<string, string>;
  /** How long to wait for `readyPath` to answer (default 30 s). */
  readyTimeoutMs?: number;
}

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
 * Starts a BUILT journal site (apps/web, apps/journal-site…) with its production server
 * (`node server.ts`) on a loopback port and waits until `readyPath` answers. Nothing is built
 * here: turbo runs `build` before `test`.
 */
export async function startSiteServer(options: StartSiteServerOptions): Promise<SiteServer> {
  const serverBuild = path.join(options.appDir, 'build', 'server', 'index.js');
  if (!existsSync(serverBuild)) {
    throw new Error(`${serverBuild} is missing: build the app first.`);
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // pnpm's command shims (vitest's among them) export a NODE_PATH that reaches every package of
  // the workspace's store, so a server started from a test would find dependencies its app never
  // declared. Without it, the server resolves modules as `node server.ts` does in production.
  const { NODE_PATH: _storePath, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(options.appDir, 'server.ts')], {
    cwd: options.appDir,
    env: {
      ...inherited,
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

  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  while (!(await answers(`${url}${options.readyPath ?? '/'}`))) {
    if (exited(child) || Date.now() > deadline) {
      await stop();
      throw new Error(`The site server on ${url} did not start. Its output:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop, output: () => output };
}
