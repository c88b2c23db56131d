import type { LoaderFunctionArgs } from 'react-router';
import { loadSearch } from '../server/search.server';

export async function searchLoader({ request, context }: LoaderFunctionArgs) {
  return loadSearch({ request, context });
}
