import { type ApiServer, freePort, startApiServer } from '@quire/test-utils';
import type { TestProject } from 'vitest/node';
import { startWebServer, type WebServer } from './web-server';

/** How often the e2e web server polls for a new build (the app's default is hourly). */
export const E2E_BUILD_POLL_MS = 1_000;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built web app, e.g. `http://127.0.0.1:41234`. */
    webUrl: string;
    /** The API's REST base, e.g. `http://127.0.0.1:41235/api/`. */
    apiUrl: string;
    /** The API's data folder (its mail outbox is `outbox/`). */
    apiDataDir: string;
  }
}

/**
 * Starts the real API (demo seed, fresh data folder) and the built web app once for the whole
 * e2e run; every test file reaches them through `inject('webUrl')` etc.
 */
export async function setup(project: TestProject) {
  const webPort = await freePort();
  const webOrigin = `http://127.0.0.1:${webPort}`;
  let api: ApiServer | undefined;
  let web: WebServer | undefined;
  try {
    api = await startApiServer({
      seedDemo: true,
      // Reset links must point at this web server; many sign-ins from one address are expected.
      env: { WEB_ORIGIN: webOrigin, RATE_LIMIT_AUTH_PER_MINUTE: '10000' },
      readyTimeoutMs: 120_000,
    });
    web = await startWebServer({
      apiUrl: api.apiUrl,
      backendUrl: api.backendUrl,
      port: webPort,
      env: { BUILD_POLL_MS: String(E2E_BUILD_POLL_MS), PUBLIC_ORIGIN: webOrigin },
    });
  } catch (error) {
    await web?.stop();
    await api?.stop();
    throw error;
  }
  project.provide('webUrl', web.url);
  project.provide('apiUrl', api.apiUrl);
  project.provide('apiDataDir', api.dataDir);
  const started = { api, web };
  return async () => {
    await started.web.stop();
    await started.api.stop();
  };
}
