// The site's smoke test, against the running site: `npm run smoke -- http://127.0.0.1:3100`
// (default: the address `npm start` listens on). Fetches the pages a reader and an author reach
// first and checks that the site's server rendered them from the API: each answers with its
// status and shows what it must. Exits 1, saying which page failed and why, on the first failure.
import { readFileSync } from 'node:fs';

const base = (process.argv[2] ?? 'http://127.0.0.1:3100').replace(/\/+$/, '');
const { siteName } = JSON.parse(
  readFileSync(new URL('./quire-site.json', import.meta.url), 'utf8'),
);

/** The checks: a path, the status it must answer, and text its page must contain. */
const PAGES = [
  { path: '/', status: 200, contains: [siteName, '<main'] },
  { path: '/archive', status: 200, contains: [siteName] },
  { path: '/search?q=ecology', status: 200, contains: ['<form'] },
  { path: '/auth/login', status: 200, contains: ['type="password"'] },
  { path: '/robots.txt', status: 200, contains: ['Sitemap:'] },
  { path: '/no-such-page', status: 404, contains: [siteName] },
];

/** The text of `text` without markup entities React escapes in attributes and text. */
const decodeEntities = (text) =>
  text.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

let failed = false;
for (const page of PAGES) {
  const url = `${base}${page.path}`;
  let problem;
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    const body = decodeEntities(await response.text());
    const missing = page.contains.filter((text) => !body.includes(text));
    if (response.status !== page.status) {
      problem = `answered ${response.status}, expected ${page.status}`;
    } else if (missing.length > 0) {
      problem = `does not contain ${missing.map((text) => JSON.stringify(text)).join(', ')}`;
    }
  } catch (error) {
    problem = `could not be fetched (${error instanceof Error ? error.message : error})`;
  }
  console.info(`${problem ? 'FAIL' : 'ok  '} ${page.path}${problem ? `: ${problem}` : ''}`);
  failed ||= Boolean(problem);
}
if (failed) {
  console.error(`smoke: ${base} failed (is the site started, and its API reachable?)`);
  process.exit(1);
}
console.info(`smoke: ${base} serves ${siteName}`);
