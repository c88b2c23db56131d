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
    // The site's own pages (Privacy, Imprint…), written by its administrators.
    route('pages/:page_slug', 'routes/site-page.tsx'),
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
    // Its peer review: reviewers, reviews, manuscript checks and the decision with the reviews.
    route('admin/submissions/:id/review', 'routes/admin/submission-review.tsx'),
    // The editors' issues and each issue's cover.
    route('admin/issues', 'routes/admin/issues.tsx'),
    route('admin/issues/:id', 'routes/admin/issue.tsx'),
    // Articles entered without a submission (back issues, editorials), and any article's metadata.
    route('admin/issues/:id/articles/new', 'routes/admin/article-new.tsx'),
    route('admin/issues/articles/:id', 'routes/admin/article.tsx'),
    // The journals' settings and sections: managers edit theirs, site administrators all.
    route('admin/journals', 'routes/admin/journals.tsx'),
    route('admin/journals/:id', 'routes/admin/journal-settings.tsx'),
    route('admin/journals/:id/pages', 'routes/admin/journal-pages.tsx'),
    route('admin/journals/:id/review', 'routes/admin/journal-review.tsx'),
    // News of the site and of the journals: drafts, schedules, publication.
    route('admin/news', 'routes/admin/news.tsx'),
    route('admin/news/:id', 'routes/admin/news-item.tsx'),
    // The back office's changes, for journal managers and site administrators.
    route('admin/audit', 'routes/admin/audit.tsx'),
    // The site's own settings, for its administrators.
    route('admin/settings', 'routes/admin/site-settings.tsx'),
    route('admin/settings/pages', 'routes/admin/site-pages.tsx'),
    // The journals' staff: who holds which role; managers change it.
    route('admin/staff', 'routes/admin/staff-journals.tsx'),
    route('admin/staff/:slug', 'routes/admin/staff.tsx'),
    // The site's people, for its administrators.
    route('admin/users', 'routes/admin/people.tsx'),
  ]),

  layout('routes/layouts/clean.tsx', { id: 'layout-clean' }, [
    // The first-run setup: every page leads here while the site has no administrator.
    route('setup', 'routes/setup.tsx'),
    // A review opened from its mailed link: no account needed; only the page's buttons act.
    route('review', 'routes/review.tsx'),
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
    // Corrections, retractions, expressions of concern and addenda: each its own page.
    route('notices/:notice_id', 'routes/journal/notice.tsx'),
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
    // Peer review: the reviewer's assignments and one review, signed in.
    route('reviews', 'routes/panel/reviews.tsx'),
    route('reviews/:id', 'routes/panel/review.tsx'),
  ]),

  // Submission files, streamed with the visitor's token (private: owner and editors only), and
  // the upload endpoint the wizard's progress bar posts to.
  route('panel/submission/:id/files/:fileId', 'routes/resources/submission-file.ts', {
    id: 'panel-submission-file',
  }),
  route('admin/submissions/:id/files/:fileId', 'routes/resources/submission-file.ts', {
    id: 'admin-submission-file',
  }),
  // An issue's and an article's Crossref deposit (XML), fetched with the editor's token.
  route('admin/issues/:id/crossref.xml', 'routes/resources/issue-crossref-xml.ts'),
  route('admin/issues/articles/:id/crossref.xml', 'routes/resources/article-crossref-xml.ts'),
  route('panel/submission/:id/upload', 'routes/resources/submission-upload.ts'),
  // A review's files, fetched with the link's token or the reviewer's session.
  route('review/files/:fileId', 'routes/resources/review-file.ts'),
  route('panel/reviews/:id/files/:fileId', 'routes/resources/my-review-file.ts'),

  // Machine-readable resources (no layout, no HTML).
  route('robots.txt', 'routes/resources/robots-txt.ts'),
  route('sitemap.xml', 'routes/resources/sitemap-xml.ts'),
  route('news/feed.xml', 'routes/resources/news-feed.ts'),
  route('news/rss.xml', 'routes/resources/news-rss.ts'),
  route('journals/:slug/feed.xml', 'routes/resources/journal-feed.ts'),
  route('journals/:slug/rss.xml', 'routes/resources/journal-rss.ts'),
  // The feeds' XSL stylesheet: a browser that opens a feed shows it as a page.
  route('feed.xsl', 'routes/resources/feed-xsl.ts'),

  // A journal moved from Open Journal Systems (`quire import`): its old issue, article and galley
  // addresses answer with a 301 to the new ones.
  route(
    'index.php/:ojs_path/:ojs_page/:ojs_op/:ojs_id/:ojs_galley?',
    'routes/resources/ojs-redirect.ts',
  ),

  // Anything else is a real 404 (status and view), rendered by the root error boundary.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
