import { requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadEditorIssues } from '../../server/issues/issues.server';
import { requireEditor } from '../../server/submission/editor.server';
import { adminIssuesHandle } from './issues';

export async function adminIssuesLoader({ request }: LoaderFunctionArgs) {
  requireEditor(await requireSession(request, adminIssuesHandle.auth));
  return loadEditorIssues(request);
}
