import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { journalSlugSchema } from '@quire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without declarations.
import { bundleTemplate } from '../scripts/bundle-template.mjs';
import { createSite } from '../src/create-site';
import {
  initialsOf,
  nameFromDirectory,
  resolveSiteOptions,
  SiteOptionsError,
} from '../src/site-options';

let scratch: string;
let template: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'create-quire-site-'));
  template = path.join(scratch, 'template');
  bundleTemplate(template);
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const options = (given: Partial<Parameters<typeof resolveSiteOptions>[0]> = {}) =>
  resolveSiteOptions({ directory: path.join(scratch, 'tides-review'), kit: {}, ...given });

describe('resolveSiteOptions', () => {
  it('fills in a name, slug and wordmark from the folder, and UTC', () => {
    expect(options()).toMatchObject({
      siteName: 'Tides Review',
      journal: 'tides-review',
      wordmark: 'TR',
      timeZone: 'UTC',
    });
  });

  it('keeps what it is given', () => {
    expect(
      options({
        siteName: 'Journal of Computational Ecology',
        journal: 'computational-ecology',
        timeZone: 'Europe/London',
      }),
    ).toMatchObject({ wordmark: 'JCE', timeZone: 'Europe/London' });
  });

  it.each([
    [{ directory: '' }, '<directory>', /name the folder/],
    [{ journal: 'Not A Slug' }, '--journal', /lower-case letters and digits/],
    [{ journal: 'a'.repeat(61) }, '--journal', /at most 60 characters/],
    [{ siteName: '   ' }, '--name', /give the site a name/],
    [{ timeZone: 'Mars/Olympus' }, '--time-zone', /"Mars\/Olympus" is not a time zone/],
    [{ wordmark: 'A wordmark far too long' }, '--wordmark', /one to twelve characters/],
  ])('refuses %o, naming %s and saying why', (given, option, message) => {
    let error: unknown;
    try {
      options(given);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SiteOptionsError);
    expect((error as SiteOptionsError).option).toBe(option);
    expect((error as Error).message).toMatch(message);
  });

  it('takes the journal-slug rule of the API itself', () => {
    for (const slug of ['ok-slug', 'x1', '-bad', 'bad--slug', 'Bad']) {
      const ours = (() => {
        try {
          options({ journal: slug });
          return true;
        } catch {
          return false;
        }
      })();
      expect(ours).toBe(journalSlugSchema.safeParse(slug).success);
    }
  });

  it('makes names and marks people would pick', () => {
    expect(nameFromDirectory('/tmp/the_open-review')).toBe('The Open Review');
    expect(initialsOf('Annals of Applied Botany')).toBe('AAB');
    expect(initialsOf('quire')).toBe('QUI');
  });
});

describe('createSite', () => {
  it('writes a site composed from the kit, configured from the options', async () => {
    const site = await createSite(
      options({ siteName: "Tides' Review", journal: 'tides', timeZone: 'Asia/Tokyo' }),
      template,
    );
    expect(site.files).toEqual(
      expect.arrayContaining([
        '.gitignore',
        'README.md',
        'app/brand.css',
        'app/root.tsx',
        'app/routes.ts',
        'app/routes/article.tsx',
        'app/site.ts',
        'package.json',
        'public/favicon.svg',
        'quire-site.json',
        'react-router.config.ts',
        'server.ts',
        'smoke.mjs',
        'tsconfig.json',
        'vite.config.ts',
      ]),
    );
    expect(site.files).not.toContain('versions.json');
    expect(site.files.some((file) => file.startsWith('e2e'))).toBe(false);

    const config = await readFile(path.join(site.directory, 'app/site.ts'), 'utf8');
    expect(config).toContain("name: 'Tides\\' Review',");
    expect(config).toContain("export const JOURNAL_SLUG = 'tides';");
    expect(config).toContain("timeZone: 'Asia/Tokyo',");

    const manifest = JSON.parse(await readFile(path.join(site.directory, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('tides-review');
    expect(manifest.dependencies).toMatchObject({
      '@quire/reading': '^0.1.0',
      '@quire/site': '^0.1.0',
      'react-router': '8.4.0',
    });
    expect(manifest.devDependencies).toHaveProperty('@react-router/dev');
    expect(manifest).not.toHaveProperty('overrides');
    expect(JSON.stringify(manifest)).not.toMatch(/workspace:|catalog:/);
    expect(await readFile(path.join(site.directory, 'README.md'), 'utf8')).toMatch(
      /^# Tides' Review\n[\s\S]*journal\n`tides`/,
    );
  });

  it('takes the kit from tarballs, overriding the kit’s own dependencies on each other', async () => {
    const tarballs = path.join(scratch, 'tarballs');
    await mkdir(tarballs);
    for (const name of ['account', 'panel', 'reading', 'site', 'ui', 'contracts']) {
      await writeFile(path.join(tarballs, `quire-${name}-0.1.0.tgz`), '');
    }
    await writeFile(path.join(tarballs, 'create-quire-site-0.1.0.tgz'), '');
    const site = await createSite(
      options({ directory: path.join(scratch, 'from-tarballs'), kit: { tarballs } }),
      template,
    );
    const manifest = JSON.parse(await readFile(path.join(site.directory, 'package.json'), 'utf8'));
    expect(manifest.dependencies['@quire/site']).toBe(
      `file:${path.join(tarballs, 'quire-site-0.1.0.tgz')}`,
    );
    expect(Object.keys(manifest.overrides)).toEqual([
      '@quire/account',
      '@quire/contracts',
      '@quire/panel',
      '@quire/reading',
      '@quire/site',
      '@quire/ui',
    ]);
  });

  it('refuses a folder that is not empty, writing nothing', async () => {
    const directory = path.join(scratch, 'taken');
    await mkdir(directory);
    await writeFile(path.join(directory, 'notes.txt'), 'mine');
    await expect(createSite(options({ directory }), template)).rejects.toThrow(
      /exists and is not empty: choose a new folder/,
    );
    expect(await readFile(path.join(directory, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('refuses tarballs that lack part of the kit, naming it', async () => {
    const tarballs = path.join(scratch, 'partial');
    await mkdir(tarballs);
    await writeFile(path.join(tarballs, 'quire-site-0.1.0.tgz'), '');
    await expect(
      createSite(
        options({ directory: path.join(scratch, 'partial-site'), kit: { tarballs } }),
        template,
      ),
    ).rejects.toThrow(
      /has no tarball of @quire\/account, @quire\/panel, @quire\/reading, @quire\/ui/,
    );
  });
});
