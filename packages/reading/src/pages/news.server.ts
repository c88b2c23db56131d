import type { LoaderFunctionArgs } from 'react-router';
import { loadNewsPage } from '../server/listing.server';

export async function newsLoader({ request, context }: LoaderFunctionArgs) {
  return loadNewsPage({ request, context });
}
