import { resubmitBodySchema } from '@quire/contracts';
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
import { redirect } from 'react-router';
import { submissionPath, wizardPath } from '../../lib/panel-paths';
import { labelSubmission } from '../../lib/submission/date-labels';
import { idField } from '../../lib/submission/draft-form';
import { resumeStep } from '../../lib/submission/wizard-steps';
import { panelTexts } from '../../texts';
import { discussionAction, loadDiscussion } from '../discussion/discussion.server';
import { rethrowApiError } from './api-errors.server';
import { uploadAndAttach } from './files.server';
import { authorProductionAction, loadProduction } from './production.server';

/**
 * `{paths.submissions}/:id`: one of the author's submissions. A draft opens in the wizard where it
 * was left; the upload rules come along for revised files.
 */
export async function loadSubmissionDetail({ request, context }: RequestArgs, id: number) {
  const api = context.get(apiContext);
  const [submission, options] = await Promise.all([
    api.submissions.get({ params: { id } }),
    api.submissions.options(),
  ]).catch(rethrowApiError);
  if (submission.status === 'draft') {
    const step = resumeStep(submission, options.abstractWordLimit);
    throw redirect(wizardPath(journalSite().paths, id, step));
  }
  const search = new URL(request.url).searchParams;
  const [production, discussion] = await Promise.all([
    loadProduction({ context }, 'author', id, submission.status),
    loadDiscussion({ request, context }, { as: 'author', submissionId: id }, { markRead: true }),
  ]);
  return {
    submission: labelSubmission(submission),
    production,
    discussion,
    proofNotice: search.get('done') ?? '',
    revisionRules: options.uploads.manuscript,
    justSubmitted: search.get('submitted') === '1',
    justResubmitted: search.get('resubmitted') === '1',
  };
}

/**
 * The detail page's posts, by `intent`: `upload-revision` (multipart, role `revision`),
 * `remove-file` (an unsent revised file), `resubmit` (the response to the editor) and a
 * message to the editors (`discussion-post`).
 */
export async function applySubmissionDetailAction({ request, context }: RequestArgs, id: number) {
  const form = await readFormData(request);
  const intent = textField(form, 'intent');
  const api = context.get(apiContext);
  const page = submissionPath(journalSite().paths, id);
  const discussed = await discussionAction(
    { context },
    { as: 'author', submissionId: id },
    form,
    page,
  );
  if (discussed) return discussed;
  const answered = await authorProductionAction({ context }, id, form);
  if (answered && 'done' in answered) {
    throw redirect(withQuery(submissionPath(journalSite().paths, id), { done: answered.done }));
  }
  if (answered) return answered;
  switch (intent) {
    case 'upload-revision': {
      const outcome = await uploadAndAttach({ request, context }, id, form, 'revision');
      if (!outcome.ok) return { ...outcome.failure, form: 'revision' as const };
      return { form: 'revision' as const, uploaded: outcome.file.originalName };
    }
    case 'remove-file': {
      const fileId = idField(form, 'fileId');
      if (fileId === null) return localFailure({ fileId: [panelTexts().chooseFileToRemove] }, {});
      try {
        await api.submissions.detachFile({ params: { id, fileId } });
      } catch (caught) {
        return formFailure(caught, { form: 'revision' as const });
      }
      return { form: 'revision' as const, removed: true };
    }
    case 'resubmit': {
      const message = textField(form, 'message');
      const values = { form: 'resubmit' as const, response: message };
      const checked = checkBody({ message }, resubmitBodySchema, values);
      if (!checked.ok) return checked.answer;
      try {
        await api.submissions.resubmit({ params: { id }, body: checked.data });
      } catch (caught) {
        return formFailure(caught, values);
      }
      throw redirect(withQuery(submissionPath(journalSite().paths, id), { resubmitted: 1 }));
    }
    default:
      return localFailure({ intent: [panelTexts().unknownAction] }, {});
  }
}
