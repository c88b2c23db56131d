import { assertSameOrigin, guardMiddleware, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireIdParam } from '../../server/submission/api-errors.server';
import {
  applySubmissionDetailAction,
  loadSubmissionDetail,
} from '../../server/submission/detail.server';

/** Who may see this page (redirects run before its loader and action). */
export const submissionDetailMiddleware = [guardMiddleware('user')];

export async function submissionDetailLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadSubmissionDetail({ request, context }, requireIdParam(routeParam(params, 'id')));
}

export async function submissionDetailAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return applySubmissionDetailAction(
    { request, context },
    requireIdParam(routeParam(params, 'id')),
  );
}
