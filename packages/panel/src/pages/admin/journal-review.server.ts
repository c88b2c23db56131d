import { assertSameOrigin, guardMiddleware, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  loadReviewSettings,
  reviewSettingsAction,
} from '../../server/editorial/review-settings.server';
import { journalIdParam } from '../../server/journals/journals.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader and action). */
export const adminJournalReviewMiddleware = [guardMiddleware('user')];

/** `{paths.journalsAdmin}/:id/review`: the journal's peer-review settings and review form. */
export async function adminJournalReviewLoader({ request, context, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  return loadReviewSettings({ request, context }, journalIdParam(routeParam(params, 'id')));
}

/** The screen's forms: the settings, and the review form's questions (add, save, delete, move). */
export async function adminJournalReviewAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return reviewSettingsAction({ request, context }, journalIdParam(routeParam(params, 'id')));
}
