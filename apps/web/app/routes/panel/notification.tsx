import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { SILENT_FETCHER_PREFIX } from '~/components/loading-provider';
import { NotificationStatus } from '~/components/panel-pages/notification-status';
import type { AuthHandle } from '~/lib/auth-guard';
import { requireSession } from '~/lib/guard.server';
import { MARK_READ_INTENT } from '~/lib/notification-read';
import { loadNotificationPage, markNotificationRead } from '~/lib/notifications.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Route } from './+types/notification';
import '~/components/panel-pages/panel-pages.css';

export const handle = { auth: 'user' } satisfies AuthHandle;

/** Shows the notification without changing it: a GET never marks it read. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireSession(request, handle.auth);
  return loadNotificationPage(request, params.id);
}

/** Marks it read (`intent=read`): sent by the page itself, or its button without JavaScript. */
export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  await requireSession(request, handle.auth);
  return markNotificationRead(request, params.id);
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data ? `${data.notification.title} · Notifications · Quire` : 'Notification · Quire' },
  ];
}

const ACTION_LABELS = {
  decision: 'Open the submission',
  published: 'Open the article',
  system: 'Open',
} as const;

/** `/panel/notifications/:id`: the whole notification, with a link to act on it. */
export default function NotificationPage({ loaderData }: Route.ComponentProps) {
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
  const fetcher = useFetcher<typeof action>({ key: `${SILENT_FETCHER_PREFIX}notification-read` });
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
