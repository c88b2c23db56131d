import { seoMeta, withQuery } from '@quire/site';
import { EmptyState, SelectField } from '@quire/ui';
import { Form, Link, type MetaFunction, useLoaderData } from 'react-router';
import { ListPagination } from '../reading/list-pagination';
import { NewsList } from '../reading/news-list';
import { useReadingTexts } from '../texts';
import type { newsLoader } from './news.server';

export const newsMeta: MetaFunction<typeof newsLoader> = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
];

/** News from the site and every journal, newest first; `?journal=` narrows it to one journal. */
export function NewsPage() {
  const loaderData = useLoaderData<typeof newsLoader>();
  const texts = useReadingTexts();
  const { items, page, lastPage, journal, journalOptions } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">
          {journal ? texts.newsOfJournal(journal.title) : texts.newsTitle}
        </h1>
      </header>
      {/* A plain GET form: the filter works without JavaScript. */}
      <Form method="get" className="q-filter-bar" aria-label={texts.newsFilterLabel}>
        <SelectField
          id="news-journal"
          name="journal"
          label={texts.newsJournalLabel}
          labelNote={false}
          fieldClassName="q-filter-bar__field"
          defaultValue={journal?.slug ?? ''}
          key={journal?.slug}
          options={journalOptions.map((option) => ({ value: option.slug, label: option.title }))}
        >
          <option value="">{texts.allNews}</option>
        </SelectField>
        <button type="submit" className="q-btn">
          {texts.filterButton}
        </button>
        {journal && <Link to="/news">{texts.showAllNews}</Link>}
      </Form>
      {items.length === 0 ? (
        <EmptyState
          title={texts.noNewsTitle}
          description={journal ? texts.journalHasNoNews(journal.title) : undefined}
        />
      ) : (
        <NewsList items={items} />
      )}
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => withQuery('/news', { journal: journal?.slug, page: target })}
        label={texts.newsPagesLabel}
      />
      {/* For feed readers: last and small, after the news it carries, never before them. */}
      <p className="q-page__feed">
        <a href="/news/feed.xml">{texts.newsFeedLink}</a>
      </p>
    </div>
  );
}
