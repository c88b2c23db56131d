import type { LoaderFunctionArgs } from 'react-router';
import { loadHome } from '../server/home.server';

export async function homeLoader({ request, context }: LoaderFunctionArgs) {
  return loadHome({ request, context });
}
