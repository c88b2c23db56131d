import { assertSameOrigin, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireIdParam } from '../../server/submission/api-errors.server';
import {
  applySubmissionDetailAction,
  loadSubmissionDetail,
} from '../../server/submission/detail.server';
import { submissionDetailHandle } from './submission-detail';

export async function submissionDetailLoader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request, submissionDetailHandle.auth);
  return loadSubmissionDetail(request, requireIdParam(routeParam(params, 'id')));
}

export async function submissionDetailAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSession(request, submissionDetailHandle.auth);
  return applySubmissionDetailAction(request, requireIdParam(routeParam(params, 'id')));
}
