// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routePatternOf, UNMATCHED_ROUTE } from './route-pattern.mjs';

// The shape of a server build's `routes`: flat, each route naming its parent.
const manifest = {
  root: { id: 'root', path: '' },
  'layout-default': { id: 'layout-default', parentId: 'root' },
  'routes/home': { id: 'routes/home', parentId: 'layout-default', index: true },
  'routes/news-item': { id: 'routes/news-item', parentId: 'layout-default', path: 'news/:slug' },
  'layout-journal': { id: 'layout-journal', parentId: 'root', path: 'journals/:slug' },
  'routes/journal/article': {
    id: 'routes/journal/article',
    parentId: 'layout-journal',
    path: 'articles/:article_slug',
  },
};

describe('routePatternOf', () => {
  const patternOf = routePatternOf(manifest);

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
    const withSplat = routePatternOf({
      ...manifest,
      'routes/404': { id: 'routes/404', parentId: 'root', path: '*' },
    });
    expect(withSplat('/no/such/page')).toBe('/*');
  });
});
