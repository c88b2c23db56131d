import { seoMeta, useJournalSlug, withQuery } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { type MetaFunction, useLoaderData } from 'react-router';
import { IssueList } from '../../reading/issue-list';
import { journalLinks } from '../../reading/journal-links';
import { ListPagination } from '../../reading/list-pagination';
import { useReadingTexts } from '../../texts';
import type { archiveLoader } from './archive.server';

export const archiveMeta: MetaFunction<typeof archiveLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** Every published issue, newest first, grouped by year and paged. */
export function ArchivePage() {
  const loaderData = useLoaderData<typeof archiveLoader>();
  const texts = useReadingTexts();
  const slug = useJournalSlug();
  const { years, page, lastPage } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">{texts.archiveTitle}</h1>
      </header>
      {years.length === 0 ? (
        <EmptyState title={texts.noIssuesTitle} />
      ) : (
        years.map((group) => (
          <section
            key={group.year}
            aria-labelledby={`archive-${group.year}`}
            className="q-page__section"
          >
            <h2 id={`archive-${group.year}`}>{group.year}</h2>
            <IssueList issues={group.items} headingLevel={3} />
          </section>
        ))
      )}
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => withQuery(journalLinks(slug).archive, { page: target })}
        label={texts.archivePagesLabel}
      />
    </div>
  );
}
