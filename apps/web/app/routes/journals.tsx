import { EmptyState } from '@quire/ui';
import { JournalCard } from '~/components/reading/journal-card';
import { ListPagination } from '~/components/reading/list-pagination';
import { loadJournalsPage } from '~/lib/listing.server';
import { withQuery } from '~/lib/paths';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/journals';

export async function loader({ request }: Route.LoaderArgs) {
  return loadJournalsPage(request);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** Every journal, paged. */
export default function Journals({ loaderData }: Route.ComponentProps) {
  const { journals, page, lastPage } = loaderData;
  return (
    <div className="q-page">
      <header className="q-page__header">
        <h1 className="q-page__title">Journals</h1>
      </header>
      {journals.length === 0 ? (
        <EmptyState title="No journals on this page" />
      ) : (
        <ul className="q-stack-list q-journal-list">
          {journals.map((journal) => (
            <li key={journal.slug}>
              <JournalCard journal={journal} />
            </li>
          ))}
        </ul>
      )}
      <ListPagination
        page={page}
        pageCount={lastPage}
        hrefForPage={(target) => withQuery('/journals', { page: target })}
        label="Journal pages"
      />
    </div>
  );
}
