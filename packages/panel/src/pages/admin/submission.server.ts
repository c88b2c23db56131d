import { assertSameOrigin, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireIdParam } from '../../server/submission/api-errors.server';
import {
  editorSubmissionAction,
  loadEditorSubmission,
  requireEditor,
} from '../../server/submission/editor.server';
import { adminSubmissionHandle } from './submission';

export async function adminSubmissionLoader({ request, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(request, adminSubmissionHandle.auth));
  return loadEditorSubmission(request, requireIdParam(routeParam(params, 'id')));
}

export async function adminSubmissionAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(request, adminSubmissionHandle.auth));
  return editorSubmissionAction(request, requireIdParam(routeParam(params, 'id')));
}
