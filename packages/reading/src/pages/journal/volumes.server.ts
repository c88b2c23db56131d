import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadVolumes } from '../../server/journal-pages.server';

export async function volumesLoader({ request, params }: LoaderFunctionArgs) {
  return loadVolumes(request, journalSlugParam(params));
}
