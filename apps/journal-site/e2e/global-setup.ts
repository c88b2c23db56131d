import { fileURLToPath } from 'node:url';
import {
  type ApiServer,
  freePort,
  type SiteServer,
  startApiServer,
  startSiteServer,
} from '@quire/test-utils';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This site, built, e.g. `http://127.0.0.1:41234`. */
    siteUrl: string;
    /** The API it reads, e.g. `http://127.0.0.1:41235/api/`. */
    apiUrl: string;
  }
}

/** Starts the real API (demo seed) and this site's production server once for the run. */
export async function setup(project: TestProject) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let api: ApiServer | undefined;
  let site: SiteServer | undefined;
  try {
    api = await startApiServer({
      seedDemo: true,
      env: { WEB_ORIGIN: origin, RATE_LIMIT_AUTH_PER_MINUTE: '10000' },
      readyTimeoutMs: 180_000,
    });
    site = await startSiteServer({
      appDir: fileURLToPath(new URL('../', import.meta.url)),
      apiUrl: api.apiUrl,
      backendUrl: api.backendUrl,
      port,
      env: { PUBLIC_ORIGIN: origin },
    });
  } catch (error) {
    await site?.stop();
    await api?.stop();
    throw error;
  }
  project.provide('siteUrl', site.url);
  project.provide('apiUrl', api.apiUrl);
  const started = { api, site };
  return async () => {
    await started.site.stop();
    await started.api.stop();
  };
}
