import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadVolumes } from '../../server/journal-pages.server';

export async function volumesLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadVolumes({ request, context }, journalSlugParam(params));
}
