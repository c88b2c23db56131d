import { requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAuthorArticlesPage } from '../../server/author-articles.server';
import { panelArticlesHandle } from './articles';

export async function panelArticlesLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, panelArticlesHandle.auth);
  return loadAuthorArticlesPage(request);
}
