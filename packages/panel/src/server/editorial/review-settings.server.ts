import { isApiError } from '@quire/api-client';
import { type ReviewQuestion, reviewerInterestsBodySchema } from '@quire/contracts';
import { journalSite } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { journalReviewPath, journalSettingsPath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import {
  declarationLines,
  messagesByField,
  moved,
  typedFields,
} from '../journals/journal-forms.server';
import { rethrowApiError } from '../submission/api-errors.server';
import {
  questionIdFor,
  questionInput,
  readQuestionForm,
  readReviewSettingsForm,
} from './review-forms.server';

/**
 * A journal's peer review in the back office (`{journalsAdmin}/{id}/review`): its settings and
 * the current version of its review form. Its managers edit them; its editors read them (they
 * invite reviewers under these rules, so they may know them).
 */
export async function loadReviewSettings({ request, context }: RequestArgs, journalId: number) {
  const api = context.get(apiContext);
  const { paths } = journalSite();
  const [journal, settings, form, reviewers] = await Promise.all([
    api.journals.settings({ params: { journalId } }).catch(rethrowApiError),
    api.review.settings({ params: { journalId } }).catch(rethrowApiError),
    api.review.form({ params: { journalId } }).catch(rethrowApiError),
    api.review.reviewers({ params: { journalId } }).catch(rethrowApiError),
  ]);
  return {
    journal: { id: journal.id, title: journal.title },
    back: { href: journalSettingsPath(paths, journal.id) },
    canEdit: journal.canEdit,
    settings,
    form,
    reviewers: reviewers.data,
    saved: new URL(request.url).searchParams.get('saved') ?? '',
  };
}

/** The question a post names is no longer in the form. */
class QuestionGone extends Error {}

/** The review form's questions with one change, saved as the form's next version. */
async function saveQuestions(
  { context }: RequestArgs,
  journalId: number,
  change: (questions: ReviewQuestion[]) => ReviewQuestion[],
) {
  const api = context.get(apiContext).review;
  const current = await api.form({ params: { journalId } });
  await api.saveForm({
    params: { journalId },
    body: { questions: change(current.questions.map(questionInput)) },
  });
}

/**
 * The peer-review screen's posts, by `intent`: `settings` (the whole settings form), and for the
 * review form `add-question`, `save-question`, `delete-question`, `up` and `down` (by
 * `questionId`), and `interests` (a reviewer's, by `userId`, one per line). Each change to the form saves its next version. A refusal comes back beside
 * its form with what was typed kept.
 */
export async function reviewSettingsAction(args: RequestArgs, journalId: number) {
  const { request, context } = args;
  const form = await readFormData(request);
  const intent = textField(form, 'intent');
  const questionId = textField(form, 'questionId');
  const values = { intent, ...typedFields(form) };
  const done = (saved: string) =>
    redirect(`${journalReviewPath(journalSite().paths, journalId)}?saved=${saved}`);
  const atIndex = (questions: ReviewQuestion[]) => {
    const index = questions.findIndex((question) => question.id === questionId);
    // The question went away meanwhile (another manager saved the form): say so, change nothing.
    if (index < 0) throw new QuestionGone();
    return index;
  };
  try {
    switch (intent) {
      case 'settings': {
        const current = await context.get(apiContext).review.settings({ params: { journalId } });
        const read = readReviewSettingsForm(
          form,
          current.sections.map((section) => section.id),
        );
        if (!read.ok) return localFailure(read.errors, values);
        await context
          .get(apiContext)
          .review.saveSettings({ params: { journalId }, body: read.body });
        return done('settings');
      }
      case 'add-question': {
        const current = await context.get(apiContext).review.form({ params: { journalId } });
        const taken = new Set(current.questions.map((question) => question.id));
        const read = readQuestionForm(form, questionIdFor(textField(form, 'prompt'), taken));
        if (!read.ok) return localFailure(read.errors, values);
        await saveQuestions(args, journalId, (questions) => [...questions, read.body]);
        return done('question-added');
      }
      case 'save-question': {
        const read = readQuestionForm(form, questionId);
        if (!read.ok) return localFailure(read.errors, values);
        await saveQuestions(args, journalId, (questions) =>
          questions.with(atIndex(questions), read.body),
        );
        return done('question-saved');
      }
      case 'interests': {
        const parsed = reviewerInterestsBodySchema.safeParse({
          interests: declarationLines(textField(form, 'interests')),
        });
        if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
        await context.get(apiContext).review.setReviewerInterests({
          params: { journalId, userId: Number(textField(form, 'userId')) },
          body: { interests: parsed.data.interests },
        });
        return done('interests');
      }
      case 'delete-question':
        await saveQuestions(args, journalId, (questions) =>
          questions.toSpliced(atIndex(questions), 1),
        );
        return done('question-deleted');
      case 'up':
      case 'down':
        await saveQuestions(args, journalId, (questions) =>
          moved(questions, atIndex(questions), intent === 'up' ? -1 : 1),
        );
        return done('questions-ordered');
    }
  } catch (caught) {
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    if (caught instanceof QuestionGone) {
      return localFailure({ form: [panelTexts().reviewQuestionGone] }, values);
    }
    return formFailure(caught, values);
  }
  throw data(panelTexts().unknownAction, { status: 400 });
}
