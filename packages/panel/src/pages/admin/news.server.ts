import { assertSameOrigin, guardMiddleware, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  loadNewsItem,
  loadNewsList,
  newsIdParam,
  newsItemAction,
} from '../../server/editorial/news.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see these pages (redirects run before their loaders and actions). */
export const adminNewsMiddleware = [guardMiddleware('user')];

/** `{paths.newsAdmin}`: the news the editor writes. */
export async function adminNewsLoader({ request, context }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  return loadNewsList({ request, context }, editor);
}

/** `{paths.newsAdmin}/new` and `/:id`: one news item's form. */
export async function adminNewsItemLoader({ request, context, params }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  return loadNewsItem({ request, context }, editor, newsIdParam(routeParam(params, 'id')));
}

/** The news form's posts: save and delete. */
export async function adminNewsItemAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const editor = requireEditor(await requireSession(context));
  return newsItemAction({ request, context }, editor, newsIdParam(routeParam(params, 'id')));
}
