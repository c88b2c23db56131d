import { SILENT_FETCHER_PREFIX, siteTitle, useActionErrorModal, useJournalSite } from '@quire/site';
import { useEffect, useRef } from 'react';
import { Link, type MetaArgs, useFetcher, useLoaderData } from 'react-router';
import { MARK_READ_INTENT } from '../../lib/notification-read';
import { NotificationStatus } from '../../panel-pages/notification-status';
import { type PanelTexts, panelTexts, usePanelTexts } from '../../texts';
import type { notificationAction, notificationLoader } from './notification.server';
import '../../panel-pages/panel-pages.css';

export function notificationMeta({ loaderData }: MetaArgs<typeof notificationLoader>) {
  return [
    {
      title: loaderData
        ? siteTitle(loaderData.notification.title, panelTexts().notificationsTitle)
        : siteTitle(panelTexts().notificationFallbackTitle),
    },
  ];
}

/** The text of the link that acts on each kind of notification. */
const ACTION_TEXTS = {
  decision: 'openSubmission',
  published: 'openArticle',
  system: 'openNotification',
  assigned: 'openSubmission',
  submitted: 'openSubmission',
  proof: 'openSubmission',
} as const satisfies Record<string, keyof PanelTexts>;

/** `{paths.notifications}/:id`: the whole notification, with a link to act on it. */
export function NotificationPage() {
  const loaderData = useLoaderData<typeof notificationLoader>();
  const { notification } = loaderData;
  const markRead = useMarkReadOnView(notification.id, notification.unread);
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  return (
    <article className="q-panel-page">
      <p>
        <Link to={paths.notifications}>{texts.allNotificationsLink}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{notification.title}</h1>
      </header>
      <dl className="q-facts">
        <dt>{texts.factReceived}</dt>
        <dd>
          <time dateTime={notification.createdAt}>{notification.created}</time>
        </dd>
        <dt>{texts.factStatus}</dt>
        <dd>
          <NotificationStatus unread={notification.unread} />
          {notification.readAt && (
            <>
              {` ${texts.readAtBefore} `}
              <time dateTime={notification.readAt}>{notification.read}</time>
              {texts.readAtAfter}
            </>
          )}
        </dd>
      </dl>
      {notification.unread && (
        // With JavaScript the page sends this by itself; without, the reader does.
        <markRead.Form method="post">
          <input type="hidden" name="intent" value={MARK_READ_INTENT} />
          <button type="submit" className="q-btn">
            {texts.markAsRead}
          </button>
        </markRead.Form>
      )}
      {/* Plain text: line breaks kept, nothing interpreted as markup. */}
      {notification.body && <p className="q-notification-body">{notification.body}</p>}
      {notification.link && (
        <p>
          <Link className="q-btn q-btn--primary" to={notification.link}>
            {texts[ACTION_TEXTS[notification.kind]]}
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
