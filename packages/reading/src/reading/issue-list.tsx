import { SiteTime } from '@quire/site';
import { Badge, Card, CardBody, CardMeta, CardTitle } from '@quire/ui';
import { Link } from 'react-router';
import type { IssueCardView } from '../server/journal.server';
import { useReadingTexts } from '../texts';

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
  const texts = useReadingTexts();
  return (
    <ul className="q-card-grid q-issue-list">
      {issues.map((issue) => (
        <Card as="li" key={issue.id} accent={issue.journal?.brandColor} className="q-issue-card">
          {issue.coverUrl && (
            <img
              className="q-issue-card__cover"
              src={issue.coverUrl}
              alt=""
              width={90}
              height={120}
            />
          )}
          <CardBody>
            <CardTitle level={headingLevel}>
              <Link to={issue.href}>
                {issue.label}
                {issue.title && <span className="q-issue-card__title">: {issue.title}</span>}
              </Link>
            </CardTitle>
            {issue.journal && (
              <CardMeta>
                <Link to={issue.journal.href}>{issue.journal.title}</Link>
              </CardMeta>
            )}
            <CardMeta>
              {issue.published && (
                <span>
                  <SiteTime date={issue.published} sentence={texts.issuePublished} />
                </span>
              )}
              <span>{texts.articleCount(issue.articleCount)}</span>
              {issue.isCurrent && <Badge>{texts.currentIssueBadge}</Badge>}
            </CardMeta>
          </CardBody>
        </Card>
      ))}
    </ul>
  );
}
