import { SiteTime } from '@quire/site';
import type { IssueView } from '../server/journal.server';
import { useReadingTexts } from '../texts';
import { RichText } from './rich-text';
import { TableOfContents } from './table-of-contents';

/**
 * An issue's page body: cover, `Vol. N No. N (Year)` heading, publication date, description and
 * the table of contents; `eyebrow` is a line above the heading (e.g. 'Current issue').
 */
export function IssueDetails({ issue, eyebrow }: { issue: IssueView; eyebrow?: string }) {
  const texts = useReadingTexts();
  return (
    <div className="q-page">
      <header className="q-page__header q-issue-header">
        {issue.coverUrl && (
          <img
            className="q-issue-header__cover"
            src={issue.coverUrl}
            alt={issue.coverAlt}
            width={120}
            height={160}
          />
        )}
        <div>
          {eyebrow && <p className="q-page__eyebrow">{eyebrow}</p>}
          <h1 className="q-page__title">
            {issue.label}
            {issue.title && <span className="q-issue-header__title">{issue.title}</span>}
          </h1>
          <p className="q-card__meta">
            {issue.published && (
              <span>
                <SiteTime date={issue.published} sentence={texts.issuePublished} />
              </span>
            )}
            <span>{texts.articleCount(issue.articleCount)}</span>
          </p>
        </div>
      </header>
      <RichText html={issue.descriptionHtml} className="q-issue-header__description" />
      <TableOfContents sections={issue.sections} />
    </div>
  );
}
