import {
  assignEditorBodySchema,
  DECISIONS_NEEDING_A_MESSAGE,
  editorDecisionBodySchema,
  hasEditorialRole,
  isSiteAdministrator,
  LICENSE_OPTIONS,
  nextStatus,
  type Session,
} from '@quire/contracts';
import { journalSite, siteDate, withQuery } from '@quire/site';
import {
  apiContext,
  checkBody,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { editorSubmissionPath } from '../../lib/panel-paths';
import { labelSubmission, labelSummary } from '../../lib/submission/date-labels';
import { listQuery, readSubmissionFilters } from '../../lib/submission/list-filters';
import { panelTexts } from '../../texts';
import { discussionAction, loadDiscussion } from '../discussion/discussion.server';
import { editorJournals } from '../editor-journals.server';
import { rethrowApiError } from './api-errors.server';
import { editorProductionAction, loadProduction } from './production.server';
import { readPublishBody } from './publish-body.server';

/**
 * Refuses anyone without an editorial role (in some journal, or as site administrator) with a
 * 403; what each editor then sees of the queue is the API's to decide (their journals and
 * sections).
 */
export function requireEditor(session: Session): Session['user'] {
  if (!hasEditorialRole(session.user)) {
    throw data(panelTexts().editorsOnlyPages, { status: 403 });
  }
  return session.user;
}

/** The submission's page after an editor's decision or publishing, saying what was done. */
function doneAt(id: number, done: string): string {
  return withQuery(editorSubmissionPath(journalSite().paths, id), { done });
}

/**
 * `{paths.editorSubmissions}`: the queue with its filters, and the journals to filter by (the
 * API lists only the submissions of the editor's journals and sections).
 */
export async function loadEditorQueue({ request, context }: RequestArgs, editor: Session['user']) {
  const filters = readSubmissionFilters(new URL(request.url).searchParams);
  const api = context.get(apiContext);
  const [page, journals, views] = await Promise.all([
    api.editor.list({
      query: { ...listQuery(filters), ...(filters.view ? { view: filters.view } : {}) },
    }),
    editorJournals({ context }, editor),
    api.editor.viewCounts(),
  ]);
  return {
    filters,
    views,
    page: { ...page, data: page.data.map(labelSummary) },
    journals: journals.map(({ id, title }) => ({ id, title })),
    /** The chat inbox is the site administrators' (see the API's "Who answers the chat"). */
    siteAdmin: isSiteAdministrator(editor),
  };
}

/**
 * `{paths.editorSubmissions}/:id`: the submission, its editors (and who else may be assigned)
 * and, once accepted, the issues it can go into.
 */
export async function loadEditorSubmission({ request, context }: RequestArgs, id: number) {
  const api = context.get(apiContext);
  const [submission, editors] = await Promise.all([
    api.editor.get({ params: { id } }).catch(rethrowApiError),
    api.editor.editors({ params: { id } }).catch(rethrowApiError),
  ]);
  const publishable = submission.status === 'accepted';
  const [targets, defaultLicense] = publishable
    ? await Promise.all([
        api.editor.publishTargets({ params: { id } }).then((answer) => answer.data),
        submission.journal
          ? api.content
              .journal({ params: { slug: submission.journal.slug } })
              .then((journal) => journal.license)
          : null,
      ])
    : [[], null];
  const search = new URL(request.url).searchParams;
  const [production, discussion] = await Promise.all([
    loadProduction({ context }, 'editor', id, submission.status),
    loadDiscussion({ request, context }, { as: 'editor', submissionId: id }, { markRead: true }),
  ]);
  return {
    submission: labelSubmission(submission),
    production,
    discussion,
    editors: {
      ...editors,
      assigned: editors.assigned.map((editor) => ({
        ...editor,
        assigned: siteDate(editor.assignedAt),
      })),
    },
    targets,
    defaultLicense,
    licenses: LICENSE_OPTIONS,
    notice: search.get('done') ?? '',
  };
}

/**
 * The editor's posts: `decide` (decision + message), `publish` (issue, section, pages, DOI),
 * `assign` and `unassign` (an editor of the submission, by id), and discussion messages.
 */
export async function editorSubmissionAction({ request, context }: RequestArgs, id: number) {
  const form = await readFormData(request);
  const intent = textField(form, 'intent');
  const api = context.get(apiContext);
  const page = editorSubmissionPath(journalSite().paths, id);
  const discussed = await discussionAction(
    { context },
    { as: 'editor', submissionId: id },
    form,
    page,
  );
  if (discussed) return discussed;
  const produced = await editorProductionAction({ context }, id, form);
  if (produced && 'done' in produced) throw redirect(doneAt(id, produced.done));
  if (produced) return produced;
  if (intent === 'decide') {
    const message = textField(form, 'message');
    const values = {
      form: 'decision' as const,
      decision: textField(form, 'decision'),
      letter: message,
    };
    const texts = panelTexts();
    const checked = checkBody(
      { decision: values.decision, message },
      editorDecisionBodySchema,
      values,
      { messages: { decision: texts.chooseDecision } },
    );
    if (!checked.ok) return checked.answer;
    const { decision } = checked.data;
    // The workflow's own rules, from the table the API enforces, answered beside the form.
    if (DECISIONS_NEEDING_A_MESSAGE.has(decision) && !checked.data.message) {
      return localFailure({ message: [texts.decisionNeedsMessage] }, values);
    }
    const current = await api.editor.get({ params: { id } }).catch(rethrowApiError);
    if (nextStatus(decision, current.status) === null) {
      return localFailure({ decision: [texts.chooseDecision] }, values);
    }
    try {
      await api.editor.decide({
        params: { id },
        body: { decision, message: checked.data.message ?? null },
      });
    } catch (caught) {
      return formFailure(caught, values);
    }
    throw redirect(doneAt(id, decision));
  }
  if (intent === 'publish') {
    const values = {
      form: 'publish' as const,
      issueId: textField(form, 'issueId'),
      sectionId: textField(form, 'sectionId'),
      pages: textField(form, 'pages'),
      doi: textField(form, 'doi'),
      licenseId: textField(form, 'licenseId'),
    };
    const read = readPublishBody(form);
    if (!read.ok) return localFailure(read.fieldErrors, values);
    try {
      await api.editor.publish({ params: { id }, body: read.data });
    } catch (caught) {
      return formFailure(caught, values);
    }
    throw redirect(doneAt(id, 'published'));
  }
  if (intent === 'assign') {
    const values = { form: 'assign' as const, userId: textField(form, 'userId') };
    const digits = /^\d{1,10}$/.test(values.userId) ? Number(values.userId) : values.userId;
    const checked = checkBody({ userId: digits }, assignEditorBodySchema, values, {
      messages: { userId: panelTexts().chooseEditor },
    });
    if (!checked.ok) return checked.answer;
    try {
      await api.editor.assignEditor({ params: { id }, body: checked.data });
    } catch (caught) {
      return formFailure(caught, values);
    }
    throw redirect(doneAt(id, 'assigned'));
  }
  if (intent === 'unassign') {
    const userId = textField(form, 'userId');
    if (!/^\d{1,10}$/.test(userId)) {
      return localFailure({ userId: [panelTexts().unknownAction] }, { form: 'unassign' as const });
    }
    try {
      await api.editor.unassignEditor({ params: { id, userId: Number(userId) } });
    } catch (caught) {
      return formFailure(caught, { form: 'unassign' as const });
    }
    throw redirect(doneAt(id, 'unassigned'));
  }
  return localFailure({ intent: [panelTexts().unknownAction] }, {});
}
