import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  kitTarballs,
  renderManifest,
  renderSiteConfig,
  renderSiteFacts,
  type TemplateVersions,
} from './render-site';
import { type SiteOptions, SiteOptionsError } from './site-options';

/** Where the built generator finds its template (`dist/template`, written by `pnpm build`). */
export const BUNDLED_TEMPLATE = fileURLToPath(new URL('./template/', import.meta.url));

/** Files of the template that are not copied as they are. */
const NOT_COPIED = new Set(['versions.json', 'README.md', 'gitignore']);

/** What `createSite` made. */
export interface CreatedSite {
  /** The new site's folder (absolute). */
  directory: string;
  /** Its files, relative to it, sorted. */
  files: string[];
}

async function isMissingOrEmpty(directory: string): Promise<boolean> {
  try {
    return (await readdir(directory)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

async function listFiles(directory: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(directory, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(directory, path.join(prefix, entry.name))
        : [path.join(prefix, entry.name)],
    ),
  );
  return nested.flat().sort();
}

/**
 * Writes a new journal site into `options.directory` (which must be missing or empty): the kit's
 * single-journal site (routes, root, server, brand) configured from `options`, its manifest, a
 * README and a smoke test. Nothing is installed: the next step is `npm install`.
 */
export async function createSite(
  options: SiteOptions,
  template: string = BUNDLED_TEMPLATE,
): Promise<CreatedSite> {
  if (!(await isMissingOrEmpty(options.directory))) {
    throw new SiteOptionsError(
      '<directory>',
      `${options.directory} exists and is not empty: choose a new folder.`,
    );
  }
  const versions = JSON.parse(
    await readFile(path.join(template, 'versions.json'), 'utf8'),
  ) as TemplateVersions;
  let tarballs: Record<string, string> = {};
  if ('tarballs' in options.kit) {
    const folder = path.resolve(options.kit.tarballs);
    const listing = await readdir(folder).catch(() => {
      throw new SiteOptionsError('--kit-tarballs', `${folder} is not a folder that can be read.`);
    });
    tarballs = kitTarballs(folder, listing);
    const missing = Object.keys(versions.kit).filter((name) => !tarballs[name]);
    if (missing.length > 0) {
      throw new SiteOptionsError(
        '--kit-tarballs',
        `${folder} has no tarball of ${missing.join(', ')} (pack the kit with \`pnpm pack\`).`,
      );
    }
  }

  await mkdir(options.directory, { recursive: true });
  await cp(template, options.directory, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(template, source)),
  });
  await cp(path.join(template, 'gitignore'), path.join(options.directory, '.gitignore'));
  const readme = (await readFile(path.join(template, 'README.md'), 'utf8'))
    .replaceAll('%SITE_NAME%', options.siteName)
    .replaceAll('%JOURNAL%', options.journal);
  await Promise.all([
    writeFile(path.join(options.directory, 'README.md'), readme),
    writeFile(path.join(options.directory, 'app', 'site.ts'), renderSiteConfig(options)),
    writeFile(
      path.join(options.directory, 'package.json'),
      renderManifest(options, versions, tarballs),
    ),
    writeFile(path.join(options.directory, 'quire-site.json'), renderSiteFacts(options)),
  ]);
  return { directory: options.directory, files: await listFiles(options.directory) };
}
