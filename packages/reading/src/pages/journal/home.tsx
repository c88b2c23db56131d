import { journalBasePath, SiteTime, seoMeta } from '@quire/site';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { journalLinks } from '../../reading/journal-links';
import { MostReadList } from '../../reading/most-read-list';
import { NewsList } from '../../reading/news-list';
import { RichText } from '../../reading/rich-text';
import { SubmitInvitation } from '../../reading/submit-invitation';
import { TableOfContents } from '../../reading/table-of-contents';
import { useReadingTexts } from '../../texts';
import type { journalHomeLoader } from './home.server';

export const journalHomeMeta: MetaFunction<typeof journalHomeLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/**
 * A journal's front page: its aims, the invitation to submit, the current issue's contents, the
 * month's most read articles, its news and pages.
 */
export function JournalHomePage() {
  const loaderData = useLoaderData<typeof journalHomeLoader>();
  const texts = useReadingTexts();
  const { journal, currentIssue, mostRead, news, moreNewsHref } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">{journal.title}</h1>
        {journal.publisher && (
          <p className="q-card__meta">{texts.publishedBy(journal.publisher)}</p>
        )}
      </header>
      <RichText html={journal.descriptionHtml} className="q-page__section" />
      {journal.focusScopeHtml && (
        <section aria-labelledby="journal-focus" className="q-page__section">
          <h2 id="journal-focus">{texts.focusScopeHeading}</h2>
          <RichText html={journal.focusScopeHtml} />
        </section>
      )}
      {journal.submissionsOpen ? (
        <SubmitInvitation journal={journal} guidelinesHref={journal.guidelinesHref} />
      ) : (
        <p className="q-page__section q-notice" role="note">
          {texts.submissionsClosed(journal.title)}
        </p>
      )}
      {journal.authorGuidelinesHtml && (
        <details className="q-page__section">
          <summary>{texts.authorGuidelines}</summary>
          <RichText html={journal.authorGuidelinesHtml} />
        </details>
      )}

      <section aria-labelledby="journal-current" className="q-page__section">
        <h2 id="journal-current">{texts.currentIssueHeading}</h2>
        {currentIssue ? (
          <>
            <div className="q-current-issue">
              {currentIssue.coverUrl && (
                <img
                  className="q-issue-header__cover"
                  src={currentIssue.coverUrl}
                  alt={currentIssue.coverAlt}
                  width={96}
                  height={128}
                  loading="lazy"
                />
              )}
              <p className="q-card__meta">
                <Link to={currentIssue.href}>
                  {currentIssue.label}
                  {currentIssue.title && `: ${currentIssue.title}`}
                </Link>
                {currentIssue.published && (
                  <span>
                    <SiteTime date={currentIssue.published} sentence={texts.issuePublished} />
                  </span>
                )}
              </p>
            </div>
            <TableOfContents sections={currentIssue.sections} headingLevel={3} />
          </>
        ) : (
          <p>{texts.noIssueYet}</p>
        )}
        <p className="q-current-issue__archive">
          <Link to={journalLinks(journal.slug).archive}>{texts.archiveLink}</Link>
        </p>
      </section>

      {mostRead.length > 0 && (
        <section aria-labelledby="journal-most-read" className="q-page__section">
          <h2 id="journal-most-read">{texts.mostReadHeading}</h2>
          <MostReadList items={mostRead} />
        </section>
      )}

      <section aria-labelledby="journal-news" className="q-page__section">
        <h2 id="journal-news">{texts.journalNewsHeading}</h2>
        {news.length > 0 ? (
          <>
            <NewsList items={news} headingLevel={3} />
            <p>
              <Link to={moreNewsHref}>{texts.journalNewsLink}</Link>
            </p>
          </>
        ) : (
          <p>{texts.journalNoNews}</p>
        )}
      </section>

      <section aria-labelledby="journal-pages" className="q-page__section">
        <h2 id="journal-pages">{texts.journalPagesHeading}</h2>
        <ul>
          {journal.pages.map((page) => (
            <li key={page.href}>
              <Link to={page.href}>{page.title}</Link>
            </li>
          ))}
          {/* Made from the journal's role holders, so every journal has one. */}
          <li>
            <Link to={journal.editorialBoardHref}>{texts.editorialBoardLink}</Link>
          </li>
        </ul>
      </section>

      <section aria-labelledby="journal-contact" className="q-page__section">
        <h2 id="journal-contact">{texts.journalContactHeading}</h2>
        <ul>
          {journal.contact?.email && (
            <li>
              {`${texts.journalEditor(journal.contact.name || null)} `}
              <a href={`mailto:${journal.contact.email}`}>{journal.contact.email}</a>
            </li>
          )}
          <li>
            <Link to={`/contact?journal=${encodeURIComponent(journal.slug)}`}>
              {texts.writeToEditors}
            </Link>
          </li>
          <li>
            <a href={`${journalBasePath(journal.slug)}/feed.xml`}>{texts.journalFeedLink}</a>
          </li>
        </ul>
      </section>
    </div>
  );
}
