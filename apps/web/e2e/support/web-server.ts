import { fileURLToPath } from 'node:url';
import { type SiteServer, type StartSiteServerOptions, startSiteServer } from '@quire/test-utils';

/** apps/web, home of the production server (`server.ts`, which serves `build/` from here). */
export const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));

/** The built web app running in a child process. */
export type WebServer = SiteServer;

/** Options of {@link startWebServer}: the API's addresses, a port, extra environment. */
export type StartWebServerOptions = Omit<StartSiteServerOptions, 'appDir' | 'readyPath'>;

/** Starts the BUILT web app (`node server.ts`) and waits until `/test` answers. */
export function startWebServer(options: StartWebServerOptions): Promise<WebServer> {
  return startSiteServer({ ...options, appDir: WEB_DIR, readyPath: '/test' });
}
