import { journalSlugParam } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadCurrentIssue } from '../../server/journal-pages.server';

export async function currentIssueLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadCurrentIssue({ request, context }, journalSlugParam(params));
}
