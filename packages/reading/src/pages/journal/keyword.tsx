import { seoMeta } from '@quire/site';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { BrowseList } from '../../search/browse-list';
import { useReadingTexts } from '../../texts';
import type { keywordLoader } from './keyword.server';

export const keywordMeta: MetaFunction<typeof keywordLoader> = ({ data }) => seoMeta(data?.seo);

/** The journal's articles with one keyword (linked from each article's keywords). */
export function KeywordPage() {
  const loaderData = useLoaderData<typeof keywordLoader>();
  const texts = useReadingTexts();
  const { keyword, articles, paging, path, searchAllHref } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <p className="q-card__meta">{texts.keywordEyebrow}</p>
        <h1 className="q-page__title">{keyword}</h1>
        <p className="q-search-scope">
          <Link to={searchAllHref}>{texts.searchEveryJournalFor(keyword)}</Link>
        </p>
      </header>
      <BrowseList
        articles={articles}
        paging={paging}
        path={path}
        pagesLabel={texts.keywordPagesLabel}
      />
    </div>
  );
}
