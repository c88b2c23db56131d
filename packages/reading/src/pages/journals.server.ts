import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalsPage } from '../server/listing.server';

export async function journalsLoader({ request, context }: LoaderFunctionArgs) {
  return loadJournalsPage({ request, context });
}
