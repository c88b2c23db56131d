import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadEditorialBoard } from '../../server/journal-pages.server';

/** `/journals/:slug/editorial-board`: the journal's editorial board. */
export async function editorialBoardLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadEditorialBoard({ request, context }, journalSlugParam(params));
}
