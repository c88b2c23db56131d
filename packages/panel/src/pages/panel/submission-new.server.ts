import { assertSameOrigin, requireSession } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { createSubmission, loadNewSubmission } from '../../server/submission/wizard.server';
import { submissionNewHandle } from './submission-new';

export async function submissionNewLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request, submissionNewHandle.auth);
  return loadNewSubmission(request);
}

export async function submissionNewAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const session = await requireSession(request, submissionNewHandle.auth);
  return createSubmission(request, session);
}
