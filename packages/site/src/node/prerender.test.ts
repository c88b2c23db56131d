// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageCache } from './page-cache';
import { prerenderOnceReady } from './prerender';
import type { RouteIndex } from './route-index';

const quiet = { info: () => {}, warn: () => {} };

describe('prerenderOnceReady', () => {
  it('waits for the API, then lists and renders the pages, trying again until the API answers', async () => {
    let listings = 0;
    const routes = {
      async prerenderedPaths() {
        listings += 1;
        // A server started before the API: the first listings fail.
        if (listings < 3) throw new Error('connect ECONNREFUSED');
        return ['/about', '/about/_payload.json'];
      },
    } as unknown as RouteIndex;
    const rendered: string[][] = [];
    const pageCache = {
      async prerender(urls: readonly string[]) {
        rendered.push([...urls]);
        return new Map(urls.map((url) => [url, 200]));
      },
    } as unknown as PageCache;
    const prerendering = prerenderOnceReady({
      routes,
      apiUrl: 'http://127.0.0.1:9/api/',
      pageCache,
      log: quiet,
      firstRetryMs: 5,
    });
    // Nothing happens before the purge stream says the API is there.
    expect(listings).toBe(0);
    prerendering.apiReady();
    await prerendering.done;
    expect(listings).toBe(3);
    expect(rendered).toEqual([['/about', '/about/_payload.json']]);
    // Done once: later openings of the stream leave re-rendering to the page cache.
    prerendering.apiReady();
    expect(listings).toBe(3);
    prerendering.close();
  });
});
