// `pnpm --filter @quire/bench react-router-patch`: is the project's patch of react-router
// (patches/, explained in pnpm-workspace.yaml) still worth keeping on the installed version?
//
// The built web app's production server renders the uncached article page (page cache off, the
// demo seed behind the built API) with the installed, patched react-router and with the same
// version as published (from the npm registry), in alternating rounds: req/s under load, then a
// CPU profile (`--cpu-prof`) of each, read for the share of the functions each part of the
// patch changes. The patched files are swapped in place in node_modules between rounds and put
// back at the end, whatever happens. Not part of `pnpm test`; prints its figures.
// Settings (environment): BENCH_SECONDS=10  BENCH_WARMUP_SECONDS=3  BENCH_CONNECTIONS=10
// BENCH_ROUNDS=3  BENCH_SKIP_BUILD=1 (use the existing builds)
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApps } from './lib/build-apps.mjs';
import { startChildServer } from './lib/child-server.mjs';
import { measure } from './lib/load.mjs';
import { ROOT_DIR } from './lib/paths.mjs';
import { table, whole } from './lib/report.mjs';
import { machineFacts } from './lib/results.mjs';
import { demoPaths, startWebStack, WEB_SERVER } from './lib/web-stack.mjs';

const env = process.env;
const config = {
  seconds: Number(env.BENCH_SECONDS ?? 10),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
  connections: Number(env.BENCH_CONNECTIONS ?? 10),
  rounds: Math.max(1, Number(env.BENCH_ROUNDS ?? 3)),
};

/**
 * What each part of the patch changes, by the functions a profile shows it in (inclusive time:
 * a sample counts once for a function anywhere on its stack).
 */
const PATCH_PARTS = [
  {
    part: 'route manifest slice per page, remembered per build',
    functions: ['getPartialManifest'],
  },
  {
    part: 'server routes and static router kept per build',
    functions: ['createServerRoutes', 'createStaticRouter'],
  },
];

/** The installed react-router folder (the patched copy pnpm made) and its version. */
function installedReactRouter() {
  const require = createRequire(path.join(ROOT_DIR, 'apps/web/package.json'));
  const manifestPath = require.resolve('react-router/package.json');
  return { dir: path.dirname(manifestPath), version: require(manifestPath).version };
}

/** The files the patch changes (`diff --git a/<file>` lines), relative to the package. */
async function patchedFiles(version) {
  const patch = await readFile(
    path.join(ROOT_DIR, `patches/react-router@${version}.patch`),
    'utf8',
  );
  return [...patch.matchAll(/^diff --git a\/(\S+)/gm)].map((match) => match[1]);
}

/** The published package, unpacked from the npm registry into `into`. */
function publishedReactRouter(version, into) {
  const tarball = execFileSync(
    'npm',
    ['pack', `react-router@${version}`, '--silent', '--pack-destination', into],
    { encoding: 'utf8' },
  ).trim();
  execFileSync('tar', ['xzf', path.join(into, tarball), '-C', into]);
  return path.join(into, 'package');
}

/** CPU profile → for each part of the patch, the share of busy samples with its functions on the stack. */
async function profileShares(profileDir) {
  const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile was written to ${profileDir}`);
  const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  /** Function name → the index of the part of the patch it belongs to. */
  const partOf = new Map(
    PATCH_PARTS.flatMap((entry, index) => entry.functions.map((name) => [name, index])),
  );
  const hits = PATCH_PARTS.map(() => 0);
  let busy = 0;
  for (const sample of profile.samples) {
    const leaf = byId.get(sample)?.callFrame.functionName;
    if (leaf === '(idle)' || leaf === '(program)') continue;
    busy += 1;
    // A sample counts once for a part, however many of its functions are on the stack.
    const parts = new Set();
    for (let id = sample; id !== undefined; id = parent.get(id)) {
      const part = partOf.get(byId.get(id)?.callFrame.functionName);
      if (part !== undefined) parts.add(part);
    }
    for (const part of parts) hits[part] += 1;
  }
  return hits.map((count) => ({ share: count / Math.max(1, busy) }));
}

buildApps();
const facts = await machineFacts();
const installed = installedReactRouter();
const files = await patchedFiles(installed.version);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'quire-bench-rr-'));
const published = publishedReactRouter(installed.version, scratch);
const patchedCopy = path.join(scratch, 'patched');
for (const file of files) {
  await mkdir(path.dirname(path.join(patchedCopy, file)), { recursive: true });
  await copyFile(path.join(installed.dir, file), path.join(patchedCopy, file));
}
/** Puts one variant's files in node_modules (`published` or the saved patched copy). */
const use = async (from) => {
  for (const file of files) await copyFile(path.join(from, file), path.join(installed.dir, file));
};
const variants = [
  { name: `react-router ${installed.version} as published`, from: published },
  { name: `react-router ${installed.version} with the project's patch`, from: patchedCopy },
];

const stack = await startWebStack();
const results = new Map(variants.map((variant) => [variant.name, { rps: [], shares: [] }]));
try {
  const article = (await demoPaths(stack.api.url)).articles[0];
  const load = {
    paths: [article],
    connections: config.connections,
    seconds: config.seconds,
    warmupSeconds: config.warmupSeconds,
  };
  /** A web server with the page cache off on the variant now in node_modules. */
  const startWeb = (label, extraEnv = {}) =>
    startChildServer({
      script: WEB_SERVER,
      env: {
        NODE_ENV: 'production',
        API_URL: `${stack.api.url}/api/`,
        BACKEND_URL: stack.api.url,
        COOKIE_SECURE: 'false',
        PAGE_CACHE_FRESH_MS: '0',
        ...extraEnv,
      },
      label,
      readyPath: '/test',
    });
  for (let round = 1; round <= config.rounds; round += 1) {
    // Alternate which variant goes first, so a drift of the machine falls on both.
    const order = round % 2 === 1 ? variants : [...variants].reverse();
    for (const variant of order) {
      await use(variant.from);
      console.info(`round ${round}: ${variant.name}…`);
      const web = await startWeb('web');
      try {
        results.get(variant.name).rps.push((await measure({ url: web.url, ...load })).rps);
      } finally {
        await web.stop();
      }
      const profileDir = await mkdtemp(path.join(scratch, 'profile-'));
      const profiled = await startWeb('web-profiled', {
        NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}`,
      });
      try {
        await measure({ url: profiled.url, ...load });
      } finally {
        await profiled.stop();
      }
      results.get(variant.name).shares.push(await profileShares(profileDir));
    }
  }
} finally {
  await use(patchedCopy);
  await stack.stop();
  await rm(scratch, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const [asPublished, patched] = variants.map((variant) => results.get(variant.name));
console.info(
  `\nMeasured ${facts.date} UTC on ${facts.cpus}, ${facts.memory}, Node ${facts.node}; load average before: ${facts.loadBefore}.\n`,
);
console.info(
  table(
    ['Variant', 'req/s per round', 'median req/s', '× as published'],
    variants.map((variant) => {
      const { rps } = results.get(variant.name);
      return [
        variant.name,
        rps.map(whole).join(', '),
        whole(median(rps)),
        (median(rps) / median(asPublished.rps)).toFixed(2),
      ];
    }),
  ),
);
console.info(
  table(
    ['Part of the patch', 'functions', 'share as published', 'share patched'],
    PATCH_PARTS.map(({ part, functions }, index) => {
      const share = (runs) => `${(100 * median(runs.map((run) => run[index].share))).toFixed(1)} %`;
      return [part, functions.join(', '), share(asPublished.shares), share(patched.shares)];
    }),
  ),
);
