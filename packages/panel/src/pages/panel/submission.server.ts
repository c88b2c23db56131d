import { guardMiddleware } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAuthorSubmissions } from '../../server/submission/list.server';

/** Who may see this page (redirects run before its loader and action). */
export const mySubmissionsMiddleware = [guardMiddleware('user')];

export async function mySubmissionsLoader({ request, context }: LoaderFunctionArgs) {
  return loadAuthorSubmissions({ request, context });
}
