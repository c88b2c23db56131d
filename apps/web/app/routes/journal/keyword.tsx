import { Link } from 'react-router';
import { BrowseList } from '~/components/search/browse-list';
import { loadKeywordPage } from '~/lib/browse.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/keyword';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadKeywordPage(request, params.slug, params.keyword);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** The journal's articles with one keyword (linked from each article's keywords). */
export default function Keyword({ loaderData }: Route.ComponentProps) {
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
