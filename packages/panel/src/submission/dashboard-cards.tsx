import { SUBMISSION_STATUSES } from '@quire/contracts';
import { sitePath, useJournalSite, withQuery } from '@quire/site';
import {
  Card,
  CardFigure,
  CardTitle,
  SubmissionStatusBadge,
  useSubmissionStatusText,
} from '@quire/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { notificationPath } from '../lib/panel-paths';
import type { LabelledDashboard } from '../lib/submission/date-labels';
import { usePanelTexts } from '../texts';

function DashboardCard({
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
      <Card as="section" layout="stack" aria-labelledby={id}>
        <CardTitle id={id}>{title}</CardTitle>
        <CardFigure value={figure} label={figureLabel} />
        <p className="q-muted" aria-hidden="true">
          {figureLabel}
        </p>
        {children}
        <p>
          <Link to={link.to}>{link.label}</Link>
        </p>
      </Card>
    </li>
  );
}

/**
 * The dashboard's cards: submissions by status, articles, notifications, and the chat and
 * bookmarks when the site has them. Each links to its page at the site's configured path.
 */
export function DashboardCards({ dashboard }: { dashboard: LabelledDashboard }) {
  const { submissions, articles, notifications, chat, bookmarks } = dashboard;
  const { paths, features } = useJournalSite();
  const texts = usePanelTexts();
  const statusText = useSubmissionStatusText();
  const statuses = SUBMISSION_STATUSES.filter((status) => (submissions.byStatus[status] ?? 0) > 0);
  return (
    <ul className="q-dashboard-grid">
      <DashboardCard
        id="card-submissions"
        title={texts.cardSubmissions}
        figure={submissions.total}
        figureLabel={texts.submissionCount(submissions.total)}
        link={{ to: paths.submissions, label: texts.allSubmissions }}
      >
        {statuses.length > 0 && (
          <ul className="q-plain-list" aria-label={texts.submissionsByStatus}>
            {statuses.map((status) => (
              <li key={status}>
                <Link to={withQuery(paths.submissions, { status })}>
                  {texts.statusCount(statusText(status), submissions.byStatus[status] ?? 0)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {submissions.latest.length > 0 && (
          <>
            <h3 className="q-visually-hidden">{texts.latestSubmissions}</h3>
            <ul className="q-plain-list">
              {submissions.latest.map((submission) => (
                <li key={submission.id}>
                  <Link to={withQuery(paths.submissions, { id: submission.id })}>
                    {submission.title || texts.untitledDraft}
                  </Link>{' '}
                  <SubmissionStatusBadge status={submission.status} />
                </li>
              ))}
            </ul>
          </>
        )}
      </DashboardCard>
      <DashboardCard
        id="card-articles"
        title={texts.cardArticles}
        figure={articles.total}
        figureLabel={texts.articleCountUnit(articles.total)}
        link={{ to: paths.articles, label: texts.myArticlesTitle }}
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
      </DashboardCard>
      <DashboardCard
        id="card-notifications"
        title={texts.cardNotifications}
        figure={notifications.unread}
        figureLabel={texts.unreadUnit}
        link={{ to: paths.notifications, label: texts.allNotifications }}
      >
        {notifications.latest.length > 0 && (
          <ul className="q-plain-list">
            {notifications.latest.map((notification) => (
              <li key={notification.id}>
                <Link to={notificationPath(paths, notification.id)}>{notification.title}</Link>
                <br />
                <span className="q-muted">
                  {notification.readAt ? '' : texts.unreadPrefix}
                  <time dateTime={notification.createdAt}>{notification.createdText}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </DashboardCard>
      {features.chat && (
        <DashboardCard
          id="card-chat"
          title={texts.cardMessages}
          figure={chat.unread}
          figureLabel={texts.unreadMessagesUnit(chat.unread)}
          link={{ to: paths.chat, label: texts.openChat }}
        />
      )}
      {features.bookmarks && (
        <DashboardCard
          id="card-bookmarks"
          title={texts.cardBookmarks}
          figure={bookmarks.total}
          figureLabel={texts.bookmarkedUnit(bookmarks.total)}
          link={{ to: paths.bookmarks, label: texts.seeBookmarks }}
        />
      )}
    </ul>
  );
}
