import { assertSameOrigin, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { requireIdParam } from '../../server/submission/api-errors.server';
import { loadWizard, wizardAction } from '../../server/submission/wizard.server';
import { submissionEditHandle } from './submission-edit';

export async function submissionEditLoader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request, submissionEditHandle.auth);
  return loadWizard(request, requireIdParam(routeParam(params, 'id')));
}

export async function submissionEditAction({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await requireSession(request, submissionEditHandle.auth);
  return wizardAction(request, requireIdParam(routeParam(params, 'id')));
}
