import { RichText } from '~/components/reading/rich-text';
import { loadJournalPage } from '~/lib/journal-pages.server';
import { seoMeta } from '~/lib/seo';
import type { Route } from './+types/page';

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadJournalPage(request, params.slug, params.page_slug);
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** One of the journal's own pages (About, Editorial team, Author guidelines…). */
export default function JournalPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <article className="q-page q-page--reading">
      <header className="q-page__header">
        <h1 className="q-page__title">{page.title}</h1>
      </header>
      <RichText html={page.bodyHtml} />
    </article>
  );
}
