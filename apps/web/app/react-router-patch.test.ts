import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  Link,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { describe, expect, it } from 'vitest';

// The project's patch of react-router (patches/, explained in pnpm-workspace.yaml) keeps the
// data routes `createStaticRouter` builds from one routes array, and lets `useResolvedPath` skip
// the route matches for an absolute path. What each render resolves must still be its own.

const links = (...targets: string[]) =>
  h(
    'nav',
    null,
    targets.map((to) => h(Link, { key: to, to }, to)),
  );

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Outlet,
    children: [
      {
        id: 'journal',
        path: 'journals/:slug',
        Component: () => h('main', null, links('archive', '/search', '..', '.'), h(Outlet)),
        children: [
          {
            id: 'article',
            path: 'articles/:article',
            Component: () => links('cite', '../archive', '/journals/x/about'),
          },
        ],
      },
    ],
  },
];

const handler = createStaticHandler(routes);

/** The `href`s a render of `path` writes, in document order. */
async function hrefsAt(path: string): Promise<string[]> {
  const context = await handler.query(new Request(`http://quire.test${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  // The same routes array every time: the patch's remembered data routes are reused.
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(h(StaticRouterProvider, { router, context, hydrate: false }));
  return [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href ?? '');
}

describe('react-router as patched', () => {
  it('resolves relative and absolute links against each render’s own location', async () => {
    expect(await hrefsAt('/journals/first')).toEqual([
      '/journals/first/archive',
      '/search',
      '/',
      '/journals/first',
    ]);
    expect(await hrefsAt('/journals/second/articles/one')).toEqual([
      '/journals/second/archive',
      '/search',
      '/',
      '/journals/second',
      '/journals/second/articles/one/cite',
      '/journals/second/archive',
      '/journals/x/about',
    ]);
    // Back to the first page: nothing of the second render is kept.
    expect(await hrefsAt('/journals/first')).toEqual([
      '/journals/first/archive',
      '/search',
      '/',
      '/journals/first',
    ]);
  });
});
