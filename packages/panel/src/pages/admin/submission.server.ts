import { assertSameOrigin, guardMiddleware, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireIdParam } from '../../server/submission/api-errors.server';
import {
  editorSubmissionAction,
  loadEditorSubmission,
  requireEditor,
} from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminSubmissionMiddleware = [guardMiddleware('user')];

export async function adminSubmissionLoader({ request, context, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  return loadEditorSubmission({ request, context }, requireIdParam(routeParam(params, 'id')));
}

export async function adminSubmissionAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return editorSubmissionAction({ request, context }, requireIdParam(routeParam(params, 'id')));
}
