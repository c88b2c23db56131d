import { seoMeta, withQuery } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { type MetaFunction, useLoaderData } from 'react-router';
import { JournalCard } from '../reading/journal-card';
import { ListPagination } from '../reading/list-pagination';
import { useReadingTexts } from '../texts';
import type { journalsLoader } from './journals.server';

export const journalsMeta: MetaFunction<typeof journalsLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** Every journal, paged. */
export function JournalsPage() {
  const loaderData = useLoaderData<typeof journalsLoader>();
  const texts = useReadingTexts();
  const { journals, page, lastPage } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">{texts.journalsTitle}</h1>
      </header>
      {journals.length === 0 ? (
        <EmptyState title={texts.noJournalsOnPage} />
      ) : (
        <ul className="q-stack-list q-journal-list">
          {journals.map((journal) => (
            <li key={journal.slug}>
              <JournalCard journal={journal} />
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => withQuery('/journals', { page: target })}
        label={texts.journalPagesLabel}
      />
    </div>
  );
}
