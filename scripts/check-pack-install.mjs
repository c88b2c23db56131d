// Packs every publishable package of the kit (`pnpm pack`, so `workspace:` ranges and
// publishConfig are applied as on publish), installs the tarballs into a scratch project outside
// the repository with npm, then typechecks a consumer against their types and server-renders a
// reading page with them. Proves the kit works for a site that is not in this workspace.
// Run after `pnpm build` (the tarballs carry dist/). Usage: node scripts/check-pack-install.mjs
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  console.info(`packed ${Object.keys(packed).join(', ')}`);

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
  console.info('typechecked a consumer of the packed packages');

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
  console.info(`pack-and-install check: ok (${scratch})`);
  rmSync(scratch, { recursive: true, force: true });
} catch (error) {
  console.error(`pack-and-install check failed; the scratch project is kept at ${scratch}`);
  throw error;
}
