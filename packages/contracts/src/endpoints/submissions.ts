import { z } from 'zod';
import { apiErrorSchema, listSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  attachSubmissionFileBodySchema,
  createSubmissionBodySchema,
  resubmitBodySchema,
  submissionDraftBodySchema,
  submissionFileParamsSchema,
  submissionFileSchema,
  submissionListQuerySchema,
  submissionOptionsSchema,
  submissionParamsSchema,
  submissionSchema,
  submissionSummarySchema,
  submitSubmissionBodySchema,
} from '../submission';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const missing = { 404: apiErrorSchema };
const conflicting = { 409: apiErrorSchema };
const incomplete = { 422: apiErrorSchema };

/** The author's submissions: options, list, drafts, files, submit and resubmit, as `api.submissions`. */
export const submissionsEndpoints = {
  options: endpoint({
    method: 'GET',
    path: '/user/submission-options',
    tags: ['submissions'],
    summary: 'What the submission wizard needs: journals and sections, limits, upload rules',
    signedIn: true,
    responses: { 200: submissionOptionsSchema, ...errors },
  }),
  list: endpoint({
    method: 'GET',
    path: '/user/submissions',
    tags: ['submissions'],
    summary: 'List your submissions, most recently changed first (filters: status, journal, q)',
    signedIn: true,
    query: submissionListQuerySchema,
    responses: { 200: listSchema(submissionSummarySchema), ...errors },
  }),
  create: endpoint({
    method: 'POST',
    path: '/user/submissions',
    tags: ['submissions'],
    summary: 'Start a draft (201); the same clientKey again answers 200 with the same draft',
    signedIn: true,
    body: createSubmissionBodySchema,
    responses: { 200: submissionSchema, 201: submissionSchema, ...errors, ...incomplete },
  }),
  get: endpoint({
    method: 'GET',
    path: '/user/submissions/:id',
    tags: ['submissions'],
    summary: 'One of your submissions with its files and history',
    signedIn: true,
    params: submissionParamsSchema,
    responses: { 200: submissionSchema, ...errors, ...missing },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/user/submissions/:id',
    tags: ['submissions'],
    summary: 'Save draft fields (only the fields sent change; 409 once submitted)',
    signedIn: true,
    params: submissionParamsSchema,
    body: submissionDraftBodySchema,
    responses: { 200: submissionSchema, ...errors, ...missing, ...conflicting, ...incomplete },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/user/submissions/:id',
    tags: ['submissions'],
    summary: 'Delete a draft and its files (409 once submitted)',
    signedIn: true,
    params: submissionParamsSchema,
    responses: { 204: z.null(), ...errors, ...missing, ...conflicting },
  }),
  attachFile: endpoint({
    method: 'POST',
    path: '/user/submissions/:id/files',
    tags: ['submissions'],
    summary:
      'Attach a file you uploaded with POST files: manuscript or supplementary (drafts), revision (when revisions are requested)',
    description:
      'The upload purpose must match the role (manuscript and revision ← manuscript, supplementary ← supplementary). A new manuscript replaces the previous one.',
    signedIn: true,
    params: submissionParamsSchema,
    body: attachSubmissionFileBodySchema,
    responses: {
      201: submissionFileSchema,
      ...errors,
      ...missing,
      ...conflicting,
      ...incomplete,
    },
  }),
  detachFile: endpoint({
    method: 'DELETE',
    path: '/user/submissions/:id/files/:fileId',
    tags: ['submissions'],
    summary: 'Remove a file from a draft, or an unsent revised file, and delete it',
    signedIn: true,
    params: submissionFileParamsSchema,
    responses: { 204: z.null(), ...errors, ...missing, ...conflicting },
  }),
  submit: endpoint({
    method: 'POST',
    path: '/user/submissions/:id/submit',
    tags: ['submissions'],
    summary:
      'Submit a complete draft (422 lists what is missing; submitting again changes nothing)',
    signedIn: true,
    params: submissionParamsSchema,
    body: submitSubmissionBodySchema,
    responses: { 200: submissionSchema, ...errors, ...missing, ...conflicting, ...incomplete },
  }),
  resubmit: endpoint({
    method: 'POST',
    path: '/user/submissions/:id/resubmit',
    tags: ['submissions'],
    summary: 'Send revised files back to the editors with your response (next review round)',
    signedIn: true,
    params: submissionParamsSchema,
    body: resubmitBodySchema,
    responses: { 200: submissionSchema, ...errors, ...missing, ...conflicting, ...incomplete },
  }),
} as const;
