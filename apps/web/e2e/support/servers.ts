import { type ApiServer, freePort, startApiServer } from '@quire/test-utils';
import { test } from 'vitest';
import { readApi } from './api-read';
import { startWebServer, type WebServer } from './web-server';

/** How often the e2e web server polls for a new build (the app's default is hourly). */
export const E2E_BUILD_POLL_MS = 1_000;

/**
 * How often the e2e API writes counted views and downloads (its default is every 5 s), so a
 * test waits for the count itself, not for a long timer.
 */
export const E2E_USAGE_FLUSH_MS = 200;

/**
 * How often the e2e API looks for scheduled issues and news whose moment has come (its default
 * is every minute): the e2e clock of scheduling, so a test waits for the moment, not a minute more.
 */
export const E2E_SCHEDULE_CHECK_MS = 1_000;

/** One worker's own API and web server. */
export interface E2eServers {
  /** The built web app, e.g. `http://127.0.0.1:41234`. */
  webUrl: string;
  /** The API's REST base, e.g. `http://127.0.0.1:41235/api/`. */
  apiUrl: string;
  /** The API's data folder (its mail outbox is `outbox/`). */
  apiDataDir: string;
}

interface RunningServers {
  servers: E2eServers;
  /** Stops both; safe to call more than once. */
  stop(): Promise<void>;
}

/**
 * Reads one article from the API, which builds its citation engines. A production API builds
 * them in the background once it listens; in test mode (as here) the first article read builds
 * every style at once, holding the API for seconds — long enough, on a busy machine, to time
 * out whichever test first opens an article. Done before any test starts, it times out none.
 */
async function buildCitationEngines(apiUrl: string): Promise<void> {
  const { data: journals } = await readApi<{ data: { slug: string }[] }>(apiUrl, 'journals');
  const journal = journals[0]?.slug;
  const issue = await readApi<{ sections: { articles: { slug: string }[] }[] }>(
    apiUrl,
    `journals/${journal}/current-issue`,
  );
  const article = issue.sections.flatMap((section) => section.articles)[0]?.slug;
  if (!article) throw new Error('The demo seed has no article in a current issue');
  await readApi(apiUrl, `journals/${journal}/articles/${article}`);
}

/**
 * The real API on a fresh data folder with the demo seed, and the built web app in front of it.
 * The seed is the slow part of the start (tens of seconds on two shared cores), so it runs once
 * per worker, never per file.
 */
async function startServers(): Promise<RunningServers> {
  const webPort = await freePort();
  const webOrigin = `http://127.0.0.1:${webPort}`;
  let api: ApiServer | undefined;
  let web: WebServer | undefined;
  try {
    api = await startApiServer({
      seedDemo: true,
      env: {
        // Reset links must point at this web server; many sign-ins from one address are expected.
        WEB_ORIGIN: webOrigin,
        RATE_LIMIT_AUTH_PER_MINUTE: '10000',
        // Tests seed whole conversations quickly; the send limit has unit tests of its own.
        RATE_LIMIT_CHAT_MESSAGES: '10000',
        USAGE_FLUSH_INTERVAL_MS: String(E2E_USAGE_FLUSH_MS),
        SCHEDULE_CHECK_MS: String(E2E_SCHEDULE_CHECK_MS),
      },
      readyTimeoutMs: 180_000,
    });
    // First, and alone: while the engines are built the API answers nothing, and the web server
    // reads it as it starts (its prerendered pages, its readiness page).
    await buildCitationEngines(api.apiUrl);
    web = await startWebServer({
      apiUrl: api.apiUrl,
      backendUrl: api.backendUrl,
      port: webPort,
      env: { BUILD_POLL_MS: String(E2E_BUILD_POLL_MS), PUBLIC_ORIGIN: webOrigin },
      // Both workers start their servers at once, on two shared cores.
      readyTimeoutMs: 120_000,
    });
  } catch (error) {
    await web?.stop();
    await api?.stop();
    throw error;
  }
  const started = { api, web };
  let stopping: Promise<void> | undefined;
  return {
    servers: { webUrl: web.url, apiUrl: api.apiUrl, apiDataDir: api.dataDir },
    stop: () => {
      stopping ??= (async () => {
        await started.web.stop();
        await started.api.stop();
      })();
      return stopping;
    },
  };
}

// Started when a worker first imports this module: with `isolate: false` the worker keeps its
// modules from file to file, so every file it runs shares these two servers.
const running = startServers();

// Vitest ends a worker with SIGTERM once its teardown (which stops the servers, see below) is
// done. When the teardown never ran (a run that only collects, a forced stop), exiting here
// still fires the servers' own exit handlers, which kill them: no server outlives its worker.
process.once('SIGTERM', () => process.exit(143));

/** This worker's servers, started before its first test file is collected. */
export const { webUrl, apiUrl, apiDataDir }: E2eServers = (await running).servers;

/**
 * `test` with this worker's servers as a worker-scoped fixture, `e2eServers`, whose cleanup
 * stops them when Vitest tears the worker down. The setup file (`worker-servers.ts`) uses it in
 * every file, which is what ties the servers' end to the worker's.
 */
export const serversTest = test.extend(
  'e2eServers',
  { scope: 'worker' },
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  async ({}, { onCleanup }) => {
    const { servers, stop } = await running;
    onCleanup(stop);
    return servers;
  },
);
