import { isApiError } from '@quire/api-client';
import type { DecisionDraft } from '@quire/contracts';
import {
  apiContext,
  assertSameOrigin,
  formFailure,
  guardMiddleware,
  readFormData,
  requireSession,
  routeParam,
  textField,
} from '@quire/site/server';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import { requireIdParam } from '../../server/submission/api-errors.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see this page (redirects run before its loader and action). */
export const submissionReviewMiddleware = [guardMiddleware('user')];

const DECISIONS: readonly DecisionDraft['decision'][] = ['request_revisions', 'accept', 'decline'];

/**
 * The submission's peer review for its editor: rounds, reviewers and reviews, the manuscript
 * checks, the journal's reviewers to choose from, and — with `?decision=` — the decision letter
 * from the journal's template beside the round's reviews.
 */
/**
 * An API read for this page: a refusal (a submission that has no review, or is not this editor's)
 * is this route's error page with the API's status and message, not a 500; a 400 about the
 * address is a 404.
 */
async function orRouteError<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      throw data(error.message, { status: error.status === 400 ? 404 : error.status });
    }
    throw error;
  }
}

export async function submissionReviewLoader({ request, context, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  const id = requireIdParam(routeParam(params, 'id'));
  const api = context.get(apiContext).review;
  const wanted = new URL(request.url).searchParams.get('decision');
  const decision = DECISIONS.find((entry) => entry === wanted) ?? null;
  const [review, candidates, draft] = await Promise.all([
    orRouteError(api.editorReview({ params: { id } })),
    orRouteError(api.candidates({ params: { id } })),
    decision
      ? orRouteError(api.decisionDraft({ params: { id }, query: { decision } }))
      : Promise.resolve(null),
  ]);
  return { id, review, candidates: candidates.data, draft };
}

/**
 * The page's forms, by `intent`: `invite` (a journal reviewer, or a name and address),
 * `withdraw`, `remind`, `clean` (a flagged manuscript) and `decide` (the letter with the chosen,
 * edited reviews). Each answers what it did or the refusal with what was typed.
 */
export async function submissionReviewAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  const id = requireIdParam(routeParam(params, 'id'));
  const form = await readFormData(request);
  const api = context.get(apiContext).review;
  const intent = textField(form, 'intent');
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const numberOf = (name: string) => Number(textField(form, name)) || 0;
  try {
    if (intent === 'invite') {
      const reviewerId = numberOf('reviewerId');
      const dates = {
        ...(textField(form, 'responseDueAt')
          ? { responseDueAt: textField(form, 'responseDueAt') }
          : {}),
        ...(textField(form, 'reviewDueAt') ? { reviewDueAt: textField(form, 'reviewDueAt') } : {}),
      };
      await api.invite({
        params: { id },
        body: reviewerId
          ? { reviewerId, ...dates }
          : { name: textField(form, 'name'), email: textField(form, 'email'), ...dates },
      });
      return { done: 'invited' as const };
    }
    if (intent === 'withdraw') {
      await api.withdraw({ params: { id: numberOf('assignmentId') } });
      return { done: 'withdrawn' as const };
    }
    if (intent === 'remind') {
      // No message: the journal's reminder (the API reads a body on every post).
      await api.remind({ params: { id: numberOf('assignmentId') }, body: {} });
      return { done: 'reminded' as const };
    }
    if (intent === 'clean') {
      await api.clean({ params: { id, fileId: numberOf('fileId') } });
      return { done: 'cleaned' as const };
    }
    if (intent === 'decide') {
      const shared = form
        .getAll('share')
        .map((value) => Number(value))
        .filter((assignmentId) => assignmentId > 0)
        .map((assignmentId) => ({
          assignmentId,
          comments: textField(form, `comments.${assignmentId}`),
        }));
      await api.decide({
        params: { id },
        body: {
          decision: textField(form, 'decision') as DecisionDraft['decision'],
          letter: textField(form, 'letter'),
          shared,
        },
      });
      return { done: 'decided' as const };
    }
    return { done: null };
  } catch (caught) {
    return formFailure(caught, values);
  }
}
