import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startChildServer } from './child-server.mjs';
import { API_MAIN, ROOT_DIR } from './paths.mjs';

/** The web app's production server. */
export const WEB_SERVER = path.join(ROOT_DIR, 'apps/web/server.ts');

/**
 * Starts the built API (demo seed, fresh temporary data folder, production mode) and the built
 * web app in front of it twice, as `pnpm start` runs it: `web` with the page cache off, `cachedWeb`
 * with it on (the default). `stop()` ends them and removes the data.
 */
export async function startWebStack({ dataEnv } = {}) {
  // A prepared dataset (bench/lib/datasets.mjs) is used as it is; else a fresh demo seed.
  const dataDir = dataEnv ? undefined : await mkdtemp(path.join(os.tmpdir(), 'quire-bench-web-'));
  // The API writes absolute file URLs (covers, galleys) from BACKEND_URL: make it the real one.
  const apiPort = await freePort();
  // The cache-off server is the one signed-in benches drive (chat-open): the API accepts its
  // origin for sockets and cookie-bearing calls, as it accepts WEB_ORIGIN's in production.
  const webPort = await freePort();
  const api = await startChildServer({
    script: API_MAIN,
    port: apiPort,
    env: {
      NODE_ENV: 'production',
      ...(dataEnv ?? { QUIRE_DATA_DIR: dataDir, SEED_DEMO: 'true' }),
      LOG_LEVEL: 'warn',
      BACKEND_URL: `http://127.0.0.1:${apiPort}`,
      WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
    },
    label: 'api',
    readyPath: '/health/ready',
  });
  /** A web server in front of the API; `env` adds to (or overrides) its settings. */
  async function startWeb(label, env = {}, port = undefined) {
    // Canonical links, feeds and the sitemap use the public origin: make it the real one.
    const webPort = port ?? (await freePort());
    return startChildServer({
      port: webPort,
      script: WEB_SERVER,
      env: {
        NODE_ENV: 'production',
        API_URL: `${api.url}/api/`,
        BACKEND_URL: api.url,
        COOKIE_SECURE: 'false',
        PUBLIC_ORIGIN: `http://127.0.0.1:${webPort}`,
        ...env,
      },
      label,
      readyPath: '/test',
    });
  }
  let web;
  let cachedWeb;
  try {
    // The page cache off: every request renders (loaders, API calls, React).
    web = await startWeb('web', { PAGE_CACHE_FRESH_MS: '0' }, webPort);
    // As deployed: signed-out pages from the page cache (@quire/site/node's page cache).
    cachedWeb = await startWeb('web-cached');
  } catch (error) {
    await web?.stop();
    await api.stop();
    throw error;
  }
  return {
    api,
    web,
    cachedWeb,
    async stop() {
      await cachedWeb.stop();
      await web.stop();
      await api.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Web paths of the demo content: the first journal, its current issue and its articles. */
export async function demoPaths(apiUrl) {
  const get = async (apiPath) => {
    const response = await fetch(`${apiUrl}/api/${apiPath}`);
    if (!response.ok) throw new Error(`GET /api/${apiPath} answered ${response.status}`);
    return response.json();
  };
  const journals = await get('journals');
  const list = journals.items ?? journals.data ?? journals;
  const journal = list[0];
  const issue = await get(`journals/${journal.slug}/current-issue`);
  const articles = (issue.sections ?? []).flatMap((section) => section.articles ?? []);
  if (articles.length === 0)
    throw new Error('the demo journal has no articles in its current issue');
  const volumeId = issue.volumeId ?? issue.volume?.id;
  return {
    home: '/',
    search: `/search?q=${encodeURIComponent(articles[0].title.split(/\s+/).slice(0, 2).join(' '))}`,
    journal: `/journals/${journal.slug}`,
    issue: volumeId
      ? `/journals/${journal.slug}/volumes/${volumeId}/issues/${issue.id}`
      : `/journals/${journal.slug}/current-issue`,
    articles: articles.map(
      (article) => `/journals/${journal.slug}/articles/${encodeURIComponent(article.slug)}`,
    ),
  };
}
