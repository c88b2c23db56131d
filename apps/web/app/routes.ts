import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * Every route, grouped by layout. Guarded route modules re-export their access rule as
 * `middleware` (the kit's `guardMiddleware`), which redirects before any loader runs.
 * Layout ids are stable so pages can read their layout's data with `useRouteLoaderData`.
 */
export default [
  layout('routes/layouts/default.tsx', { id: 'layout-default' }, [
    index('routes/home.tsx'),
    route('test', 'routes/test.tsx'),
    route('news', 'routes/news.tsx'),
    route('news/:slug', 'routes/news-item.tsx'),
    route('about', 'routes/about.tsx'),
    route('search', 'routes/search.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('journals', 'routes/journals.tsx'),
    route('bookmarks', 'routes/bookmarks.tsx'),
    // The site administrators' chat inbox; its loader sends everyone else away.
    route('admin/chat/:userId?', 'routes/admin/chat.tsx'),
    // The back office's home: what needs each editor's attention, per journal.
    route('admin', 'routes/admin/home.tsx'),
    // The editors' pages; their loaders refuse anyone without an editorial role with a 403, and
    // the API shows each editor their own journals and sections.
    route('admin/submissions', 'routes/admin/submissions.tsx'),
    route('admin/submissions/:id', 'routes/admin/submission.tsx'),
    // The editors' issues and each issue's cover.
    route('admin/issues', 'routes/admin/issues.tsx'),
    route('admin/issues/:id', 'routes/admin/issue.tsx'),
    // The journals' settings and sections: managers edit theirs, site administrators all.
    route('admin/journals', 'routes/admin/journals.tsx'),
    route('admin/journals/:id', 'routes/admin/journal-settings.tsx'),
    route('admin/journals/:id/pages', 'routes/admin/journal-pages.tsx'),
    // News of the site and of the journals: drafts, schedules, publication.
    route('admin/news', 'routes/admin/news.tsx'),
    route('admin/news/:id', 'routes/admin/news-item.tsx'),
    // The back office's changes, for journal managers and site administrators.
    route('admin/audit', 'routes/admin/audit.tsx'),
    // The site's own settings, for its administrators.
    route('admin/settings', 'routes/admin/site-settings.tsx'),
    // The journals' staff: who holds which role; managers change it.
    route('admin/staff', 'routes/admin/staff-journals.tsx'),
    route('admin/staff/:slug', 'routes/admin/staff.tsx'),
    // The site's people, for its administrators.
    route('admin/users', 'routes/admin/people.tsx'),
  ]),

  layout('routes/layouts/clean.tsx', { id: 'layout-clean' }, [
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
  // Sign-out is a POST-only resource route (no page), so a link cannot sign anyone out.
  route('auth/logout', 'routes/auth/logout.ts'),

  route('journals/:slug', 'routes/layouts/journal.tsx', { id: 'layout-journal' }, [
    index('routes/journal/home.tsx'),
    route('archive', 'routes/journal/archive.tsx'),
    route('archive/:id', 'routes/journal/archive-item.tsx'),
    route('current-issue', 'routes/journal/current-issue.tsx'),
    route('volumes', 'routes/journal/volumes.tsx'),
    route('volumes/:id/issues', 'routes/journal/volume-issues.tsx'),
    route('volumes/:id/issues/:issue_id', 'routes/journal/issue.tsx'),
    route('pages/:page_slug', 'routes/journal/page.tsx'),
    // Made from the holders of the journal's roles (the staff page keeps it current).
    route('editorial-board', 'routes/journal/editorial-board.tsx'),
    // Browsing: a keyword's and an author's articles in this journal (linked from articles).
    route('keywords/:keyword', 'routes/journal/keyword.tsx'),
    route('authors/:name', 'routes/journal/author.tsx'),
  ]),
  layout('routes/layouts/journal-article.tsx', { id: 'layout-journal-article' }, [
    route('journals/:slug/articles/:article_slug', 'routes/journal/article.tsx'),
  ]),

  route('panel', 'routes/layouts/panel.tsx', { id: 'layout-panel' }, [
    index('routes/panel/dashboard.tsx'),
    route('chat', 'routes/panel/chat.tsx'),
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

  // Submission files, streamed with the visitor's token (private: owner and editors only), and
  // the upload endpoint the wizard's progress bar posts to.
  route('panel/submission/:id/files/:fileId', 'routes/resources/submission-file.ts', {
    id: 'panel-submission-file',
  }),
  route('admin/submissions/:id/files/:fileId', 'routes/resources/submission-file.ts', {
    id: 'admin-submission-file',
  }),
  route('panel/submission/:id/upload', 'routes/resources/submission-upload.ts'),

  // Machine-readable resources (no layout, no HTML).
  route('robots.txt', 'routes/resources/robots-txt.ts'),
  route('sitemap.xml', 'routes/resources/sitemap-xml.ts'),
  route('news/feed.xml', 'routes/resources/news-feed.ts'),
  route('news/rss.xml', 'routes/resources/news-rss.ts'),
  route('journals/:slug/feed.xml', 'routes/resources/journal-feed.ts'),
  route('journals/:slug/rss.xml', 'routes/resources/journal-rss.ts'),

  // Anything else is a real 404 (status and view), rendered by the root error boundary.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
