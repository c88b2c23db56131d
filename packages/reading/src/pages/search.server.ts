import type { LoaderFunctionArgs } from 'react-router';
import { loadSearch } from '../server/search.server';

export async function searchLoader({ request }: LoaderFunctionArgs) {
  return loadSearch(request);
}
