import { ListPagination } from '@quire/reading';
import { type AuthHandle, useActionErrorModal, withQuery } from '@quire/site';
import { EmptyState, RowNumber } from '@quire/ui';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { NotificationStatus, notificationsTitle } from '../../panel-pages/notification-status';
import type { NotificationFilter } from '../../server/notifications.server';
import type { notificationsAction, notificationsLoader } from './notifications.server';
import '../../panel-pages/panel-pages.css';

export const notificationsHandle = { auth: 'user' } satisfies AuthHandle;

const FILTERS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
];

const listHref = (filter: NotificationFilter, page?: number) =>
  withQuery('/panel/notifications', { filter: filter === 'all' ? undefined : filter, page });

/** What a site may pass to {@link NotificationsPage}. */
export interface NotificationsPageProps {
  /**
   * The live unread total (from a realtime store, say); without it the page shows the count its
   * loader answered, so a site without live updates passes nothing.
   */
  liveUnread?: number | null;
}

/** `/panel/notifications`: newest first, unread ones marked in words, paged, filterable. */
export function NotificationsPage({ liveUnread }: NotificationsPageProps = {}) {
  const loaderData = useLoaderData<typeof notificationsLoader>();
  const { notifications, filter, page, perPage, lastPage, total } = loaderData;
  const result = useActionData<typeof notificationsAction>();
  useActionErrorModal(result);
  const unread = liveUnread ?? loaderData.unreadNotifications ?? 0;
  const marked = result && 'markedRead' in result ? result.markedRead : null;
  return (
    <div className="q-panel-page">
      {/* Live: the count follows the realtime store once it has loaded. */}
      <title>{notificationsTitle(unread)}</title>
      <header className="q-panel-page__header">
        <h1>Notifications</h1>
        {unread > 0 && (
          <Form method="post">
            <button type="submit" className="q-btn">
              Mark all as read
            </button>
          </Form>
        )}
      </header>
      <p className="q-panel-page__lead" role="status">
        {marked !== null
          ? `Marked ${marked} ${marked === 1 ? 'notification' : 'notifications'} as read.`
          : `${unread} unread.`}
      </p>
      <nav aria-label="Filter notifications">
        <ul className="q-filter-links">
          {FILTERS.map((option) => (
            <li key={option.value}>
              <Link
                to={listHref(option.value)}
                aria-current={option.value === filter ? 'page' : undefined}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {notifications.length === 0 ? (
        <EmptyState
          title={filter === 'unread' ? 'No unread notifications' : 'No notifications yet'}
          description="Decisions on your submissions and news about your articles appear here."
          action={filter === 'unread' ? <Link to={listHref('all')}>Show all</Link> : undefined}
        />
      ) : (
        <div className="q-panel-table-wrap">
          <table className="q-panel-table">
            <caption>
              {filter === 'unread' ? 'Unread notifications' : 'All notifications'}, newest first (
              {total})
            </caption>
            <thead>
              <tr>
                <th scope="col" className="q-panel-table__num">
                  #
                </th>
                <th scope="col">Status</th>
                <th scope="col">Notification</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {notifications.map((notification, index) => (
                <tr key={notification.id} data-unread={notification.unread ? '' : undefined}>
                  <RowNumber index={index} page={page} perPage={perPage} />
                  <td>
                    <NotificationStatus unread={notification.unread} />
                  </td>
                  <td>
                    <Link
                      className="q-notification-title"
                      to={`/panel/notifications/${notification.id}`}
                    >
                      {notification.title}
                    </Link>
                  </td>
                  <td>
                    <time dateTime={notification.createdAt}>{notification.created}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => listHref(filter, target)}
        label="Notification pages"
      />
    </div>
  );
}
