import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * One journal at the site's root. The reading pages keep the layout ids the kit's pages look
 * their frame up by (`layout-journal`, `layout-journal-article`).
 */
export default [
  layout('routes/journal-layout.tsx', { id: 'layout-journal' }, [
    index('routes/home.tsx'),
    route('current-issue', 'routes/current-issue.tsx'),
    route('archive', 'routes/archive.tsx'),
    route('archive/:id', 'routes/archive-item.tsx'),
    route('volumes', 'routes/volumes.tsx'),
    route('volumes/:id/issues', 'routes/volume-issues.tsx'),
    route('volumes/:id/issues/:issue_id', 'routes/issue.tsx'),
    route('pages/:page_slug', 'routes/page.tsx'),
    route('keywords/:keyword', 'routes/keyword.tsx'),
    route('authors/:name', 'routes/author.tsx'),
  ]),
  layout('routes/journal-article-layout.tsx', { id: 'layout-journal-article' }, [
    route('articles/:article_slug', 'routes/article.tsx'),
  ]),
  layout('routes/default-layout.tsx', [route('search', 'routes/search.tsx')]),

  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('feed.xml', 'routes/feed-xml.ts'),
  route('rss.xml', 'routes/rss-xml.ts'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
