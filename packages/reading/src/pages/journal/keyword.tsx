import { seoMeta } from '@quire/site';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { BrowseList } from '../../search/browse-list';
import type { keywordLoader } from './keyword.server';

export const keywordMeta: MetaFunction<typeof keywordLoader> = ({ data }) => seoMeta(data?.seo);

/** The journal's articles with one keyword (linked from each article's keywords). */
export function KeywordPage() {
  const loaderData = useLoaderData<typeof keywordLoader>();
  const { keyword, articles, paging, path, searchAllHref } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <p className="q-card__meta">Keyword</p>
        <h1 className="q-page__title">{keyword}</h1>
        <p className="q-search-scope">
          <Link to={searchAllHref}>Search every journal for “{keyword}”</Link>
        </p>
      </header>
      <BrowseList
        articles={articles}
        paging={paging}
        path={path}
        pagesLabel="Pages of articles with this keyword"
      />
    </div>
  );
}
