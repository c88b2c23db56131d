import { assertSameOrigin, guardMiddleware, requireSession } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { createSubmission, loadNewSubmission } from '../../server/submission/wizard.server';

/** Who may see this page (redirects run before its loader and action). */
export const submissionNewMiddleware = [guardMiddleware('user')];

export async function submissionNewLoader({ request, context }: LoaderFunctionArgs) {
  return loadNewSubmission({ request, context });
}

export async function submissionNewAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const session = await requireSession(context);
  return createSubmission({ request, context }, session);
}
