import { sitePath } from '@quire/site';
import { SUBMISSION_STATUS_TEXT, SubmissionStatusBadge } from '@quire/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LabelledDashboard } from '../lib/submission/date-labels';
import { STATUS_ORDER } from '../lib/submission/list-filters';

function Card({
  id,
  title,
  figure,
  figureLabel,
  link,
  children,
}: {
  id: string;
  title: string;
  figure: number;
  figureLabel: string;
  link: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <li>
      <section className="q-dashboard-card" aria-labelledby={id}>
        <h2 id={id}>{title}</h2>
        <p className="q-dashboard-card__figure">
          {figure} <span className="q-visually-hidden">{figureLabel}</span>
        </p>
        <p className="q-muted" aria-hidden="true">
          {figureLabel}
        </p>
        {children}
        <p>
          <Link to={link.to}>{link.label}</Link>
        </p>
      </section>
    </li>
  );
}

/** The dashboard's cards: submissions by status, articles, notifications, chat, bookmarks. */
export function DashboardCards({ dashboard }: { dashboard: LabelledDashboard }) {
  const { submissions, articles, notifications, chat, bookmarks } = dashboard;
  const statuses = STATUS_ORDER.filter((status) => (submissions.byStatus[status] ?? 0) > 0);
  return (
    <ul className="q-dashboard-grid">
      <Card
        id="card-submissions"
        title="Submissions"
        figure={submissions.total}
        figureLabel={submissions.total === 1 ? 'submission' : 'submissions'}
        link={{ to: '/panel/submission', label: 'All submissions' }}
      >
        {statuses.length > 0 && (
          <ul className="q-plain-list" aria-label="Submissions by status">
            {statuses.map((status) => (
              <li key={status}>
                <Link to={`/panel/submission?status=${status}`}>
                  {SUBMISSION_STATUS_TEXT[status]}: {submissions.byStatus[status]}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {submissions.latest.length > 0 && (
          <>
            <h3 className="q-visually-hidden">Latest submissions</h3>
            <ul className="q-plain-list">
              {submissions.latest.map((submission) => (
                <li key={submission.id}>
                  <Link to={`/panel/submission?id=${submission.id}`}>
                    {submission.title || 'Untitled draft'}
                  </Link>{' '}
                  <SubmissionStatusBadge status={submission.status} />
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
      <Card
        id="card-articles"
        title="Published articles"
        figure={articles.total}
        figureLabel={articles.total === 1 ? 'article' : 'articles'}
        link={{ to: '/panel/articles', label: 'My articles' }}
      >
        {articles.latest.length > 0 && (
          <ul className="q-plain-list">
            {articles.latest.map((article) => (
              <li key={article.id}>
                <Link to={sitePath(article.path)}>{article.title}</Link>
                <br />
                <span className="q-muted">{article.journal.title}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        id="card-notifications"
        title="Notifications"
        figure={notifications.unread}
        figureLabel="unread"
        link={{ to: '/panel/notifications', label: 'All notifications' }}
      >
        {notifications.latest.length > 0 && (
          <ul className="q-plain-list">
            {notifications.latest.map((notification) => (
              <li key={notification.id}>
                <Link to={`/panel/notifications/${notification.id}`}>{notification.title}</Link>
                <br />
                <span className="q-muted">
                  {notification.readAt ? '' : 'Unread · '}
                  <time dateTime={notification.createdAt}>{notification.createdText}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        id="card-chat"
        title="Messages"
        figure={chat.unread}
        figureLabel={chat.unread === 1 ? 'unread message' : 'unread messages'}
        link={{ to: '/panel/chat', label: 'Open the chat with the editors' }}
      />
      <Card
        id="card-bookmarks"
        title="Bookmarks"
        figure={bookmarks.total}
        figureLabel={bookmarks.total === 1 ? 'bookmarked article' : 'bookmarked articles'}
        link={{ to: '/bookmarks', label: 'See your bookmarked articles' }}
      />
    </ul>
  );
}
