// Server-only modules: the panel's loaders, actions and their API calls.

export * from './pages/admin/issue.server';
export * from './pages/admin/issues.server';
export * from './pages/admin/submission.server';
export * from './pages/admin/submissions.server';
export * from './pages/layouts/panel.server';
export * from './pages/panel/article.server';
export * from './pages/panel/articles.server';
export * from './pages/panel/dashboard.server';
export * from './pages/panel/notification.server';
export * from './pages/panel/notifications.server';
export * from './pages/panel/submission.server';
export * from './pages/panel/submission-detail.server';
export * from './pages/panel/submission-edit.server';
export * from './pages/panel/submission-new.server';
export * from './server/author-articles.server';
export * from './server/dashboard.server';
export * from './server/notifications.server';
export * from './server/submission/api-errors.server';
export * from './server/submission/detail.server';
export * from './server/submission/editor.server';
export * from './server/submission/file-routes.server';
export * from './server/submission/files.server';
export * from './server/submission/list.server';
export * from './server/submission/publish-body.server';
export * from './server/submission/wizard.server';
