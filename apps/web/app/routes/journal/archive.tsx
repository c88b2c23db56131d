import { EmptyState } from '@quire/ui';
import { IssueList } from '~/components/reading/issue-list';
import { ListPagination } from '~/components/reading/list-pagination';
import { loadArchive } from '~/lib/journal-pages.server';
import { withQuery } from '~/lib/paths';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/archive';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadArchive(request, params.slug);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** Every published issue, newest first, grouped by year and paged. */
export default function Archive({ loaderData, params }: Route.ComponentProps) {
  const { years, page, lastPage } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">Archive</h1>
      </header>
      {years.length === 0 ? (
        <EmptyState title="No issues published yet" />
      ) : (
        years.map((group) => (
          <section
            key={group.year}
            aria-labelledby={`archive-${group.year}`}
            className="q-page__section"
          >
            <h2 id={`archive-${group.year}`}>{group.year}</h2>
            <IssueList issues={group.items} headingLevel={3} />
          </section>
        ))
      )}
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => withQuery(`/journals/${params.slug}/archive`, { page: target })}
        label="Archive pages"
      />
    </div>
  );
}
