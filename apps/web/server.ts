// The web app's production server (`pnpm start`): the kit's site server (@quire/site/node) over
// this app's build — page cache, purges, prerendered pages, security headers, request ids, JSON
// logs, metrics, body limits and a graceful shutdown. Its settings and their defaults are the
// kit's `siteEnvSchema` (PORT 3000, API_URL, PUBLIC_ORIGIN, TRUST_PROXY, PAGE_CACHE_*, …; see
// README.md); a bad value stops it with a message naming each one.
import { runSiteServer } from '@quire/site/node';

await runSiteServer({ build: new URL('./build/', import.meta.url), env: process.env });
