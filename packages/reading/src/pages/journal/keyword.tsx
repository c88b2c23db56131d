import { seoMeta } from '@quire/site';
import { type MetaFunction, useLoaderData } from 'react-router';
import { BrowsePage } from '../../search/browse-list';
import { useReadingTexts } from '../../texts';
import type { keywordLoader } from './keyword.server';

export const keywordMeta: MetaFunction<typeof keywordLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** The journal's articles with one keyword (linked from each article's keywords). */
export function KeywordPage() {
  const { keyword, articles, paging, path, searchAll } = useLoaderData<typeof keywordLoader>();
  const texts = useReadingTexts();
  return (
    <BrowsePage
      eyebrow={texts.keywordEyebrow}
      title={keyword}
      searchAll={searchAll}
      articles={articles}
      paging={paging}
      path={path}
      pagesLabel={texts.keywordPagesLabel}
    />
  );
}
