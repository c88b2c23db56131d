import path from 'node:path';
import type { KitSource, SiteOptions } from './site-options';

/** The versions `scripts/bundle-template.mjs` records beside the template. */
export interface TemplateVersions {
  /** The kit's packages a site composes, with the range of this release. */
  kit: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** `'text'` as TypeScript source, whatever the text holds. */
function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

/** `app/site.ts`: the site's whole configuration, the one file a team edits first. */
export function renderSiteConfig(options: SiteOptions): string {
  return `import { defineJournalSite } from '@quire/site';

/** The journal this site publishes, at the site's root (its slug in the Quire API). */
export const JOURNAL_SLUG = ${quote(options.journal)};

/**
 * ${options.siteName.replaceAll('*/', '* /')}: one journal on its own domain. Its home is the
 * journal's home; authors sign in and submit through the author panel. Everything a reader sees
 * of the site's identity is configured here (see \`defineJournalSite\` in @quire/site); its
 * colours and type are in \`app/brand.css\`.
 */
export const site = defineJournalSite({
  name: ${quote(options.siteName)},
  journal: JOURNAL_SLUG,
  nameFromSettings: false,
  locale: 'en',
  timeZone: ${quote(options.timeZone)},
  titleSeparator: ' | ',
  brand: { wordmark: ${quote(options.wordmark)} },
  nav: [
    { href: '/', label: 'Home' },
    { href: '/current-issue', label: 'Current issue' },
    { href: '/archive', label: 'Archive' },
    { href: '/search', label: 'Search' },
  ],
  footer: [
    { href: '/archive', label: 'Archive' },
    { href: '/volumes', label: 'Volumes' },
  ],
  accountMenu: [{ href: '/panel', label: 'My submissions' }],
  features: { chat: false, bookmarks: false },
});
`;
}

/** `@quire/account` → `quire-account-0.1.0.tgz`'s stem, as `pnpm pack` names tarballs. */
const TARBALL = /^quire-([a-z0-9-]+?)-\d+\.\d+\.\d+(?:-[\w.]+)?\.tgz$/;

/**
 * The `@quire/*` packages among `files` (a folder's listing), as `file:` specifiers. Every one
 * is also an override, so the kit's own dependencies on each other resolve to the tarballs too.
 */
export function kitTarballs(folder: string, files: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const file of files) {
    const match = TARBALL.exec(file);
    if (match) found[`@quire/${match[1]}`] = `file:${path.join(folder, file)}`;
  }
  return found;
}

/** A package name from the folder's name: lower case, no spaces. */
function packageName(directory: string): string {
  const name = path
    .basename(directory)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name || 'quire-site';
}

/**
 * `package.json`: the kit's packages (from the registry, or the tarballs of `kit`), React Router
 * and the scripts a site team runs (`dev`, `build`, `start`, `typecheck`, `smoke`).
 */
export function renderManifest(
  options: SiteOptions,
  versions: TemplateVersions,
  tarballs: Record<string, string> = {},
): string {
  const kit = kitSpecifiers(options.kit, versions, tarballs);
  const manifest = {
    name: packageName(options.directory),
    version: '0.1.0',
    private: true,
    description: `${options.siteName}: a journal site composed from the Quire kit.`,
    type: 'module',
    engines: { node: '^22.22.2 || ^24.15.0 || >=26.0.0' },
    scripts: {
      dev: 'react-router dev',
      build: 'react-router build',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell default, for npm's shell.
      start: 'NODE_ENV=${NODE_ENV:-production} node server.ts',
      typecheck: 'react-router typegen && tsc',
      smoke: 'node smoke.mjs',
    },
    dependencies: sortKeys({ ...kit, ...versions.dependencies }),
    devDependencies: sortKeys(versions.devDependencies),
    ...('tarballs' in options.kit ? { overrides: sortKeys(tarballs) } : {}),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function kitSpecifiers(
  kit: KitSource,
  versions: TemplateVersions,
  tarballs: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(versions.kit).map(([name, range]) => {
      if (!('tarballs' in kit)) return [name, kit.range ?? range];
      const tarball = tarballs[name];
      if (!tarball) throw new Error(`no tarball of ${name} in ${kit.tarballs}`);
      return [name, tarball];
    }),
  );
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** `quire-site.json`: what the smoke test checks the pages for. */
export function renderSiteFacts(options: SiteOptions): string {
  return `${JSON.stringify({ siteName: options.siteName, journal: options.journal }, null, 2)}\n`;
}
