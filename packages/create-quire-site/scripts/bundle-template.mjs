// Writes the generator's template into `dist/template/` (part of `pnpm build`, so the packed
// tarball carries it): the route modules, root, entry, brand and server of `apps/journal-site` —
// the workspace's own single-journal site, whose end-to-end test proves them — plus this
// package's `files/` (a new site's configuration, smoke test and README), and `versions.json`,
// the versions of the kit and of its peers that this workspace builds and tests together.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const root = path.join(here, '..', '..');
const journalSite = path.join(root, 'apps', 'journal-site');

/** From apps/journal-site: everything a site is made of, nothing of its tests or workspace wiring. */
const FROM_JOURNAL_SITE = ['app', 'public', 'server.ts', 'react-router.config.ts'];
/** Written by the generator from the options instead (`src/site-config.ts`). */
const GENERATED = [path.join('app', 'site.ts')];

/** `catalog:` entries of pnpm-workspace.yaml (`name: "range"` lines under `catalog:`). */
function catalog() {
  const lines = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8').split('\n');
  const start = lines.indexOf('catalog:');
  const entries = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!line.startsWith('  ')) break;
    const match = /^\s+"?([^":]+)"?:\s*(?:&\w+\s+)?"?([^"\s]+)"?/.exec(line);
    if (match && !match[2].startsWith('*')) entries[match[1]] = match[2];
  }
  return entries;
}

const catalogRanges = catalog();
const journalSiteManifest = JSON.parse(
  readFileSync(path.join(journalSite, 'package.json'), 'utf8'),
);
/** The range apps/journal-site asks for, with `catalog:` resolved. */
function rangeOf(name) {
  const range =
    journalSiteManifest.dependencies?.[name] ?? journalSiteManifest.devDependencies?.[name];
  if (!range) throw new Error(`apps/journal-site does not depend on ${name}`);
  if (range !== 'catalog:') return range;
  const resolved = catalogRanges[name];
  if (!resolved) throw new Error(`${name} is not in the workspace catalog`);
  return resolved;
}

/** A site's dependencies: the kit's packages it composes, and what a React Router site needs. */
const KIT = ['@quire/account', '@quire/panel', '@quire/reading', '@quire/site', '@quire/ui'];
const RUNTIME = ['@react-router/node', 'isbot', 'jsdom', 'react', 'react-dom', 'react-router'];
const DEVELOPMENT = [
  '@react-router/dev',
  '@types/node',
  '@types/react',
  '@types/react-dom',
  'typescript',
  'vite',
];
const kitVersion = (name) =>
  JSON.parse(
    readFileSync(path.join(root, 'packages', name.slice('@quire/'.length), 'package.json'), 'utf8'),
  ).version;

const versions = {
  kit: Object.fromEntries(KIT.map((name) => [name, `^${kitVersion(name)}`])),
  dependencies: Object.fromEntries(RUNTIME.map((name) => [name, rangeOf(name)])),
  devDependencies: Object.fromEntries(DEVELOPMENT.map((name) => [name, rangeOf(name)])),
};

/** Writes the template into `template` (emptied first). The generator's tests call it too. */
export function bundleTemplate(template) {
  rmSync(template, { recursive: true, force: true });
  mkdirSync(template, { recursive: true });
  for (const entry of FROM_JOURNAL_SITE) {
    cpSync(path.join(journalSite, entry), path.join(template, entry), { recursive: true });
  }
  for (const entry of GENERATED) rmSync(path.join(template, entry));
  cpSync(path.join(here, 'files'), template, { recursive: true });
  writeFileSync(path.join(template, 'versions.json'), `${JSON.stringify(versions, null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  bundleTemplate(path.join(here, 'dist', 'template'));
}
