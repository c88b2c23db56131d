import { guardMiddleware, requireSession } from '@quire/site/server';
import type { LoaderFunctionArgs } from 'react-router';
import { loadEditorIssues } from '../../server/issues/issues.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminIssuesMiddleware = [guardMiddleware('user')];

export async function adminIssuesLoader({ request, context }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  return loadEditorIssues({ request, context }, editor);
}
