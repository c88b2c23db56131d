import { assertSameOrigin, guardMiddleware, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { editorIssueAction, loadEditorIssue } from '../../server/issues/issues.server';
import { requireIdParam } from '../../server/submission/api-errors.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminIssueMiddleware = [guardMiddleware('user')];

export async function adminIssueLoader({ request, context, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  return loadEditorIssue({ request, context }, requireIdParam(routeParam(params, 'id')));
}

export async function adminIssueAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return editorIssueAction({ request, context }, requireIdParam(routeParam(params, 'id')));
}
