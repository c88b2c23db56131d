import { reviewerInterestsBodySchema } from '@quire/contracts';
import { journalSite } from '@quire/site';
import {
  apiContext,
  assertSameOrigin,
  formFailure,
  guardMiddleware,
  localFailure,
  readFormData,
  textField,
} from '@quire/site/server';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router';
import { declarationLines, messagesByField } from '../../server/journals/journal-forms.server';
import { panelTexts } from '../../texts';

/** Who may see this page (redirects run before its loader). */
export const myReviewsMiddleware = [guardMiddleware('user')];

/**
 * The signed-in reviewer's assignments (open first: invited, in progress; then the past) and
 * the journals where they review, with the interests they declared in each.
 */
export async function myReviewsLoader({ request, context }: LoaderFunctionArgs) {
  const api = context.get(apiContext).review;
  const [{ data: reviews }, { data: interests }] = await Promise.all([
    api.mine(),
    api.myInterests(),
  ]);
  return {
    open: reviews.filter((review) => review.status === 'invited' || review.status === 'accepted'),
    past: reviews.filter((review) => review.status !== 'invited' && review.status !== 'accepted'),
    interests,
    saved: new URL(request.url).searchParams.get('saved') ?? '',
  };
}

/**
 * "My reviews"' one form: the interests declared in a journal (`journalId`, one per line).
 * A refusal comes back beside that journal's field with what was typed kept.
 */
export async function myReviewsAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await readFormData(request);
  const journalId = Number(textField(form, 'journalId'));
  const values = {
    intent: textField(form, 'intent'),
    journalId: textField(form, 'journalId'),
    interests: textField(form, 'interests'),
  };
  if (values.intent !== 'interests' || !Number.isInteger(journalId) || journalId <= 0) {
    throw data(panelTexts().reviewerPageUnknownForm, { status: 400 });
  }
  const parsed = reviewerInterestsBodySchema.safeParse({
    interests: declarationLines(values.interests),
  });
  if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
  try {
    await context.get(apiContext).review.declareInterests({
      params: { journalId },
      body: { interests: parsed.data.interests },
    });
  } catch (caught) {
    return formFailure(caught, values);
  }
  return redirect(`${journalSite().paths.panel}/reviews?saved=interests#interests`);
}
