import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadArchive } from '../../server/journal-pages.server';

export async function archiveLoader({ request, params }: LoaderFunctionArgs) {
  return loadArchive(request, journalSlugParam(params));
}
