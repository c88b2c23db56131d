import { randomUUID } from 'node:crypto';
import { isApiError } from '@quire/api-client';
import {
  createSubmissionBodySchema,
  type Session,
  submissionDraftBodySchema,
  submitSubmissionBodySchema,
} from '@quire/contracts';
import { journalSite, withQuery } from '@quire/site';
import {
  apiContext,
  checkBody,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { countWords } from '@quire/utils';
import { data, redirect } from 'react-router';
import { submissionPath, wizardPath } from '../../lib/panel-paths';
import { labelSubmission } from '../../lib/submission/date-labels';
import {
  authorListChange,
  authorsBody,
  changeAuthorList,
  declarationsBody,
  detailsBody,
  idField,
  journalBody,
  readAuthorRows,
  typedStepValues,
  type UncheckedDraftBody,
} from '../../lib/submission/draft-form';
import {
  isWizardStep,
  nextStep,
  resumeStep,
  stepParam,
  type WizardStepId,
} from '../../lib/submission/wizard-steps';
import { type PanelTexts, panelTexts } from '../../texts';
import { rethrowApiError } from './api-errors.server';
import { uploadAndAttach } from './files.server';

/**
 * `{paths.newSubmission}`: the journals to choose from and a fresh key for an idempotent create.
 * `?journal={slug}` (a journal's "Submit an article" link) preselects that journal; a slug no
 * journal here has gets a note instead, and the author chooses.
 */
export async function loadNewSubmission({ request, context }: RequestArgs) {
  const options = await context.get(apiContext).submissions.options();
  const wanted = new URL(request.url).searchParams.get('journal')?.trim() ?? '';
  const preselected = wanted ? options.journals.find((journal) => journal.slug === wanted) : null;
  return {
    options,
    clientKey: randomUUID(),
    preselectedJournalId: preselected ? String(preselected.id) : '',
    journalNotice:
      wanted && !preselected ? panelTexts().noJournalForSlug(wanted.slice(0, 80)) : null,
  };
}

/**
 * Creates the draft from the journal step (the same `clientKey` twice gives the same draft, so
 * a double click or a retried post makes one) with the signed-in author as its first,
 * corresponding author, then opens the details step.
 */
export async function createSubmission({ request, context }: RequestArgs, session: Session) {
  const form = await readFormData(request);
  const values = {
    journalId: textField(form, 'journalId'),
    sectionId: textField(form, 'sectionId'),
    clientKey: textField(form, 'clientKey'),
  };
  const texts = panelTexts();
  const journal = journalBody(form);
  if (journal.journalId === undefined) {
    return localFailure({ journalId: [texts.chooseJournalToSubmit] }, values);
  }
  const body = {
    clientKey: values.clientKey,
    ...journal,
    authors: [{ name: session.user.name, email: session.user.email, corresponding: true }],
  };
  const checked = checkBody(body, createSubmissionBodySchema, values, {
    messages: journalStepMessages(texts),
  });
  if (!checked.ok) return checked.answer;
  let id: number;
  try {
    id = (await context.get(apiContext).submissions.create({ body: checked.data })).id;
  } catch (caught) {
    return formFailure(caught, values);
  }
  throw redirect(wizardPath(journalSite().paths, id, 'details'));
}

/** The journal step's lists word a refusal as a choice: the author picks from what is offered. */
function journalStepMessages(texts: PanelTexts) {
  return { journalId: texts.chooseJournalToSubmit, sectionId: texts.chooseOfferedSection };
}

/**
 * `{paths.submissions}/:id/edit?step=`: the draft and the wizard's options. Submitted ones go to
 * their detail page; a missing or unknown step opens where the draft was left.
 */
export async function loadWizard({ request, context }: RequestArgs, id: number) {
  const api = context.get(apiContext);
  const [submission, options] = await Promise.all([
    api.submissions.get({ params: { id } }),
    api.submissions.options(),
  ]).catch(rethrowApiError);
  if (submission.status !== 'draft') throw redirect(submissionPath(journalSite().paths, id));
  const requested = new URL(request.url).searchParams.get('step');
  const step = isWizardStep(requested)
    ? requested
    : resumeStep(submission, options.abstractWordLimit);
  return { submission: labelSubmission(submission), options, step };
}

/** What a step's "Save and continue" sends to the API, before the contract checks it. */
function stepBody(step: WizardStepId, form: FormData): UncheckedDraftBody | null {
  switch (step) {
    case 'journal':
      return journalBody(form);
    case 'details':
      return detailsBody(form);
    case 'authors':
      return { authors: authorsBody(readAuthorRows(form)) };
    case 'declarations':
      return declarationsBody(form);
    default:
      return null;
  }
}

/**
 * The word limit is the API's to enforce on submit; checking it on every save too means the
 * author hears about it on the step where the abstract is, even without JavaScript.
 */
async function abstractOverLimit({ context }: RequestArgs, abstract: string | null | undefined) {
  const words = countWords(abstract);
  if (words === 0) return null;
  const { abstractWordLimit } = await context.get(apiContext).submissions.options();
  return words > abstractWordLimit
    ? panelTexts().abstractOverLimit(words, abstractWordLimit)
    : null;
}

/**
 * Every post of the wizard, by `intent`: `save` (the step's fields → PATCH, then the next
 * step), author row buttons (`add-author`, `remove-author:i`, `author-up:i`, `author-down:i`:
 * the changed rows come back unsaved), `upload` (multipart: file → `POST files` → attach),
 * `remove-file`, `submit` and `delete`.
 */
export async function wizardAction({ request, context }: RequestArgs, id: number) {
  const form = await readFormData(request);
  const intent = textField(form, 'intent');
  const step = stepParam(textField(form, 'step'));
  const api = context.get(apiContext);

  const authorChange = authorListChange(intent);
  if (authorChange) {
    return {
      step: 'authors' as const,
      authors: changeAuthorList(readAuthorRows(form), authorChange),
    };
  }

  switch (intent) {
    case 'save': {
      const body = stepBody(step, form);
      if (!body) throw redirect(wizardPath(journalSite().paths, id, nextStep(step)));
      const typed = typedStepValues(step, form);
      // The API's own contract, applied here so a refusal comes back beside the fields at once.
      const checked = checkBody(body, submissionDraftBodySchema, typed, {
        messages: journalStepMessages(panelTexts()),
      });
      if (!checked.ok) return checked.answer;
      if (step === 'details') {
        const tooLong = await abstractOverLimit({ request, context }, checked.data.abstract);
        if (tooLong) return localFailure({ abstract: [tooLong] }, typed);
      }
      try {
        await api.submissions.update({ params: { id }, body: checked.data });
      } catch (caught) {
        return formFailure(caught, typed);
      }
      throw redirect(wizardPath(journalSite().paths, id, nextStep(step)));
    }
    case 'upload': {
      const role = form.get('role') === 'supplementary' ? 'supplementary' : 'manuscript';
      const outcome = await uploadAndAttach({ request, context }, id, form, role);
      if (!outcome.ok) return data({ ...outcome.failure, step }, { status: outcome.status });
      return { step, uploaded: outcome.file.originalName };
    }
    case 'remove-file': {
      const fileId = idField(form, 'fileId');
      if (fileId === null)
        return localFailure({ fileId: [panelTexts().chooseFileToRemove] }, { step });
      try {
        await api.submissions.detachFile({ params: { id, fileId } });
      } catch (caught) {
        return formFailure(caught, { step });
      }
      return { step, removed: true };
    }
    case 'submit': {
      const checked = checkBody(
        { message: textField(form, 'message') || null },
        submitSubmissionBodySchema,
        typedStepValues('review', form),
      );
      if (!checked.ok) return checked.answer;
      try {
        await api.submissions.submit({ params: { id }, body: checked.data });
      } catch (caught) {
        const failure = formFailure(caught, typedStepValues('review', form));
        // What is missing may sit on several steps: the modal lists it all at once too.
        if (isApiError(caught) && caught.status === 422) {
          return data({ ...failure.data, error: caught.body }, failure.init ?? undefined);
        }
        return failure;
      }
      throw redirect(withQuery(submissionPath(journalSite().paths, id), { submitted: 1 }));
    }
    case 'delete': {
      try {
        await api.submissions.remove({ params: { id } });
      } catch (caught) {
        return formFailure(caught, { step });
      }
      throw redirect(withQuery(journalSite().paths.submissions, { deleted: 1 }));
    }
    default:
      return localFailure({ intent: [panelTexts().unknownAction] }, { step });
  }
}
