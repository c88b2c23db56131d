import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyDataTemplate, type DataTemplateKind } from './api-data-template';
import { freePort } from './free-port';

/** Options of {@link startApiServer}. */
export interface StartApiServerOptions {
  /**
   * Seed the demo journals and accounts on start (default false: a site without content, set up
   * through its first-run setup with `SITE_ADMIN` as its administrator).
   */
  seedDemo?: boolean;
  /**
   * A new site that waits for its first-run setup (no administrator; the API refuses every
   * change but `POST setup`). Ignored with `seedDemo`, which comes set up.
   */
  firstRun?: boolean;
  /** Run against this PostgreSQL database instead of a fresh PGlite one (never taken from the environment). */
  databaseUrl?: string;
  /** Extra environment for the server, e.g. `{ RATE_LIMIT_AUTH_PER_MINUTE: '1000' }`. */
  env?: Record<string, string>;
  /** How long to wait for `/health/ready` (default 180 s: the first start migrates the database). */
  readyTimeoutMs?: number;
  /** Listen on this port (default: a free one). A restart passes the stopped server's port. */
  port?: number;
  /**
   * Use this data folder (database, uploads, outbox) instead of a fresh one; `stop()` then leaves
   * it in place, so a second server started on it finds everything the first one stored.
   */
  dataDir?: string;
}

/** A mail the server wrote to its outbox instead of sending it. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  sentAt: string;
}

/** A real API server running in a child process, and the way to stop it. */
export interface ApiServer {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The REST base URL, e.g. `http://127.0.0.1:41234/api/`. */
  apiUrl: string;
  /** The base URL of public files (`backendUrl/{path}`). */
  backendUrl: string;
  /** The web origin the server trusts for CORS and CSRF (`WEB_ORIGIN`). */
  webOrigin: string;
  /** The server's process id (to freeze it with SIGSTOP, say). */
  pid: number;
  /** Its fresh data folder (database, uploads, and the mail outbox in `outbox/`). */
  dataDir: string;
  /** Every mail in the outbox, oldest first (empty until the first one is written). */
  outbox(): Promise<OutboxMail[]>;
  /** Sends SIGTERM, waits for the process to exit, then removes the data folder (unless given). */
  stop(): Promise<void>;
}

/**
 * The API's folder, found from this file. Resolved on call, not at import: test files in a jsdom
 * environment import this package for its fixtures, and there `import.meta.url` is not a file URL.
 */
function repoRoot(): string {
  return fileURLToPath(new URL('../../../', import.meta.url));
}
function apiDir(): string {
  return path.join(repoRoot(), 'apps', 'api');
}
const WEB_ORIGIN = 'http://localhost:3000';

/**
 * The administrator of a server started without the demo seed: the first-run setup that made its
 * data folder created this account (the site is called `Quire`).
 */
export const SITE_ADMIN = {
  name: 'Site Administrator',
  email: 'site-admin@quire.test',
  password: 'site-admin-password',
} as const;

/** Does the first-run setup of a new server through the API, as a deployer's browser would. */
async function setUpSite(apiUrl: string): Promise<void> {
  const response = await fetch(`${apiUrl}setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ siteName: 'Quire', ...SITE_ADMIN }),
  });
  if (response.status !== 201)
    throw new Error(`POST ${apiUrl}setup answered ${response.status}: ${await response.text()}`);
}

/** The template a server of `options` starts from. */
function templateKind(options: StartApiServerOptions): DataTemplateKind {
  if (options.seedDemo) return 'demo';
  return options.firstRun ? 'first-run' : 'empty';
}
/** Enough of the child's output to explain a failed start without flooding the test report. */
const OUTPUT_LIMIT = 16_000;
const STOP_TIMEOUT_MS = 10_000;

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function terminate(child: ChildProcess): Promise<void> {
  const exited = waitForExit(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function readOutbox(outboxDir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch {
    return [];
  }
  // Files are named `<epoch ms>-<uuid>.json`, so the numeric prefix orders them.
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
  return Promise.all(
    files.map(
      async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMail,
    ),
  );
}

async function isReady(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A new data folder for a server of `options`: on PGlite, a copy of a migrated (and, with
 * `seedDemo`, seeded) template that the first such start of the checkout made; on PostgreSQL,
 * an empty folder (the database is the caller's). A test that stops and restarts its API on one
 * folder (`startApiServer({ dataDir, port })`) makes it with this and removes it itself.
 * @example const dataDir = await freshApiDataDir({ seedDemo: false });
 */
export async function freshApiDataDir(options: StartApiServerOptions = {}): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quire-api-'));
  if (options.databaseUrl) return dataDir;
  try {
    const kind = templateKind(options);
    await copyDataTemplate(dataDir, kind, {
      apiDir: apiDir(),
      repoRoot: repoRoot(),
      // A real start and a clean stop, as the test's own server would have begun.
      make: async (folder) => {
        const maker = await launchApiServer(
          { seedDemo: options.seedDemo, readyTimeoutMs: options.readyTimeoutMs },
          folder,
        );
        try {
          if (kind === 'empty') await setUpSite(maker.apiUrl);
        } finally {
          await maker.stop();
        }
      },
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}

/**
 * Starts the real API (its build, or `apps/api/src/main.ts` through tsx when the build is missing
 * or older than its sources; see `apiEntryArgs`) in a child process on a free loopback
 * port with a fresh temporary data folder and waits until `/health/ready` answers. The folder
 * starts as a copy of a migrated (and seeded, with `seedDemo`) one, so only the first start of a
 * checkout pays for `initdb`, the migrations and the seed.
 * Tests use it instead of importing the app, because nothing may import from an app.
 * @example
 * let server: ApiServer;
 * beforeAll(async () => { server = await startApiServer(); });
 * afterAll(() => server.stop());
 */
export async function startApiServer(options: StartApiServerOptions = {}): Promise<ApiServer> {
  if (options.dataDir !== undefined) return launchApiServer(options, options.dataDir);
  const dataDir = await freshApiDataDir(options);
  return launchApiServer(options, dataDir, { ownsDataDir: true });
}

/** What the API's build is made from: when one of these is newer than the build, it is stale. */
const API_BUILD_INPUTS = [
  'apps/api/src',
  'apps/api/drizzle',
  'packages/contracts/src',
  'packages/utils/src',
];

/** The newest modification time under `folder`, in ms (0 when it does not exist). */
function newestChange(folder: string): number {
  if (!existsSync(folder)) return 0;
  let newest = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

let entryArgs: string[] | undefined;

/**
 * How the API is started: its build (`dist/main.js`) when one is there and newer than every
 * source it is built from, else its TypeScript through tsx. The build starts with about a third
 * less CPU (no transform of the API's sources at each start), which a suite starting dozens of
 * servers on two cores feels; a developer who edited a source without building gets the source.
 * Decided once per process: the sources do not change while tests run.
 */
function apiEntryArgs(): string[] {
  entryArgs ??= (() => {
    const built = path.join(apiDir(), 'dist', 'main.js');
    const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
    const sourcesAt = Math.max(
      ...API_BUILD_INPUTS.map((folder) => newestChange(path.join(repoRoot(), folder))),
    );
    if (builtAt > sourcesAt) return ['--enable-source-maps', built];
    // `--import tsx` resolves from the working directory, i.e. the API's own dev dependency;
    // the source condition runs workspace packages from their TypeScript, so no build is needed.
    return ['--conditions=@quire/source', '--import', 'tsx', 'src/main.ts'];
  })();
  return entryArgs;
}

/**
 * Spawns the API on `dataDir` and waits for it to be ready. The folder is removed on `stop()`
 * when the server owns it (a fresh one), kept otherwise.
 */
async function launchApiServer(
  options: StartApiServerOptions,
  dataDir: string,
  { ownsDataDir = false } = {},
): Promise<ApiServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    QUIRE_DATA_DIR: dataDir,
    SEED_DEMO: String(options.seedDemo ?? false),
    LOG_LEVEL: 'warn',
    WEB_ORIGIN,
    BACKEND_URL: url,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };

  const child = spawn(process.execPath, apiEntryArgs(), {
    cwd: apiDir(),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // A test run that dies without calling stop() must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', killOnExit);
      await terminate(child);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    })();
    return stopping;
  };

  // A bound, not a pause: a start takes seconds, but a first start migrates and seeds, and a CI
  // machine's two cores may be shared with a dozen other processes.
  const timeoutMs = options.readyTimeoutMs ?? 180_000;
  const deadline = Date.now() + timeoutMs;
  while (!(await isReady(url))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      await stop();
      const reason = exited
        ? `exited with ${child.exitCode ?? child.signalCode} before it was ready`
        : `was not ready within ${timeoutMs} ms`;
      throw new Error(`The API server on ${url} ${reason}. Its output:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    apiUrl: `${url}/api/`,
    backendUrl: url,
    webOrigin: WEB_ORIGIN,
    pid: child.pid ?? 0,
    dataDir,
    outbox: () => readOutbox(path.join(dataDir, 'outbox')),
    stop,
  };
}
