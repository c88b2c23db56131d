import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadArchive } from '../../server/journal-pages.server';

export async function archiveLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadArchive({ request, context }, journalSlugParam(params));
}
