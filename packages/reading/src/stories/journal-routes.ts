import type { ScreenRoute } from '@quire/story-kit';
import { JournalLayoutPage } from '../pages/layouts/journal';
import { JournalArticleLayoutPage } from '../pages/layouts/journal-article';
import { JOURNAL_FRAME } from './fixtures';

/**
 * A page under a journal's layout route (masthead, brand colour, the journal's navigation), as
 * a multi-journal site mounts it at `journals/:slug`. `page.path` is relative to that.
 */
export function journalLayout(page: ScreenRoute): ScreenRoute {
  return {
    id: 'layout-journal',
    path: 'journals/:slug',
    Component: JournalLayoutPage,
    loader: { data: JOURNAL_FRAME },
    children: [page],
  };
}

/**
 * The article page's layout route (the page reads the journal with `useRouteLoaderData`);
 * `page.path` is relative to `journals/:slug`.
 */
export function journalArticleLayout(page: ScreenRoute): ScreenRoute {
  return {
    id: 'layout-journal-article',
    path: 'journals/:slug',
    Component: JournalArticleLayoutPage,
    loader: { data: JOURNAL_FRAME },
    children: [page],
  };
}
