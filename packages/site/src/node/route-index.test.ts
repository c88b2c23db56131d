// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { defineJournalSite } from '../config/journal-site';
import {
  journalPageRouteHandle,
  journalRouteHandle,
  prerenderedRouteHandle,
} from '../lib/route-handles';
import { apiFetcher } from './prerender';
import { indexRoutes, type ManifestRoute, UNMATCHED_ROUTE } from './route-index';

// The shape of a server build's `routes`: flat, each route naming its parent.
const manifest: Record<string, ManifestRoute> = {
  root: { id: 'root', path: '' },
  'layout-default': { id: 'layout-default', parentId: 'root' },
  'routes/home': { id: 'routes/home', parentId: 'layout-default', index: true },
  'routes/about': {
    id: 'routes/about',
    parentId: 'layout-default',
    path: 'about',
    module: { handle: prerenderedRouteHandle },
  },
  'routes/news-item': { id: 'routes/news-item', parentId: 'layout-default', path: 'news/:slug' },
  'layout-journal': {
    id: 'layout-journal',
    parentId: 'root',
    path: 'journals/:slug',
    module: { handle: journalRouteHandle },
  },
  'routes/journal/page': {
    id: 'routes/journal/page',
    parentId: 'layout-journal',
    path: 'pages/:page_slug',
    module: { handle: journalPageRouteHandle },
  },
  'layout-journal-article': {
    id: 'layout-journal-article',
    parentId: 'root',
    module: { handle: journalRouteHandle },
  },
  'routes/journal/article': {
    id: 'routes/journal/article',
    parentId: 'layout-journal-article',
    path: 'journals/:slug/articles/:article_slug',
  },
};

/** One journal at the site's root, as apps/journal-site mounts it. */
const singleJournalManifest: Record<string, ManifestRoute> = {
  root: { id: 'root', path: '' },
  'layout-journal': {
    id: 'layout-journal',
    parentId: 'root',
    module: { handle: journalRouteHandle },
  },
  'routes/home': { id: 'routes/home', parentId: 'layout-journal', index: true },
  'routes/page': {
    id: 'routes/page',
    parentId: 'layout-journal',
    path: 'pages/:page_slug',
    module: { handle: journalPageRouteHandle },
  },
  'layout-journal-article': {
    id: 'layout-journal-article',
    parentId: 'root',
    module: { handle: journalRouteHandle },
  },
  'routes/article': {
    id: 'routes/article',
    parentId: 'layout-journal-article',
    path: 'articles/:article_slug',
  },
  'routes/search': { id: 'routes/search', parentId: 'root', path: 'search' },
};

const multi = defineJournalSite({ name: 'Quire' });
const single = defineJournalSite({ name: 'JCE', journal: 'computational-ecology' });

let server: http.Server | undefined;

afterEach(async () => {
  const running = server;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
});

/**
 * An HTTP server answering the API's journal list as the API pages it (at most `perPage`, capped
 * at 100) and each journal with one static page; resolves with its API base URL.
 */
async function journalsApi(count: number): Promise<string> {
  const slugs = Array.from({ length: count }, (_, index) => `j${index + 1}`);
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api');
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/api/journals') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Math.min(Number(url.searchParams.get('perPage') ?? 20), 100);
      const data = slugs.slice((page - 1) * perPage, page * perPage).map((slug) => ({ slug }));
      const lastPage = Math.max(1, Math.ceil(count / perPage));
      res.end(JSON.stringify({ data, meta: { page, perPage, total: count, lastPage } }));
      return;
    }
    const slug = /^\/api\/journals\/([^/]+)$/.exec(url.pathname)?.[1];
    res.end(JSON.stringify({ slug, pages: [{ slug: 'about' }] }));
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
}

describe('patternOf', () => {
  const { patternOf } = indexRoutes(manifest, multi);

  it('names a page by its route pattern, nested paths joined', () => {
    expect(patternOf('/')).toBe('/');
    expect(patternOf('/news/first-light')).toBe('/news/:slug');
    expect(patternOf('/journals/jqm/articles/on-silence')).toBe(
      '/journals/:slug/articles/:article_slug',
    );
  });

  it('names a single-fetch data request after its page', () => {
    expect(patternOf('/news/first-light.data')).toBe('/news/:slug');
    expect(patternOf('/_root.data')).toBe('/');
  });

  it('puts paths no route matches in one series', () => {
    expect(patternOf('/no/such/page')).toBe(UNMATCHED_ROUTE);
  });

  it('keeps a splat route as one pattern', () => {
    const withSplat = indexRoutes(
      { ...manifest, 'routes/404': { id: 'routes/404', parentId: 'root', path: '*' } },
      multi,
    );
    expect(withSplat.patternOf('/no/such/page')).toBe('/*');
  });
});

describe('tagsOf', () => {
  it('tags a journal’s pages as its routes declare, everything else as the site', () => {
    const { tagsOf } = indexRoutes(manifest, multi);
    expect(tagsOf('/journals/eco')).toEqual(['journal:eco']);
    expect(tagsOf('/journals/eco.data')).toEqual(['journal:eco']);
    expect(tagsOf('/journals/eco/pages/about/_payload.json')).toEqual(['journal:eco']);
    // The article lives under a layout without a path of its own: its params still name it.
    expect(tagsOf('/journals/eco/articles/a.data')).toEqual(['journal:eco']);
    expect(tagsOf('/journals')).toEqual(['site']);
    expect(tagsOf('/')).toEqual(['site']);
    expect(tagsOf('/news/first-light')).toEqual(['site']);
    // React Router decodes the parameter: the tag names the journal the API purges.
    expect(tagsOf('/journals/%C3%A9co/articles/a')).toEqual(['journal:éco']);
  });

  it('tags a single-journal site’s pages at its root with its journal', () => {
    const { tagsOf } = indexRoutes(singleJournalManifest, single);
    expect(tagsOf('/')).toEqual(['journal:computational-ecology']);
    expect(tagsOf('/articles/a.data')).toEqual(['journal:computational-ecology']);
    expect(tagsOf('/pages/about')).toEqual(['journal:computational-ecology']);
    expect(tagsOf('/search')).toEqual(['site']);
  });
});

describe('prerenderedPaths', () => {
  it('lists the declared pages of every journal, past the first page of the API’s list', async () => {
    const routes = indexRoutes(manifest, multi);
    const urls = await routes.prerenderedPaths(apiFetcher(await journalsApi(130)));
    const journalPages = urls.filter((url) => /^\/journals\/[^/]+\/pages\/about$/.test(url));
    expect(journalPages).toHaveLength(130);
    expect(journalPages.at(-1)).toBe('/journals/j130/pages/about');
    expect(urls).toContain('/journals/j130/pages/about/_payload.json');
    expect(urls.slice(0, 2)).toEqual(['/about', '/about/_payload.json']);
    expect(routes.isPrerendered('/journals/j7/pages/about')).toBe(true);
    expect(routes.isPrerendered('/journals/j7')).toBe(false);
    expect(routes.isPrerendered('/about')).toBe(true);
  });

  it('stops at an empty list', async () => {
    const routes = indexRoutes(manifest, multi);
    expect(await routes.prerenderedPaths(apiFetcher(await journalsApi(0)))).toEqual([
      '/about',
      '/about/_payload.json',
    ]);
  });

  it('lists a single-journal site’s pages at its root, without asking for the journal list', async () => {
    const routes = indexRoutes(singleJournalManifest, single);
    const asked: string[] = [];
    const fetchApi = async (path: string) => {
      asked.push(path);
      return { pages: [{ slug: 'about' }, { slug: 'ethics' }] };
    };
    expect(await routes.prerenderedPaths(fetchApi)).toEqual([
      '/pages/about',
      '/pages/about/_payload.json',
      '/pages/ethics',
      '/pages/ethics/_payload.json',
    ]);
    expect(asked).toEqual(['journals/computational-ecology']);
  });

  it('fails while the API cannot list the journals', async () => {
    const routes = indexRoutes(manifest, multi);
    await expect(routes.prerenderedPaths(apiFetcher('http://127.0.0.1:9/api/'))).rejects.toThrow();
  });
});
