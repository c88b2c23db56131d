// `pnpm --filter @quire/bench lighthouse`: Lighthouse (mobile preset: simulated slow 4G and a
// mid-range phone) on the built web app with the demo data — home, journal, issue, article, news
// and search — scored against the performance targets, written under the web figures in
// docs/performance.md. Uses the system Chromium (CHROME_PATH, default /usr/bin/chromium).
// Settings (environment): BENCH_SKIP_BUILD=1  BENCH_WRITE=0  LIGHTHOUSE_RUNS=5 (median of N)
// LIGHTHOUSE_PAGES=home,article (a subset, for trying a fix)
// LIGHTHOUSE_REPORT_DIR=/tmp/lh (also save each page's full Lighthouse report there, as JSON)
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApps } from './lib/build-apps.mjs';
import { table } from './lib/report.mjs';
import { machineFacts } from './lib/results.mjs';
import { writeNamedSection } from './lib/web-report.mjs';
import { demoPaths, startWebStack } from './lib/web-stack.mjs';

const env = process.env;
const RUNS = Math.max(1, Number(env.LIGHTHOUSE_RUNS ?? 5));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The score each category must reach; docs/performance.md states them beside the results. */
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

buildApps();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const facts = await machineFacts();
const stack = await startWebStack();
const chrome = await chromeLauncher.launch({
  chromePath: env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const results = [];
const failing = {};
let version = '12';
try {
  const demo = await demoPaths(stack.api.url);
  const articleSlug = decodeURIComponent(demo.articles[0].split('/').at(-1));
  const query = articleSlug.split('-').find((word) => word.length > 4) ?? articleSlug;
  const pages = [
    ['Home', '/'],
    ['Journal', demo.journal],
    ['Issue', demo.issue],
    ['Article', demo.articles[0]],
    ['News', '/news'],
    ['Search', `/search?q=${encodeURIComponent(query)}`],
  ];
  const only = env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim().toLowerCase());
  for (const [name, pagePath] of pages) {
    if (only && !only.includes(name.toLowerCase())) continue;
    // A running site is warm: the first request of a fresh server loads modules lazily (jsdom).
    for (let warm = 0; warm < 3; warm += 1) {
      await (await fetch(`${stack.web.url}${pagePath}`)).arrayBuffer();
    }
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      console.info(`Lighthouse: ${name} ${pagePath} (${run + 1}/${RUNS})…`);
      const { lhr } = await lighthouse(`${stack.web.url}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(lhr);
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [
        id,
        Math.round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100))),
      ]),
    );
    const last = runs.at(-1);
    version = last.lighthouseVersion;
    if (env.LIGHTHOUSE_REPORT_DIR) {
      await mkdir(env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      await writeFile(path.join(env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), JSON.stringify(last));
    }
    // What cost points, to fix next: audits that score below 1 in a category that missed.
    failing[name] = CATEGORIES.filter((id) => scores[id] < TARGETS[id]).flatMap((id) =>
      last.categories[id].auditRefs
        .map((ref) => last.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${id}: ${audit.id} (${audit.displayValue ?? audit.score})`),
    );
    results.push({
      name,
      path: pagePath,
      scores,
      lcp: last.audits['largest-contentful-paint']?.displayValue,
    });
  }
} finally {
  await chrome.kill();
  await stack.stop();
}

const mark = (id, score) => (score >= TARGETS[id] ? String(score) : `**${score}**`);
const rows = results.map((result) => [
  `${result.name} (\`${result.path}\`)`,
  ...CATEGORIES.map((id) => mark(id, result.scores[id])),
  result.lcp ?? '—',
]);
const misses = results.flatMap((result) =>
  CATEGORIES.filter((id) => result.scores[id] < TARGETS[id]).map(
    (id) => `${result.name} ${id} ${result.scores[id]}`,
  ),
);
const section = `### Lighthouse (mobile)

Run: \`pnpm --filter @quire/bench lighthouse\` (\`BENCH_SKIP_BUILD=1\` uses the existing builds,
\`LIGHTHOUSE_RUNS=1\` for a quick single run). Lighthouse ${version} with its
default mobile preset (simulated slow 4G, 4× CPU slowdown), the system Chromium (headless), on the
built web app and API with the demo data as above (warmed up with three requests per page),
signed out; ${RUNS} run(s) per page.
Measured ${facts.date} UTC, load average ${facts.loadBefore}.
Targets: performance ≥ 95, accessibility 100, best practices ≥ 95, SEO 100 (misses in bold).

${table(['Page', 'Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP'], rows)}

${misses.length === 0 ? 'Every page meets every target.' : `Missed: ${misses.join('; ')}.`}

Why the median of five: Lighthouse simulates slow 4G from a trace recorded at full speed on this
machine. When the page's modules finish downloading over loopback before Chromium's first paint
(a race decided by a few milliseconds of CPU), the simulation counts them as render-blocking and
first paint moves from ≈ 0.8 s to ≈ 2.5 s; single runs of the same build scatter between 94 and
100. What the pages do to be fast: the whole stylesheet (≈ 7 KiB gzip) is inlined in the document
head, so first paint needs only the document (three render-blocking stylesheets cost ≈ 1.5 s of
first paint before); anonymous API reads are shared for a second by the web server; signed-out
pages load no store, socket or sanitiser code.
`;
console.info(`\n${section}`);
console.info('Audits below 1 in missed categories:', JSON.stringify(failing, null, 2));
if (env.BENCH_WRITE !== '0') {
  await writeNamedSection('web-lighthouse', section, { after: 'web' });
  console.info('Written to docs/performance.md.');
}
