import { assertSameOrigin, guardMiddleware, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadPages, pagesAction } from '../../server/editorial/pages.server';
import { journalIdParam } from '../../server/journals/journals.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminJournalPagesMiddleware = [guardMiddleware('user')];

/** `{paths.journalsAdmin}/:id/pages`: the journal's pages and menu. */
export async function adminJournalPagesLoader({ request, context, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  return loadPages({ request, context }, journalIdParam(routeParam(params, 'id')));
}

/** The pages screen's forms: add, save, delete, move up and down. */
export async function adminJournalPagesAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return pagesAction({ request, context }, journalIdParam(routeParam(params, 'id')));
}
