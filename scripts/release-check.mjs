// The release check, on tarballs packed once: every publishable package of the kit is packed
// (`pnpm pack`, so `workspace:` ranges and publishConfig are applied as on publish), then each
// tarball is linted as the registry would see it (publint --strict; Are the Types Wrong, whose
// profile follows the exports: node16 for a package with `require` conditions, else esm-only, CSS
// entry points left out), dry-run published (`pnpm publish <tarball> --dry-run`), and installed
// into a scratch project outside the repository with npm, where a consumer is typechecked against
// their types and a reading page is server-rendered with them; last, `create-quire-site` makes a
// site from them that is installed, built, started against the API and smoke-tested
// (generated-site-check.mjs). Proves the kit works for a site that is not in this workspace. Run after `pnpm build` and `pnpm build:types` (the tarballs
// carry dist/): `pnpm release:check` does both, CI runs this file after its own build steps.
import { execFile, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkGeneratedSite } from './generated-site-check.mjs';

/** Seconds since the check started, printed after each step so a slow one shows in CI's log. */
function elapsed() {
  return `${Math.round(process.uptime())} s`;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(path.join(tmpdir(), 'quire-pack-'));
const tarballs = path.join(scratch, 'tarballs');
const project = path.join(scratch, 'consumer');
mkdirSync(tarballs);
mkdirSync(project);

/** Runs a command; on failure says what it printed (tsc reports on stdout). */
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
  } catch (error) {
    throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${error.stdout ?? ''}`);
  }
}

/** The same, without waiting: `[command, args]` pairs run a few at a time. */
async function runAll(commands, cwd) {
  const queue = [...commands];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [command, args] = next;
      try {
        await promisify(execFile)(command, args, { cwd, encoding: 'utf8' });
      } catch (error) {
        throw new Error(
          `${path.basename(command)} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}

/** What Are the Types Wrong checks a package for, from its exports. */
function attwArguments(manifest) {
  const entries = Object.entries(manifest.exports);
  const dual = entries.some(([, target]) => typeof target === 'object' && 'require' in target);
  const stylesheets = entries
    .map(([subpath]) => subpath)
    .filter((subpath) => subpath.endsWith('.css'));
  return [
    '--profile',
    dual ? 'node16' : 'esm-only',
    ...(stylesheets.length ? ['--exclude-entrypoints', ...stylesheets] : []),
  ];
}

/** The workspace packages that are published (not `private`). */
function publishable() {
  return readdirSync(path.join(root, 'packages'))
    .map((name) => path.join(root, 'packages', name))
    .map((dir) => ({
      dir,
      manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')),
    }))
    .filter(({ manifest }) => !manifest.private);
}

/** Where the workspace installs the consumer's dependencies: the app, else the kit package using it. */
const installedIn = ['apps/web', 'packages/chat', 'packages/realtime'];

/** The version of `name` the workspace builds and tests with. */
function versionOf(name) {
  for (const dir of installedIn) {
    const manifest = path.join(root, dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).version;
  }
  throw new Error(`${name} is installed in none of ${installedIn.join(', ')}`);
}

try {
  const packed = {};
  for (const { dir, manifest } of publishable()) {
    run('pnpm', ['pack', '--pack-destination', tarballs], dir);
    const file = readdirSync(tarballs).find(
      (entry) =>
        entry.startsWith(`${manifest.name.replace('@', '').replace('/', '-')}-`) &&
        !Object.values(packed).includes(`file:${path.join(tarballs, entry)}`),
    );
    if (!file) throw new Error(`pnpm pack left no tarball for ${manifest.name}`);
    packed[manifest.name] = `file:${path.join(tarballs, file)}`;
  }
  console.info(`packed ${Object.keys(packed).join(', ')} (${elapsed()})`);

  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  const tarballOf = (manifest) => packed[manifest.name].slice('file:'.length);
  await runAll(
    publishable().flatMap(({ manifest }) => [
      [bin('publint'), ['run', '--strict', tarballOf(manifest)]],
      [bin('attw'), [tarballOf(manifest), ...attwArguments(manifest)]],
    ]),
    root,
  );
  console.info(`publint --strict and attw: no problems in any tarball (${elapsed()})`);
  await runAll(
    publishable().map(({ manifest }) => [
      'pnpm',
      ['publish', tarballOf(manifest), '--dry-run', '--no-git-checks'],
    ]),
    scratch,
  );
  console.info(`pnpm publish --dry-run: every tarball would publish (${elapsed()})`);

  // The consumer brings the peers itself, as a journal site outside this repository would.
  const peers = ['react', 'react-dom', 'react-router', '@react-router/node', '@reduxjs/toolkit'];
  const types = ['@types/react', '@types/react-dom', '@types/node', 'typescript'];
  const dependencies = Object.fromEntries(
    [...peers, ...types].map((name) => [name, versionOf(name)]),
  );
  writeFileSync(
    path.join(project, 'package.json'),
    JSON.stringify(
      {
        name: 'quire-consumer',
        private: true,
        type: 'module',
        dependencies: { ...dependencies, ...packed },
        overrides: packed,
      },
      null,
      2,
    ),
  );
  run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    project,
  );

  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'es2022',
        module: 'nodenext',
        moduleResolution: 'nodenext',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: false,
        noEmit: true,
        types: ['node'],
      },
      include: ['consumer.tsx'],
    }),
  );
  writeFileSync(
    path.join(project, 'consumer.tsx'),
    `import { defineJournalSite, JournalSiteProvider, SiteFooterNav } from '@quire/site';
import { rootLoader, routeParam } from '@quire/site/server';
import { VolumesPage } from '@quire/reading';
import { volumesLoader } from '@quire/reading/server';
import { EmptyState } from '@quire/ui';
import { formatDate } from '@quire/utils';
import type { Journal } from '@quire/contracts';
import { createQuireApi } from '@quire/api-client';

export const site = defineJournalSite({ name: 'Outside Journal', timeZone: 'Asia/Tokyo' });
export const pieces = [JournalSiteProvider, SiteFooterNav, VolumesPage, EmptyState, rootLoader, volumesLoader, routeParam, createQuireApi];
export const when: string = formatDate('2024-03-05T23:30:00Z', { timeZone: site.timeZone });
export type Title = Journal['title'];
`,
  );
  run(path.join(project, 'node_modules/.bin/tsc'), ['-p', '.'], project);
  console.info(`typechecked a consumer of the packed packages (${elapsed()})`);

  writeFileSync(
    path.join(project, 'render.mjs'),
    `import { renderToString } from 'react-dom/server';
import { createElement as h } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { defineJournalSite, JournalSiteProvider } from '@quire/site';
import { VolumesPage } from '@quire/reading';

const site = defineJournalSite({ name: 'Outside Journal' });
const volumes = [{ id: 7, href: '/volumes/7/issues', label: 'Volume 7', title: 'Tides', issueCount: 2 }];
const routes = [{ path: '/volumes', loader: () => ({ volumes, seo: null }), Component: VolumesPage }];
const handler = createStaticHandler(routes);
const context = await handler.query(new Request('http://example.test/volumes'));
const router = createStaticRouter(handler.dataRoutes, context);
const html = renderToString(h(JournalSiteProvider, { site }, h(StaticRouterProvider, { router, context })));
const text = html.replaceAll('<!-- -->', '');
if (!text.includes('Volume 7: Tides') || !text.includes('2 issues')) {
  throw new Error('The packed VolumesPage did not render its data: ' + html.slice(0, 500));
}
console.info('server-rendered the packed VolumesPage');
`,
  );
  run(process.execPath, ['render.mjs'], project);

  await checkGeneratedSite({ root, scratch, tarballs });
  console.info(`release check: ok (${scratch}) (${elapsed()})`);
  rmSync(scratch, { recursive: true, force: true });
} catch (error) {
  console.error(`release check failed; the scratch project is kept at ${scratch}`);
  throw error;
}
