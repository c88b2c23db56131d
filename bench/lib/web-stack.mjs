import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startChildServer } from './child-server.mjs';
import { API_MAIN, ROOT_DIR } from './paths.mjs';

/** The web app's production server. */
export const WEB_SERVER = path.join(ROOT_DIR, 'apps/web/server.mjs');

/**
 * Starts the built API (demo seed, fresh temporary data folder, production mode) and the built
 * web app in front of it, as `pnpm start` runs them. `stop()` ends both and removes the data.
 */
export async function startWebStack() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-bench-web-'));
  // The API writes absolute file URLs (covers, galleys) from BACKEND_URL: make it the real one.
  const apiPort = await freePort();
  const api = await startChildServer({
    script: API_MAIN,
    port: apiPort,
    env: {
      NODE_ENV: 'production',
      QUIRE_DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      BACKEND_URL: `http://127.0.0.1:${apiPort}`,
    },
    label: 'api',
    readyPath: '/health/ready',
  });
  let web;
  try {
    // Canonical links, feeds and the sitemap use the public origin: make it the real one.
    const webPort = await freePort();
    web = await startChildServer({
      port: webPort,
      script: WEB_SERVER,
      env: {
        NODE_ENV: 'production',
        API_URL: `${api.url}/api/`,
        BACKEND_URL: api.url,
        COOKIE_SECURE: 'false',
        PUBLIC_ORIGIN: `http://127.0.0.1:${webPort}`,
      },
      label: 'web',
      readyPath: '/test',
    });
  } catch (error) {
    await api.stop();
    throw error;
  }
  return {
    api,
    web,
    async stop() {
      await web.stop();
      await api.stop();
      await rm(dataDir, { recursive: true, force: true });
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
    journal: `/journals/${journal.slug}`,
    issue: volumeId
      ? `/journals/${journal.slug}/volumes/${volumeId}/issues/${issue.id}`
      : `/journals/${journal.slug}/current-issue`,
    articles: articles.map(
      (article) => `/journals/${journal.slug}/articles/${encodeURIComponent(article.slug)}`,
    ),
  };
}
