import {
  type AuthHandle,
  SILENT_FETCHER_PREFIX,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { useEffect, useRef } from 'react';
import { Link, type MetaArgs, useFetcher, useLoaderData } from 'react-router';
import { MARK_READ_INTENT } from '../../lib/notification-read';
import { NotificationStatus } from '../../panel-pages/notification-status';
import type { notificationAction, notificationLoader } from './notification.server';
import '../../panel-pages/panel-pages.css';

export const notificationHandle = { auth: 'user' } satisfies AuthHandle;

export function notificationMeta({ data }: MetaArgs<typeof notificationLoader>) {
  return [
    {
      title: data ? siteTitle(data.notification.title, 'Notifications') : siteTitle('Notification'),
    },
  ];
}

const ACTION_LABELS = {
  decision: 'Open the submission',
  published: 'Open the article',
  system: 'Open',
} as const;

/** `/panel/notifications/:id`: the whole notification, with a link to act on it. */
export function NotificationPage() {
  const loaderData = useLoaderData<typeof notificationLoader>();
  const { notification } = loaderData;
  const markRead = useMarkReadOnView(notification.id, notification.unread);
  return (
    <article className="q-panel-page">
      <p>
        <Link to="/panel/notifications">← All notifications</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{notification.title}</h1>
      </header>
      <dl className="q-facts">
        <dt>Received</dt>
        <dd>
          <time dateTime={notification.createdAt}>{notification.created}</time>
        </dd>
        <dt>Status</dt>
        <dd>
          <NotificationStatus unread={notification.unread} />
          {notification.readAt && (
            <>
              {' '}
              (read <time dateTime={notification.readAt}>{notification.read}</time>)
            </>
          )}
        </dd>
      </dl>
      {notification.unread && (
        // With JavaScript the page sends this by itself; without, the reader does.
        <markRead.Form method="post">
          <input type="hidden" name="intent" value={MARK_READ_INTENT} />
          <button type="submit" className="q-btn">
            Mark as read
          </button>
        </markRead.Form>
      )}
      {/* Plain text: line breaks kept, nothing interpreted as markup. */}
      {notification.body && <p className="q-notification-body">{notification.body}</p>}
      {notification.link && (
        <p>
          <Link className="q-btn q-btn--primary" to={notification.link}>
            {ACTION_LABELS[notification.kind]}
          </Link>
        </p>
      )}
    </article>
  );
}

/**
 * Viewing an unread notification in a hydrated page marks it read: a same-origin POST from the
 * page's own script, sent once per notification. Its answer reloads the page and the panel's
 * unread count; the fetcher is silent (no loading overlay for something nobody clicked).
 */
function useMarkReadOnView(id: number, unread: boolean) {
  const fetcher = useFetcher<typeof notificationAction>({
    key: `${SILENT_FETCHER_PREFIX}notification-read`,
  });
  useActionErrorModal(fetcher.data);
  const sentFor = useRef<number | null>(null);
  const { submit } = fetcher;
  useEffect(() => {
    if (!unread || sentFor.current === id) return;
    sentFor.current = id;
    submit({ intent: MARK_READ_INTENT }, { method: 'post' });
  }, [id, unread, submit]);
  return fetcher;
}
