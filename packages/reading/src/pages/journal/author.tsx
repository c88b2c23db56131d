import { seoMeta } from '@quire/site';
import { type MetaFunction, useLoaderData } from 'react-router';
import { OrcidLink } from '../../article/orcid-link';
import { BrowsePage } from '../../search/browse-list';
import { useReadingTexts } from '../../texts';
import type { authorLoader } from './author.server';

export const authorMeta: MetaFunction<typeof authorLoader> = ({ loaderData }) =>
  seoMeta(loaderData?.seo);

/** An author's articles in this journal (linked from each article's byline). */
export function AuthorPage() {
  const { author, articles, paging, path, searchAll } = useLoaderData<typeof authorLoader>();
  const texts = useReadingTexts();
  return (
    <BrowsePage
      eyebrow={texts.authorEyebrow}
      title={author.name}
      searchAll={searchAll}
      articles={articles}
      paging={paging}
      path={path}
      pagesLabel={texts.authorPagesLabel}
    >
      {(author.affiliation || author.orcidUrl) && (
        <p className="q-browse-author">
          {author.affiliation && <span>{author.affiliation}</span>}
          {author.orcid && author.orcidUrl && (
            <OrcidLink name={author.name} orcid={author.orcid} href={author.orcidUrl} />
          )}
        </p>
      )}
    </BrowsePage>
  );
}
