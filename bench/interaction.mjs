// `pnpm --filter @quire/bench interaction`: Interaction to Next Paint (INP) and Cumulative Layout
// Shift (CLS) of the built web app, from scripted interactions a reader makes on each page type,
// in the system Chromium on a phone-sized screen with the CPU slowed 4× (as Lighthouse's mobile
// preset does). Written under the Lighthouse scores in docs/performance.md.
// Settings (environment): BENCH_SKIP_BUILD=1  BENCH_WRITE=0  INTERACTION_RUNS=3 (median of N)
import { chromium } from 'playwright-core';
import { buildApps } from './lib/build-apps.mjs';
import { table } from './lib/report.mjs';
import { machineFacts } from './lib/results.mjs';
import { writeNamedSection } from './lib/web-report.mjs';
import { demoPaths, startWebStack } from './lib/web-stack.mjs';

const env = process.env;
const RUNS = Math.max(1, Number(env.INTERACTION_RUNS ?? 3));
/** Web Vitals' "good" thresholds. */
const TARGETS = { inp: 200, cls: 0.1 };
const CPU_SLOWDOWN = 4;

buildApps();

// Collects the page's event timings and layout shifts from the start (buffered observers).
// Observers deliver entries some time after the paint that ends them; `collect()` takes the
// ones still queued (`takeRecords()`), so the bench reads every entry without waiting a fixed time.
const OBSERVE = `
  const vitals = (window.__vitals = { events: [], shifts: [] });
  const onEvents = (entries) => {
    for (const entry of entries) {
      if (entry.interactionId) vitals.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  };
  const onShifts = (entries) => {
    for (const entry of entries) {
      if (!entry.hadRecentInput) vitals.shifts.push({ value: entry.value, time: entry.startTime });
    }
  };
  const events = new PerformanceObserver((list) => onEvents(list.getEntries()));
  events.observe({ type: 'event', durationThreshold: 16, buffered: true });
  const shifts = new PerformanceObserver((list) => onShifts(list.getEntries()));
  shifts.observe({ type: 'layout-shift', buffered: true });
  vitals.collect = () => {
    onEvents(events.takeRecords());
    onShifts(shifts.takeRecords());
    return { events: vitals.events, shifts: vitals.shifts };
  };
`;

/** CLS as Web Vitals defines it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const { value, time } of shifts) {
    if (current > 0 && time - last < 1000 && time - first < 5000) current += value;
    else {
      current = value;
      first = time;
    }
    last = time;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** INP: the slowest interaction (fewer than 50 interactions, so no outlier is dropped). */
function interactionToNextPaint(events) {
  const byInteraction = new Map();
  for (const { id, duration } of events) {
    byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
  }
  return { inp: Math.max(0, ...byInteraction.values()), interactions: byInteraction.size };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const facts = await machineFacts();
const stack = await startWebStack();
const browser = await chromium.launch({
  executablePath: env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results = [];
try {
  const demo = await demoPaths(stack.api.url);
  const web = stack.cachedWeb.url;
  const themeToggle = (page) => page.getByRole('button', { name: 'Dark mode' }).first();
  /** Each page type and what a reader does there. */
  const scenarios = [
    [
      'Home',
      '/',
      async (page) => {
        await themeToggle(page).click();
        await themeToggle(page).click();
      },
    ],
    [
      'Journal',
      demo.journal,
      async (page) => {
        await themeToggle(page).click();
        await page.keyboard.press('Tab');
      },
    ],
    [
      'Issue',
      demo.issue,
      async (page) => {
        await themeToggle(page).click();
        await page.mouse.wheel(0, 600);
      },
    ],
    [
      'Article',
      demo.articles[0],
      async (page) => {
        const styles = page.getByRole('list', { name: 'Citation style' });
        await styles.getByRole('link', { name: 'MLA', exact: true }).click();
        await styles.getByRole('link', { name: 'Chicago', exact: true }).click();
        await themeToggle(page).click();
      },
    ],
    [
      'Search',
      '/search',
      async (page) => {
        const box = page.getByRole('searchbox').first();
        await box.click();
        await box.pressSequentially('forest canopy', { delay: 30 });
        await box.press('Enter');
        await page.waitForURL(/q=forest/);
        await page.waitForLoadState('networkidle');
      },
    ],
    [
      'News',
      '/news',
      async (page) => {
        await themeToggle(page).click();
      },
    ],
  ];
  for (const [name, path, interact] of scenarios) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: false,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(OBSERVE);
      await page.goto(`${web}${path}`, { waitUntil: 'networkidle' });
      await interact(page);
      // The last interaction has painted once two frames have begun since it; its entry is then
      // final, and `collect()` takes it even if the observer has not delivered it yet.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const vitals = await page.evaluate(() => window.__vitals.collect());
      runs.push({
        ...interactionToNextPaint(vitals.events),
        cls: cumulativeLayoutShift(vitals.shifts),
      });
      await context.close();
    }
    const row = {
      name,
      path,
      inp: median(runs.map((run) => run.inp)),
      cls: median(runs.map((run) => run.cls)),
      interactions: median(runs.map((run) => run.interactions)),
    };
    console.info(`${name}: INP ${row.inp} ms, CLS ${row.cls.toFixed(3)}`);
    results.push(row);
  }
} finally {
  await browser.close();
  await stack.stop();
}

const mark = (text, ok) => (ok ? text : `**${text}**`);
const figures = table(
  ['Page', 'Interactions', 'INP ms', 'CLS'],
  results.map((row) => [
    `${row.name} (\`${row.path}\`)`,
    String(row.interactions),
    mark(String(Math.round(row.inp)), row.inp <= TARGETS.inp),
    mark(row.cls.toFixed(3), row.cls <= TARGETS.cls),
  ]),
);
const allMet = results.every((row) => row.inp <= TARGETS.inp && row.cls <= TARGETS.cls);
const section = `### Interaction and layout stability (INP, CLS)

Run: \`pnpm --filter @quire/bench interaction\` (\`BENCH_SKIP_BUILD=1\` uses the existing builds).
The system Chromium (headless) opens each page type of the built app (demo data, signed out,
through the page cache as deployed) on a 375 × 740 phone screen with the CPU slowed
${CPU_SLOWDOWN}× (Chrome DevTools Protocol), then does what a reader does there — switches the
theme, picks citation styles, types a search and submits it, scrolls a table of contents. The
page's own \`PerformanceObserver\`s record event timings (\`durationThreshold\` 16 ms) and layout
shifts from the start; INP is the slowest interaction (fewer than 50 per page, so none is
dropped), CLS the largest session window of shifts without recent input, as Web Vitals defines
them. Median of ${RUNS} run(s) per page. Targets: INP ≤ ${TARGETS.inp} ms, CLS ≤ ${TARGETS.cls}
(Web Vitals' "good"; misses in bold).
Measured ${facts.date} UTC on ${facts.cpus}, Node ${facts.node}, load average ${facts.loadBefore}.

${figures}

${allMet ? 'Every page meets both targets.' : 'Pages in bold miss a target.'}
`;

console.info(`\n${section}`);
if (env.BENCH_WRITE !== '0') {
  await writeNamedSection('web-interaction', section, { after: 'web-lighthouse' });
  console.info('Written to docs/performance.md.');
}
