import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * One journal at the site's root, with sign-in and the author panel (no chat, no editorial
 * side). The reading pages keep the layout ids the kit's pages look their frame up by
 * (`layout-journal`, `layout-journal-article`).
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
    // Corrections, retractions, expressions of concern and addenda: each its own page.
    route('notices/:notice_id', 'routes/notice.tsx'),
    route('editorial-board', 'routes/editorial-board.tsx'),
    route('keywords/:keyword', 'routes/keyword.tsx'),
    route('authors/:name', 'routes/author.tsx'),
  ]),
  layout('routes/journal-article-layout.tsx', { id: 'layout-journal-article' }, [
    route('articles/:article_slug', 'routes/article.tsx'),
  ]),
  layout('routes/default-layout.tsx', [route('search', 'routes/search.tsx')]),

  layout('routes/clean-layout.tsx', [
    // The first-run setup: every page leads here while the site has no administrator.
    route('setup', 'routes/setup.tsx'),
    ...prefix('auth', [
      route('reg', 'routes/auth/register.tsx'),
      route('login', 'routes/auth/login.tsx'),
      route('forgot-password', 'routes/auth/forgot-password.tsx'),
      route('reset-password', 'routes/auth/reset-password.tsx'),
      route('confirm', 'routes/auth/confirm.tsx'),
      route('invitation', 'routes/auth/invitation.tsx'),
      route('confirm-email', 'routes/auth/confirm-email.tsx'),
    ]),
  ]),
  route('auth/logout', 'routes/auth/logout.ts'),

  route('panel', 'routes/panel-layout.tsx', { id: 'layout-panel' }, [
    index('routes/panel/dashboard.tsx'),
    route('account', 'routes/panel/account.tsx'),
    route('articles', 'routes/panel/articles.tsx'),
    route('articles/:id', 'routes/panel/article.tsx'),
    route('submission', 'routes/panel/submission.tsx'),
    route('submission/new', 'routes/panel/submission-new.tsx'),
    route('submission/:id', 'routes/panel/submission-detail.tsx'),
    route('submission/:id/edit', 'routes/panel/submission-edit.tsx'),
    route('notifications', 'routes/panel/notifications.tsx'),
    route('notifications/:id', 'routes/panel/notification.tsx'),
  ]),
  route('panel/submission/:id/files/:fileId', 'routes/submission-file.ts'),
  route('panel/submission/:id/upload', 'routes/submission-upload.ts'),

  route('robots.txt', 'routes/robots-txt.ts'),
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('feed.xml', 'routes/feed-xml.ts'),
  route('rss.xml', 'routes/rss-xml.ts'),
  route('feed.xsl', 'routes/feed-xsl.ts'),

  // A journal moved from Open Journal Systems (`quire import`): its old issue, article and galley
  // addresses answer with a 301 to the new ones.
  route('index.php/:ojs_path/:ojs_page/:ojs_op/:ojs_id/:ojs_galley?', 'routes/ojs-redirect.ts'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
