import { requireSession, routeParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAuthorArticlePage } from '../../server/author-articles.server';
import { panelArticleHandle } from './article';

export async function panelArticleLoader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request, panelArticleHandle.auth);
  return loadAuthorArticlePage(request, routeParam(params, 'id'));
}
