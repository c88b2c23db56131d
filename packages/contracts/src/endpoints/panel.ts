import {
  authorArticleParamsSchema,
  authorArticleSchema,
  authorArticleSummarySchema,
} from '../author-article';
import { bookmarkParamsSchema, bookmarkSchema, bookmarkStateSchema } from '../bookmark';
import { apiErrorSchema, listSchema, pageQuerySchema } from '../common';
import { dashboardSchema } from '../dashboard';
import { endpoint } from '../endpoint';
import {
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsReadSchema,
} from '../notification';
import { articleMetricsSchema } from '../usage';

/** What a signed-in read or write answers with besides its success. */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The author panel, as `api.panel`: dashboard, own articles and their metrics, notifications, bookmarks. */
export const panelEndpoints = {
  dashboard: endpoint({
    method: 'GET',
    path: '/user/dashboard',
    tags: ['panel'],
    summary:
      'Counts and latest items of your submissions, articles, notifications, chat and bookmarks',
    signedIn: true,
    responses: { 200: dashboardSchema, 401: apiErrorSchema },
  }),
  articles: endpoint({
    method: 'GET',
    path: '/user/articles',
    tags: ['articles'],
    summary: 'Your published articles (those you submitted), newest first',
    signedIn: true,
    query: pageQuerySchema,
    responses: { 200: listSchema(authorArticleSummarySchema), ...errors },
  }),
  article: endpoint({
    method: 'GET',
    path: '/user/articles/:id',
    tags: ['articles'],
    summary: 'One of your published articles with its citation',
    signedIn: true,
    params: authorArticleParamsSchema,
    responses: { 200: authorArticleSchema, ...errors, 404: apiErrorSchema },
  }),
  notifications: endpoint({
    method: 'GET',
    path: '/user/notifications',
    tags: ['notifications'],
    summary: 'Your notifications, newest first, with the unread total (unread=true: only unread)',
    signedIn: true,
    query: notificationListQuerySchema,
    responses: { 200: notificationListSchema, ...errors },
  }),
  markAllNotificationsRead: endpoint({
    method: 'POST',
    path: '/user/notifications/read-all',
    tags: ['notifications'],
    summary: 'Mark every unread notification read',
    signedIn: true,
    responses: { 200: notificationsReadSchema, ...errors },
  }),
  notification: endpoint({
    method: 'GET',
    path: '/user/notifications/:id',
    tags: ['notifications'],
    summary: 'One of your notifications (reading it does not mark it read)',
    signedIn: true,
    params: notificationParamsSchema,
    responses: { 200: notificationSchema, ...errors, 404: apiErrorSchema },
  }),
  markNotificationRead: endpoint({
    method: 'POST',
    path: '/user/notifications/:id/read',
    tags: ['notifications'],
    summary: 'Mark a notification read (the first read time is kept)',
    signedIn: true,
    params: notificationParamsSchema,
    responses: { 200: notificationSchema, ...errors, 404: apiErrorSchema },
    background: true,
  }),
  bookmarks: endpoint({
    method: 'GET',
    path: '/user/bookmarks',
    tags: ['bookmarks'],
    summary: 'Your bookmarked articles, newest bookmark first',
    signedIn: true,
    query: pageQuerySchema,
    responses: { 200: listSchema(bookmarkSchema), ...errors },
  }),
  bookmarkState: endpoint({
    method: 'GET',
    path: '/user/bookmarks/:articleId',
    tags: ['bookmarks'],
    summary: 'Whether you bookmarked an article',
    signedIn: true,
    params: bookmarkParamsSchema,
    responses: { 200: bookmarkStateSchema, ...errors },
  }),
  addBookmark: endpoint({
    method: 'PUT',
    path: '/user/bookmarks/:articleId',
    tags: ['bookmarks'],
    summary: 'Bookmark a published article (idempotent)',
    signedIn: true,
    params: bookmarkParamsSchema,
    responses: { 200: bookmarkStateSchema, ...errors, 404: apiErrorSchema },
  }),
  removeBookmark: endpoint({
    method: 'DELETE',
    path: '/user/bookmarks/:articleId',
    tags: ['bookmarks'],
    summary: 'Remove a bookmark (idempotent)',
    signedIn: true,
    params: bookmarkParamsSchema,
    responses: { 200: bookmarkStateSchema, ...errors },
  }),
  articleMetrics: endpoint({
    method: 'GET',
    path: '/user/articles/:id/metrics',
    tags: ['usage'],
    summary: 'Your article’s views and downloads by month (last 12 months)',
    signedIn: true,
    params: authorArticleParamsSchema,
    responses: {
      200: articleMetricsSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
      404: apiErrorSchema,
    },
  }),
} as const;
