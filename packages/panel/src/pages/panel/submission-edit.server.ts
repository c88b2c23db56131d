import { assertSameOrigin, guardMiddleware, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireIdParam } from '../../server/submission/api-errors.server';
import { loadWizard, wizardAction } from '../../server/submission/wizard.server';

/** Who may see this page (redirects run before its loader and action). */
export const submissionEditMiddleware = [guardMiddleware('user')];

export async function submissionEditLoader({ request, context, params }: LoaderFunctionArgs) {
  return loadWizard({ request, context }, requireIdParam(routeParam(params, 'id')));
}

export async function submissionEditAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return wizardAction({ request, context }, requireIdParam(routeParam(params, 'id')));
}
