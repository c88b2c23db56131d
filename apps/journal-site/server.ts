// This site's production server (`pnpm start`): the kit's site server (@quire/site/node) over
// this app's build, with the anonymous page cache purged by the API's content changes. Settings
// as the kit reads them (`siteEnvSchema`); this site listens on 3100 unless PORT says otherwise.
import { runSiteServer } from '@quire/site/node';

await runSiteServer({
  build: new URL('./build/', import.meta.url),
  env: { PORT: '3100', ...process.env },
  name: 'journal-site',
});
