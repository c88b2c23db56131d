import {
  assertSameOrigin,
  guardMiddleware,
  readFormData,
  requireSession,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { createIssueAction } from '../../server/issues/issue-editing.server';
import { loadEditorIssues } from '../../server/issues/issues.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminIssuesMiddleware = [guardMiddleware('user')];

export async function adminIssuesLoader({ request, context }: LoaderFunctionArgs) {
  const editor = requireEditor(await requireSession(context));
  return loadEditorIssues({ request, context }, editor);
}

/** The new-issue form: a draft in one of the editor's journals (the API checks which). */
export async function adminIssuesAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return createIssueAction({ request, context }, await readFormData(request));
}
