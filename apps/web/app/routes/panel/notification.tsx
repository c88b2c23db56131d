import { Link } from 'react-router';
import { NotificationStatus } from '~/components/panel-pages/notification-status';
import type { AuthHandle } from '~/lib/auth-guard';
import { requireSession } from '~/lib/guard.server';
import { loadNotificationPage } from '~/lib/notifications.server';
import type { Route } from './+types/notification';
import '~/components/panel-pages/panel-pages.css';

export const handle = { auth: 'user' } satisfies AuthHandle;

/** Opening a notification reads it: the loader marks it read on the server (idempotent). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireSession(request, handle.auth);
  return loadNotificationPage(request, params.id);
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
