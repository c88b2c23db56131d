import { guardMiddleware } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAuthorArticlesPage } from '../../server/author-articles.server';

/** Who may see this page (redirects run before its loader and action). */
export const panelArticlesMiddleware = [guardMiddleware('user')];

export async function panelArticlesLoader({ request, context }: LoaderFunctionArgs) {
  return loadAuthorArticlesPage({ request, context });
}
