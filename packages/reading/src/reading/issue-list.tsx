import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { IssueCardView } from '../server/journal.server';

/** An issue card, optionally naming (and coloured by) the journal it belongs to. */
export interface IssueListItem extends IssueCardView {
  journal?: { title: string; href: string; brandColor: string };
}

/** Issues as cards: cover, `Vol. N No. N (Year)`, title, date and article count. */
export function IssueList({
  issues,
  headingLevel = 2,
}: {
  issues: readonly IssueListItem[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="q-card-grid q-issue-list">
      {issues.map((issue) => (
        <li
          key={issue.id}
          className={`q-card${issue.journal ? ' q-card--accent' : ''} q-issue-card`}
          style={
            issue.journal
              ? ({ '--q-accent': issue.journal.brandColor } as CSSProperties)
              : undefined
          }
        >
          {issue.coverUrl && (
            <img
              className="q-issue-card__cover"
              src={issue.coverUrl}
              alt=""
              width={90}
              height={120}
            />
          )}
          <div className="q-card__body">
            <Heading className="q-card__title">
              <Link to={issue.href}>
                {issue.label}
                {issue.title && <span className="q-issue-card__title">: {issue.title}</span>}
              </Link>
            </Heading>
            {issue.journal && (
              <p className="q-card__meta">
                <Link to={issue.journal.href}>{issue.journal.title}</Link>
              </p>
            )}
            <p className="q-card__meta">
              <span>Published {issue.published}</span>
              <span>
                {issue.articleCount} {issue.articleCount === 1 ? 'article' : 'articles'}
              </span>
              {issue.isCurrent && <span className="q-badge">Current issue</span>}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
