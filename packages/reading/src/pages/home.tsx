import { seoMeta } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { IssueList } from '../reading/issue-list';
import { JournalCard } from '../reading/journal-card';
import { NewsList } from '../reading/news-list';
import { useReadingTexts } from '../texts';
import type { homeLoader } from './home.server';

export const homeMeta: MetaFunction<typeof homeLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** The portal's front page: its journals, the newest issues across them and the latest news. */
export function HomePage() {
  const loaderData = useLoaderData<typeof homeLoader>();
  const texts = useReadingTexts();
  const { intro, journals, issues, news } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">{loaderData.seo.siteName}</h1>
        {intro && <p className="q-page__lead">{intro}</p>}
      </header>

      <section aria-labelledby="home-journals" className="q-page__section">
        <h2 id="home-journals">{texts.homeJournalsHeading}</h2>
        {journals.length === 0 ? (
          <EmptyState title={texts.noJournalsTitle} />
        ) : (
          <ul className="q-card-grid">
            {journals.map((journal) => (
              <li key={journal.slug}>
                <JournalCard journal={journal} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="home-issues" className="q-page__section">
        <h2 id="home-issues">{texts.homeIssuesHeading}</h2>
        {issues.length === 0 ? (
          <EmptyState title={texts.noIssuesTitle} />
        ) : (
          <IssueList issues={issues} headingLevel={3} />
        )}
      </section>

      <section aria-labelledby="home-news" className="q-page__section">
        <h2 id="home-news">{texts.homeNewsHeading}</h2>
        {news.length === 0 ? (
          <EmptyState title={texts.noNewsTitle} />
        ) : (
          <>
            <NewsList items={news} headingLevel={3} />
            <p>
              <Link to="/news">{texts.allNews}</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
