import { z } from 'zod';
import { apiErrorSchema, listSchema } from '../common';
import {
  adminSubmissionListQuerySchema,
  assignEditorBodySchema,
  editorViewCountsSchema,
  submissionEditorParamsSchema,
  submissionEditorsSchema,
} from '../editorial-work';
import { endpoint } from '../endpoint';
import {
  editorDecisionBodySchema,
  publishSubmissionBodySchema,
  publishTargetSchema,
  submissionParamsSchema,
  submissionSchema,
  submissionSummarySchema,
} from '../submission';
import { editorArticleEndpoints } from './editor-articles';
import { editorIssueEndpoints } from './editor-issues';

/** A queue read refused, signed out, or a role too small. */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
/** A submission outside the editor's journals and sections. */
const missing = { 404: apiErrorSchema } as const;
/** A decision the status does not allow (409), an assignee or issue that does not fit (422). */
const refused = { 409: apiErrorSchema, 422: apiErrorSchema } as const;

/**
 * The submissions queue (`admin/submissions…`): its views and their counts, a submission in
 * full, assigning editors, decisions and publishing. Each editor sees their journals and
 * sections, site administrators every journal.
 */
const editorSubmissionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/submissions',
    tags: ['editorial'],
    summary:
      'The submissions queue, most recently changed first (filters: status, journal, q on title or submitter; view: needs_me, unassigned, overdue, waiting)',
    signedIn: true,
    query: adminSubmissionListQuerySchema,
    responses: { 200: listSchema(submissionSummarySchema), ...errors },
  }),
  viewCounts: endpoint({
    method: 'GET',
    path: '/admin/submission-views',
    tags: ['editorial'],
    summary:
      'How many submissions each editors’ view holds for me: needs my action, unassigned, reviews overdue, waiting for the author',
    signedIn: true,
    responses: { 200: editorViewCountsSchema, ...errors },
  }),
  editors: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id/editors',
    tags: ['editorial'],
    summary:
      'The editors assigned to a submission, and who else may be (the section’s editors suggested first)',
    signedIn: true,
    params: submissionParamsSchema,
    responses: { 200: submissionEditorsSchema, ...errors, ...missing },
  }),
  assignEditor: endpoint({
    method: 'POST',
    path: '/admin/submissions/:id/editors',
    tags: ['editorial'],
    summary: 'Assign an editor (recorded in the timeline; notifies and mails the assignee)',
    description:
      'Only the journal’s managers and editors, and the section editors of the submission’s section, can be assigned (422 otherwise). Assigning someone already assigned changes nothing.',
    signedIn: true,
    params: submissionParamsSchema,
    body: assignEditorBodySchema,
    responses: { 200: submissionEditorsSchema, ...errors, ...missing, ...refused },
  }),
  unassignEditor: endpoint({
    method: 'DELETE',
    path: '/admin/submissions/:id/editors/:userId',
    tags: ['editorial'],
    summary: 'Take an editor off a submission (recorded in the timeline)',
    signedIn: true,
    params: submissionEditorParamsSchema,
    responses: { 200: submissionEditorsSchema, ...errors, ...missing },
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id',
    tags: ['editorial'],
    summary: 'A submission in full (drafts are the author’s own: 404)',
    signedIn: true,
    params: submissionParamsSchema,
    responses: { 200: submissionSchema, ...errors, ...missing },
  }),
  decide: endpoint({
    method: 'POST',
    path: '/admin/submissions/:id/decisions',
    tags: ['editorial'],
    summary:
      'Decide: send to review, request revisions, accept or decline (notifies and mails the author)',
    description:
      'request_revisions and decline need a message (the letter to the author). A decision the current status does not allow is a 409 naming the status.',
    signedIn: true,
    params: submissionParamsSchema,
    body: editorDecisionBodySchema,
    responses: { 200: submissionSchema, ...errors, ...missing, ...refused },
  }),
  publishTargets: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id/issues',
    tags: ['editorial'],
    summary: 'The issues of the submission’s journal it can be published in, newest first',
    signedIn: true,
    params: submissionParamsSchema,
    responses: { 200: z.object({ data: z.array(publishTargetSchema) }), ...errors, ...missing },
  }),
  publish: endpoint({
    method: 'POST',
    path: '/admin/submissions/:id/publish',
    tags: ['editorial'],
    summary: 'Publish an accepted submission into an issue: it becomes a public article',
    signedIn: true,
    params: submissionParamsSchema,
    body: publishSubmissionBodySchema,
    responses: { 200: submissionSchema, ...errors, ...missing, ...refused },
  }),
} as const;

/**
 * The editors' side, as `api.editor`: the submissions queue, issues and entered articles.
 */
export const editorEndpoints = {
  ...editorSubmissionEndpoints,
  ...editorIssueEndpoints,
  ...editorArticleEndpoints,
} as const;
