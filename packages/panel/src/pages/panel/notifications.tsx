import {
  ListPagination,
  type SitePaths,
  useActionErrorModal,
  useJournalSite,
  withQuery,
} from '@quire/site';
import { EmptyState, PagedTable, RowNumber, TabNav } from '@quire/ui';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { notificationPath } from '../../lib/panel-paths';
import { NotificationStatus, notificationsTitle } from '../../panel-pages/notification-status';
import type { NotificationFilter } from '../../server/notifications.server';
import { usePanelTexts } from '../../texts';
import type { notificationsAction, notificationsLoader } from './notifications.server';
import '../../panel-pages/panel-pages.css';

const FILTERS: { value: NotificationFilter; text: 'filterAll' | 'filterUnread' }[] = [
  { value: 'all', text: 'filterAll' },
  { value: 'unread', text: 'filterUnread' },
];

const listHref = (paths: SitePaths, filter: NotificationFilter, page?: number) =>
  withQuery(paths.notifications, { filter: filter === 'all' ? undefined : filter, page });

/** What a site may pass to {@link NotificationsPage}. */
export interface NotificationsPageProps {
  /**
   * The live unread total (from a realtime store, say); without it the page shows the count its
   * loader answered, so a site without live updates passes nothing.
   */
  liveUnread?: number | null;
}

/** `{paths.notifications}`: newest first, unread ones marked in words, paged, filterable. */
export function NotificationsPage({ liveUnread }: NotificationsPageProps = {}) {
  const loaderData = useLoaderData<typeof notificationsLoader>();
  const { notifications, filter, page, perPage, lastPage, total } = loaderData;
  const result = useActionData<typeof notificationsAction>();
  useActionErrorModal(result);
  const unread = liveUnread ?? loaderData.unreadNotifications ?? 0;
  const marked = result && 'markedRead' in result ? result.markedRead : null;
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      {/* Live: the count follows the realtime store once it has loaded. */}
      <title>{notificationsTitle(unread, texts)}</title>
      <header className="q-panel-page__header">
        <h1>{texts.notificationsTitle}</h1>
        {unread > 0 && (
          <Form method="post">
            <button type="submit" className="q-btn">
              {texts.markAllAsRead}
            </button>
          </Form>
        )}
      </header>
      <p className="q-panel-page__lead" role="status">
        {marked !== null ? texts.markedRead(marked) : texts.unreadCount(unread)}
      </p>
      <TabNav
        label={texts.filterNotificationsLabel}
        items={FILTERS.map((option) => ({
          href: listHref(paths, option.value),
          label: texts[option.text],
          current: option.value === filter,
        }))}
        renderLink={({ href, ...props }) => <Link to={href} {...props} />}
      />
      <PagedTable
        items={notifications}
        caption={texts.notificationsCaption(filter === 'unread', total)}
        // The title first: on a phone each row is a card led by its first column.
        columns={[
          { label: texts.columnNotification },
          { label: texts.columnStatus },
          { label: texts.columnDate },
        ]}
        renderRow={(notification, index) => (
          <tr key={notification.id} data-unread={notification.unread ? '' : undefined}>
            <RowNumber index={index} page={page} perPage={perPage} />
            <td>
              <Link className="q-notification-title" to={notificationPath(paths, notification.id)}>
                {notification.title}
              </Link>
            </td>
            <td>
              <NotificationStatus unread={notification.unread} />
            </td>
            <td>
              <time dateTime={notification.createdAt}>{notification.created}</time>
            </td>
          </tr>
        )}
        empty={
          <EmptyState
            title={filter === 'unread' ? texts.noUnreadNotifications : texts.noNotificationsYet}
            description={texts.noNotificationsHint}
            action={
              filter === 'unread' ? (
                <Link to={listHref(paths, 'all')}>{texts.showAll}</Link>
              ) : undefined
            }
          />
        }
        pagination={
          <ListPagination
            page={page}
            pageCount={lastPage}
            hrefForPage={(target) => listHref(paths, filter, target)}
            label={texts.notificationPagesLabel}
          />
        }
      />
    </div>
  );
}
