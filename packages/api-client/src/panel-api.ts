import type {
  ArticleMetrics,
  AuthorArticle,
  AuthorArticleSummary,
  Bookmark,
  BookmarkState,
  Dashboard,
  Notification,
  NotificationList,
  NotificationListQuery,
  PageMeta,
  PageQuery,
} from '@quire/contracts';
import { contractSchemas as schemas } from './contract-schemas';
import { callEndpoint, type EndpointContext, segment } from './endpoint-call';

/** Paging of a panel list; both fields optional (page 1, 10 per page). */
export type PanelPageQuery = Partial<PageQuery>;

/** The author panel's read side: dashboard, own articles, notifications and bookmarks. */
export interface PanelApi {
  /** `GET user/dashboard`: counts and latest items of every panel section. */
  dashboard(): Promise<Dashboard>;
  /** `GET user/articles`: the author's published articles. */
  articles(query?: PanelPageQuery): Promise<{ data: AuthorArticleSummary[]; meta: PageMeta }>;
  /** `GET user/articles/{id}`. */
  article(id: number): Promise<AuthorArticle>;
  /**
   * `GET user/articles/{id}/metrics`: the article's counted views and downloads by month (the
   * last 12, oldest first, zeros included — chart data) and its totals.
   */
  articleMetrics(id: number): Promise<ArticleMetrics>;
  /** `GET user/notifications`: newest first, `meta.unread` is the unread total. */
  notifications(query?: NotificationListQuery): Promise<NotificationList>;
  /** `GET user/notifications/{id}`. */
  notification(id: number): Promise<Notification>;
  /** `POST user/notifications/{id}/read` (without the global loader). */
  markNotificationRead(id: number): Promise<Notification>;
  /** `POST user/notifications/read-all`. */
  markAllNotificationsRead(): Promise<{ count: number; readAt: string }>;
  /** `GET user/bookmarks`: newest bookmark first. */
  bookmarks(query?: PanelPageQuery): Promise<{ data: Bookmark[]; meta: PageMeta }>;
  /** `GET user/bookmarks/{articleId}`: whether the article is bookmarked. */
  bookmarkState(articleId: number): Promise<BookmarkState>;
  /** `PUT user/bookmarks/{articleId}` (idempotent). */
  addBookmark(articleId: number): Promise<BookmarkState>;
  /** `DELETE user/bookmarks/{articleId}` (idempotent). */
  removeBookmark(articleId: number): Promise<BookmarkState>;
}

/** Builds the {@link PanelApi}. */
export function createPanelApi(context: EndpointContext): PanelApi {
  const bookmark = (articleId: number) => `user/bookmarks/${segment(articleId)}`;
  const notification = (id: number) => `user/notifications/${segment(id)}`;
  return {
    dashboard: () =>
      callEndpoint(context, schemas?.dashboard, { method: 'get', url: 'user/dashboard' }),
    articles: (query) =>
      callEndpoint(context, schemas?.authorArticleList, {
        method: 'get',
        url: 'user/articles',
        params: query,
      }),
    article: (id) =>
      callEndpoint(context, schemas?.authorArticle, {
        method: 'get',
        url: `user/articles/${segment(id)}`,
      }),
    articleMetrics: (id) =>
      callEndpoint(context, schemas?.articleMetrics, {
        method: 'get',
        url: `user/articles/${segment(id)}/metrics`,
      }),
    notifications: (query) =>
      callEndpoint(context, schemas?.notificationList, {
        method: 'get',
        url: 'user/notifications',
        params: query,
      }),
    notification: (id) =>
      callEndpoint(context, schemas?.notification, { method: 'get', url: notification(id) }),
    markNotificationRead: (id) =>
      callEndpoint(context, schemas?.notification, {
        method: 'post',
        url: `${notification(id)}/read`,
        quire: { withoutLoader: true },
      }),
    markAllNotificationsRead: () =>
      callEndpoint(context, schemas?.notificationsRead, {
        method: 'post',
        url: 'user/notifications/read-all',
      }),
    bookmarks: (query) =>
      callEndpoint(context, schemas?.bookmarkList, {
        method: 'get',
        url: 'user/bookmarks',
        params: query,
      }),
    bookmarkState: (articleId) =>
      callEndpoint(context, schemas?.bookmarkState, { method: 'get', url: bookmark(articleId) }),
    addBookmark: (articleId) =>
      callEndpoint(context, schemas?.bookmarkState, { method: 'put', url: bookmark(articleId) }),
    removeBookmark: (articleId) =>
      callEndpoint(context, schemas?.bookmarkState, { method: 'delete', url: bookmark(articleId) }),
  };
}
