import { seoMeta } from '@quire/site';
import { Link, type MetaFunction, useLoaderData } from 'react-router';
import { OrcidLink } from '../../article/orcid-link';
import { BrowseList } from '../../search/browse-list';
import { useReadingTexts } from '../../texts';
import type { authorLoader } from './author.server';

export const authorMeta: MetaFunction<typeof authorLoader> = ({ data }) => seoMeta(data?.seo);

/** An author's articles in this journal (linked from each article's byline). */
export function AuthorPage() {
  const loaderData = useLoaderData<typeof authorLoader>();
  const texts = useReadingTexts();
  const { author, articles, paging, path, searchAll } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <p className="q-card__meta">{texts.authorEyebrow}</p>
        <h1 className="q-page__title">{author.name}</h1>
        {(author.affiliation || author.orcidUrl) && (
          <p className="q-browse-author">
            {author.affiliation && <span>{author.affiliation}</span>}
            {author.orcid && author.orcidUrl && (
              <OrcidLink name={author.name} orcid={author.orcid} href={author.orcidUrl} />
            )}
          </p>
        )}
        <p className="q-search-scope">
          <Link to={searchAll.href}>{searchAll.label}</Link>
        </p>
      </header>
      <BrowseList
        articles={articles}
        paging={paging}
        path={path}
        pagesLabel={texts.authorPagesLabel}
      />
    </div>
  );
}
