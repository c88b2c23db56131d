// `pnpm --filter @quire/bench chat-open`: opening a long chat conversation in the built web app.
// The demo author's `/panel/chat` is opened in the system Chromium (headless, 1280 × 800, CPU not
// slowed) twice: first with the demo seed's conversation (the reference), then after 10,000
// messages were sent into it through the API. Each time it measures the main-thread work (from a
// Chromium trace) until the newest message is on screen and until the page has settled, then
// scrolls the message log up through its history frame by frame and records the frame rate,
// beside the frame rate of the same page standing still. Writes the "Chat: opening a long
// conversation" section of docs/performance.md.
// Settings (environment): BENCH_SKIP_BUILD=1  BENCH_WRITE=0  CHAT_OPEN_MESSAGES=10000
// CHAT_OPEN_SCROLL_SECONDS=8  CHAT_OPEN_SCROLL_PX=40 (pixels per frame)  CHAT_OPEN_RUNS=3 (opens of
// each conversation; the median is reported)
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApps } from './lib/build-apps.mjs';
import { untilQuiet } from './lib/processes.mjs';
import { table } from './lib/report.mjs';
import { machineFacts } from './lib/results.mjs';
import { writeNamedSection } from './lib/web-report.mjs';
import { startWebStack } from './lib/web-stack.mjs';

const env = process.env;
const MESSAGES = Number(env.CHAT_OPEN_MESSAGES ?? 10_000);
const SCROLL_SECONDS = Number(env.CHAT_OPEN_SCROLL_SECONDS ?? 8);
const SCROLL_PX = Number(env.CHAT_OPEN_SCROLL_PX ?? 40);
const RUNS = Math.max(1, Number(env.CHAT_OPEN_RUNS ?? 3));
const TARGETS = { work: 300, fps: 60 };
const AUTHOR = { email: 'author@quire.test', password: 'author-password' };
const ADMIN = { email: 'admin@quire.test', password: 'admin-password' };

buildApps();

/** Signs in through the API; the token and the user. */
async function apiSignIn(apiUrl, credentials) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`API sign-in of ${credentials.email}: ${response.status}`);
  return response.json();
}

/** A message body of one to several lines, so rows differ in height as real ones do. */
function bodyOf(index) {
  const words = 'the reviewers asked for a clearer figure and the revised table of results'.split(
    ' ',
  );
  const length = 4 + ((index * 7) % 45);
  return `Message ${index}: ${Array.from({ length }, (_, i) => words[(index + i) % words.length]).join(' ')}`;
}

/** Sends `count` messages into the author's conversation, two from the author to one reply. */
async function seedConversation(apiUrl, count) {
  const author = await apiSignIn(apiUrl, AUTHOR);
  const admin = await apiSignIn(apiUrl, ADMIN);
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      next += 1;
      const index = next;
      const fromAdmin = index % 3 === 0;
      const url = fromAdmin
        ? `${apiUrl}/api/admin/conversations/${author.user.id}/messages`
        : `${apiUrl}/api/user/messages`;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${(fromAdmin ? admin : author).token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ body: bodyOf(index), client_id: `chat-open-${index}` }),
      });
      if (response.status !== 201) throw new Error(`send ${index} answered ${response.status}`);
      await response.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: 16 }, worker));
  console.info(`Sent ${count} messages in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  // Sent concurrently, so the newest stored message is the one whose send finished last: ask.
  const history = await fetch(`${apiUrl}/api/user/messages?limit=1`, {
    headers: { authorization: `Bearer ${author.token}` },
  }).then((response) => response.json());
  return history.data[0].body;
}

// Marks (User Timing, so the trace has it too) when the newest message is in the log and the
// frame that shows it has been produced.
const WATCH_NEWEST = (newest) => {
  window.__chatOpen = { painted: null };
  const seen = () =>
    [...document.querySelectorAll('[role="log"]')].some((log) => log.textContent?.includes(newest));
  const observer = new MutationObserver(() => {
    if (window.__chatOpen.painted !== null || !seen()) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__chatOpen.painted = performance.now();
        performance.mark('chat-open:newest-painted');
      }),
    );
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
};

/** Main-thread task time (ms) of the renderer that shows the chat, by end time. */
function mainThreadWork(trace) {
  const events = trace.traceEvents;
  const mark = events.find((event) => event.name === 'chat-open:newest-painted');
  if (!mark) throw new Error('the trace has no chat-open:newest-painted mark');
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // The document's own start: the last navigation of that renderer before the mark.
  const navigations = events.filter(
    (event) => event.name === 'navigationStart' && event.pid === mark.pid && event.ts <= mark.ts,
  );
  const from = Math.max(...navigations.map((event) => event.ts), 0);
  // One event per task: \`RunTask\` (timeline category) where present, else the top-level one;
  // both together would count each task twice.
  const taskName = events.some((event) => event.name === 'RunTask')
    ? 'RunTask'
    : 'ThreadControllerImpl::RunTask';
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      event.name === taskName &&
      event.pid === mark.pid &&
      mains.has(`${event.pid}:${event.tid}`) &&
      event.ts >= from,
  );
  const sum = (until) =>
    tasks.filter((task) => task.ts < until).reduce((total, task) => total + task.dur, 0) / 1000;
  return { toNewest: sum(mark.ts), settled: sum(Number.POSITIVE_INFINITY) };
}

/** Frame intervals of the page for `seconds`, scrolling the log up `scrollPx` each frame (0: still). */
function recordFrames(page, seconds, scrollPx) {
  return page.evaluate(
    ({ seconds, scrollPx }) =>
      new Promise((resolve) => {
        const log = document.querySelector('[role="log"]');
        const deltas = [];
        const start = performance.now();
        const startHeight = log.scrollHeight;
        let last = start;
        let top = 0;
        const frame = (now) => {
          deltas.push(now - last);
          last = now;
          if (scrollPx > 0) {
            log.scrollTop -= scrollPx;
            if (log.scrollTop <= 0) top += 1;
          }
          if (now - start < seconds * 1000) requestAnimationFrame(frame);
          else
            resolve({
              deltas: deltas.slice(1),
              elapsed: now - start,
              grew: log.scrollHeight - startHeight,
              rowsShown: log.querySelectorAll('article').length,
              framesAtTop: top,
            });
        };
        requestAnimationFrame((now) => {
          last = now;
          requestAnimationFrame(frame);
        });
      }),
    { seconds, scrollPx },
  );
}

function frameFigures({ deltas, elapsed, grew, framesAtTop }) {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    fps: (deltas.length / elapsed) * 1000,
    p95: at(0.95),
    p99: at(0.99),
    // A frame that took longer than one and a half refresh intervals skipped at least one.
    dropped: deltas.filter((delta) => delta > 25).length / deltas.length,
    grew,
    framesAtTop,
  };
}

/**
 * Opens the author's chat, traced; with `frames`, then the frame rate standing still and while
 * scrolling up.
 */
async function openChat(browser, webUrl, newest, { frames }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${webUrl}/auth/login`);
  await page.getByLabel('Email').fill(AUTHOR.email);
  await page.getByLabel('Password', { exact: true }).fill(AUTHOR.password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/auth/login')),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  await page.addInitScript(WATCH_NEWEST, newest);
  await browser.startTracing(page, {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
    ],
  });
  await page.goto(`${webUrl}/panel/chat`);
  await page
    .waitForFunction(() => window.__chatOpen?.painted !== null, null, { timeout: 60_000 })
    .catch(async (error) => {
      const logs = await page
        .locator('[role="log"]')
        .allTextContents()
        .catch(() => []);
      await page.screenshot({ path: path.join(os.tmpdir(), 'chat-open-failure.png') });
      throw new Error(
        `"${newest}" did not show at ${page.url()} (logs: ${JSON.stringify(logs.map((text) => text.slice(-300)))}; screenshot in ${os.tmpdir()}/chat-open-failure.png)`,
        { cause: error },
      );
    });
  const paintedAt = await page.evaluate(() => window.__chatOpen.painted);
  await page.waitForLoadState('networkidle');
  // The trace ends once the main thread has no work left (an idle period, not a fixed second).
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  const work = mainThreadWork(trace);
  const still = frames ? frameFigures(await recordFrames(page, 2, 0)) : undefined;
  const scrolling = frames
    ? frameFigures(await recordFrames(page, SCROLL_SECONDS, SCROLL_PX))
    : undefined;
  await context.close();
  return { paintedAt, work, still, scrolling };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Opens the chat {@link RUNS} times, each once the servers are quiet (seeding 10,000 messages
 * leaves the API busy for seconds, and that CPU would slow the browser's main thread); the
 * median of each figure, the frame rates of the last open, and every open's work for the log.
 */
async function openChatRuns(browser, stack, newest) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    await untilQuiet([stack.api.pid, stack.web.pid, stack.cachedWeb.pid], 'servers');
    runs.push(await openChat(browser, stack.web.url, newest, { frames: run === RUNS - 1 }));
  }
  const last = runs[runs.length - 1];
  return {
    paintedAt: median(runs.map((run) => run.paintedAt)),
    work: {
      toNewest: median(runs.map((run) => run.work.toNewest)),
      settled: median(runs.map((run) => run.work.settled)),
    },
    each: runs.map((run) => Math.round(run.work.toNewest)),
    still: last.still,
    scrolling: last.scrolling,
  };
}

const facts = await machineFacts();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quire-bench-chat-open-'));
const stack = await startWebStack({
  dataEnv: {
    QUIRE_DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Seeding sends far more than a person may: the limit still counts, it just never refuses.
    RATE_LIMIT_CHAT_MESSAGES: '100000000',
  },
});
const browser = await chromium.launch({
  executablePath: env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
let short;
let long;
let seeded;
try {
  const demo = await apiSignIn(stack.api.url, AUTHOR);
  const before = await fetch(`${stack.api.url}/api/user/messages?limit=100`, {
    headers: { authorization: `Bearer ${demo.token}` },
  }).then((response) => response.json());
  // The reference's newest message is a plain one of ours: the seed's may carry formatting.
  const referenceBody = 'Reference message of the chat-open bench';
  const sent = await fetch(`${stack.api.url}/api/user/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${demo.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body: referenceBody, client_id: 'chat-open-reference' }),
  });
  if (sent.status !== 201) throw new Error(`the reference message answered ${sent.status}`);
  seeded = before.data.length + 1;
  const shortNewest = referenceBody;
  short = await openChatRuns(browser, stack, shortNewest);
  console.info('reference', JSON.stringify(short));
  const newest = await seedConversation(stack.api.url, MESSAGES);
  long = await openChatRuns(browser, stack, newest);
  console.info('long', JSON.stringify(long));
} finally {
  await browser.close();
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const ms = (value) => Math.round(value).toLocaleString('en');
const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
const mark = (text, ok) => (ok ? text : `**${text}**`);
const openTable = table(
  [
    'Conversation',
    'Main-thread work until the newest message shows (ms)',
    'Until settled (ms)',
    'Newest message shown at (ms)',
  ],
  [
    [
      `${(MESSAGES + seeded).toLocaleString('en')} messages`,
      mark(ms(long.work.toNewest), long.work.toNewest <= TARGETS.work),
      ms(long.work.settled),
      ms(long.paintedAt),
    ],
    [
      `Reference: ${seeded} message${seeded === 1 ? '' : 's'} (the demo seed's and one more)`,
      ms(short.work.toNewest),
      ms(short.work.settled),
      ms(short.paintedAt),
    ],
    [
      'Ratio',
      ratio(long.work.toNewest, short.work.toNewest),
      ratio(long.work.settled, short.work.settled),
      ratio(long.paintedAt, short.paintedAt),
    ],
  ],
);
const frameRow = (name, f) => [
  name,
  // Within 5 % of the target: rAF intervals jitter around the display's 16.7 ms.
  mark(f.fps.toFixed(1), f.fps >= TARGETS.fps * 0.95),
  f.p95.toFixed(1),
  f.p99.toFixed(1),
  `${(f.dropped * 100).toFixed(1)} %`,
];
const scrollTable = table(
  [
    'Log of the long conversation',
    'Frames/s',
    'p95 frame (ms)',
    'p99 frame (ms)',
    'Frames > 25 ms',
  ],
  [
    frameRow(`Scrolling up ${SCROLL_PX} px a frame for ${SCROLL_SECONDS} s`, long.scrolling),
    frameRow('Reference: the same page standing still', long.still),
    ['Ratio', ratio(long.scrolling.fps, long.still.fps), '', '', ''],
  ],
);
const section = `## Chat: opening a long conversation

Run: \`pnpm --filter @quire/bench chat-open\` (\`BENCH_SKIP_BUILD=1\` uses the existing builds;
settings at the top of \`bench/chat-open.mjs\`). The built API (PGlite, demo seed) and web app run
as in production; the demo author opens \`/panel/chat\` in the system Chromium (headless,
1280 × 800, CPU not slowed) with the demo seed's conversation (the reference) and after
${MESSAGES.toLocaleString('en')} more messages were sent into it through the API (two from the
author to one reply): ${RUNS} times each, in a new browser context, each once the servers' CPU was
quiet; the tables give the median (main-thread work of each open until the newest message
showed: ${long.each.join(', ')} ms long, ${short.each.join(', ')} ms reference). Main-thread
work = the renderer main thread's task time in a Chromium trace from the document's navigation start until the frame after the newest message entered the log
("until the newest message shows"), and until the network was idle for 0.5 s plus 1 s
("settled"). Then the log scrolls up ${SCROLL_PX} px per animation frame for ${SCROLL_SECONDS} s
(older pages load as it nears the top; the log grew by
${Math.round(long.scrolling.grew).toLocaleString('en')} px), with the frame intervals from
\`requestAnimationFrame\`; the reference is the same page standing still for 2 s in the same
run. Targets: ≤ ${TARGETS.work} ms of main-thread work until the newest message shows,
${TARGETS.fps} frames/s while scrolling (misses in bold).
Measured ${facts.date} UTC on ${facts.cpus}, Node ${facts.node}, load average ${facts.loadBefore}
(other work shared the CPUs).

${openTable}

${scrollTable}
`;

console.info(`\n${section}`);
if (env.BENCH_WRITE !== '0') {
  await writeNamedSection('chat-open', section, { after: 'chat' });
  console.info('Written to docs/performance.md.');
}
