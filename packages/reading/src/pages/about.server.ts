import type { LoaderFunctionArgs } from 'react-router';
import { loadAbout } from '../server/about.server';

export async function aboutLoader({ request, context }: LoaderFunctionArgs) {
  return loadAbout({ request, context });
}
