import type { LoaderFunctionArgs } from 'react-router';
import { loadHome } from '../server/home.server';

export async function homeLoader({ request }: LoaderFunctionArgs) {
  return loadHome(request);
}
