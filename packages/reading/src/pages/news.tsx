import { seoMeta, withQuery } from '@quire/site';
import { EmptyState } from '@quire/ui';
import { Form, Link, type MetaFunction, useLoaderData } from 'react-router';
import { ListPagination } from '../reading/list-pagination';
import { NewsList } from '../reading/news-list';
import type { newsLoader } from './news.server';

export const newsMeta: MetaFunction<typeof newsLoader> = ({ data }) => [...seoMeta(data?.seo)];

/** News from the site and every journal, newest first; `?journal=` narrows it to one journal. */
export function NewsPage() {
  const loaderData = useLoaderData<typeof newsLoader>();
  const { items, page, lastPage, journal, journalOptions } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">{journal ? `News of ${journal.title}` : 'News'}</h1>
        <p className="q-page__lead">
          <a href="/news/feed.xml">Subscribe to the news feed (Atom)</a>
        </p>
      </header>
      {/* A plain GET form: the filter works without JavaScript. */}
      <Form method="get" className="q-filter-bar" aria-label="Filter news">
        <label htmlFor="news-journal">Journal</label>
        <select
          id="news-journal"
          name="journal"
          defaultValue={journal?.slug ?? ''}
          key={journal?.slug}
        >
          <option value="">All news</option>
          {journalOptions.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.title}
            </option>
          ))}
        </select>
        <button type="submit" className="q-btn">
          Filter
        </button>
        {journal && <Link to="/news">Show all news</Link>}
      </Form>
      {items.length === 0 ? (
        <EmptyState
          title="No news yet"
          description={journal ? `${journal.title} has posted no news.` : undefined}
        />
      ) : (
        <NewsList items={items} />
      )}
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => withQuery('/news', { journal: journal?.slug, page: target })}
        label="News pages"
      />
    </div>
  );
}
