import { Link } from 'react-router';
import { OrcidLink } from '~/components/article/orcid-link';
import { BrowseList } from '~/components/search/browse-list';
import { loadAuthorPage } from '~/lib/browse.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/author';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadAuthorPage(request, params.slug, params.name);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** An author's articles in this journal (linked from each article's byline). */
export default function Author({ loaderData }: Route.ComponentProps) {
  const { author, articles, paging, path, searchAll } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <p className="q-card__meta">Author</p>
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
        pagesLabel="Pages of articles by this author"
      />
    </div>
  );
}
