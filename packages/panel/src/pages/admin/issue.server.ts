import { assertSameOrigin, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { editorIssueAction, loadEditorIssue } from '../../server/issues/issues.server';
import { requireIdParam } from '../../server/submission/api-errors.server';
import { requireEditor } from '../../server/submission/editor.server';
import { adminIssueHandle } from './issue';

export async function adminIssueLoader({ request, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(request, adminIssueHandle.auth));
  return loadEditorIssue(request, requireIdParam(routeParam(params, 'id')));
}

export async function adminIssueAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(request, adminIssueHandle.auth));
  return editorIssueAction(request, requireIdParam(routeParam(params, 'id')));
}
