import { guardMiddleware, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAuthorArticlePage } from '../../server/author-articles.server';

/** Who may see this page (redirects run before its loader and action). */
export const panelArticleMiddleware = [guardMiddleware('user')];

export async function panelArticleLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadAuthorArticlePage({ request, context }, routeParam(params, 'id'));
}
