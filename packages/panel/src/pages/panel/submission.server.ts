import { guard } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadAuthorSubmissions } from '../../server/submission/list.server';
import { mySubmissionsHandle } from './submission';

export async function mySubmissionsLoader({ request }: LoaderFunctionArgs) {
  await guard(request, mySubmissionsHandle.auth);
  return loadAuthorSubmissions(request);
}
