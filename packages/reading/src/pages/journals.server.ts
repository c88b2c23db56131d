import type { LoaderFunctionArgs } from 'react-router';
import { loadJournalsPage } from '../server/listing.server';

export async function journalsLoader({ request }: LoaderFunctionArgs) {
  return loadJournalsPage(request);
}
