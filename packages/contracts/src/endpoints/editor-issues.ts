import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  adminIssueListQuerySchema,
  adminIssueListSchema,
  adminIssueParamsSchema,
  issueCoverBodySchema,
  issueCoverSchema,
} from '../issue';
import {
  createIssueBodySchema,
  editableIssueSchema,
  issueContentsBodySchema,
  issueUpdateBodySchema,
  issueVersionBodySchema,
  publishIssueBodySchema,
  withdrawIssueBodySchema,
} from '../issue-admin';
import { backOfficeErrors } from './errors';

/**
 * The editors' issues (`admin/issues…`), part of `api.editor`: the list, one issue with its
 * contents, creating, editing, publishing (now or at a date), back to draft, withdrawing, making
 * current, deleting, its table of contents and its cover. Another journal's issue is a 404.
 */
export const editorIssueEndpoints = {
  issues: endpoint({
    method: 'GET',
    path: '/admin/issues',
    tags: ['issues'],
    summary: 'Every issue, published or being prepared, with its cover (filter: journal)',
    description:
      'Journals in their order, each one’s issues newest first. An unknown `journal` gives an empty list.',
    signedIn: true,
    query: adminIssueListQuerySchema,
    responses: { 200: adminIssueListSchema, ...backOfficeErrors },
  }),
  issue: endpoint({
    method: 'GET',
    path: '/admin/issues/:issueId',
    tags: ['issues'],
    summary: 'One issue as its editors edit it: state, cover, version and contents',
    signedIn: true,
    params: adminIssueParamsSchema,
    responses: { 200: editableIssueSchema, ...backOfficeErrors },
  }),
  createIssue: endpoint({
    method: 'POST',
    path: '/admin/issues',
    tags: ['issues'],
    summary: 'Create a draft issue (its volume made when the number is new)',
    description: '409 naming `number` when the volume already has that issue number.',
    signedIn: true,
    body: createIssueBodySchema,
    responses: { 201: editableIssueSchema, ...backOfficeErrors },
  }),
  saveIssue: endpoint({
    method: 'PUT',
    path: '/admin/issues/:issueId',
    tags: ['issues'],
    summary: 'Save an issue’s volume, number, year, title and description (from `version`)',
    signedIn: true,
    params: adminIssueParamsSchema,
    body: issueUpdateBodySchema,
    responses: { 200: editableIssueSchema, ...backOfficeErrors },
  }),
  publishIssue: endpoint({
    method: 'POST',
    path: '/admin/issues/:issueId/publish',
    tags: ['issues'],
    summary: 'Publish an issue now (`at` null) or schedule it for `at`',
    description:
      'A scheduled issue is public from `at` on and announced by one API node when that moment comes. Its articles take its date. 409 when it is already published; 422 for a moment past.',
    signedIn: true,
    params: adminIssueParamsSchema,
    body: publishIssueBodySchema,
    responses: { 200: editableIssueSchema, ...backOfficeErrors },
  }),
  unscheduleIssue: endpoint({
    method: 'POST',
    path: '/admin/issues/:issueId/draft',
    tags: ['issues'],
    summary: 'Take a scheduled issue back to draft',
    signedIn: true,
    params: adminIssueParamsSchema,
    body: issueVersionBodySchema,
    responses: { 200: editableIssueSchema, ...backOfficeErrors },
  }),
  withdrawIssue: endpoint({
    method: 'POST',
    path: '/admin/issues/:issueId/withdraw',
    tags: ['issues'],
    summary: 'Withdraw a published issue, with the reason its articles then show',
    signedIn: true,
    params: adminIssueParamsSchema,
    body: withdrawIssueBodySchema,
    responses: { 200: editableIssueSchema, ...backOfficeErrors },
  }),
  makeIssueCurrent: endpoint({
    method: 'POST',
    path: '/admin/issues/:issueId/current',
    tags: ['issues'],
    summary: 'Make a published issue its journal’s current issue',
    signedIn: true,
    params: adminIssueParamsSchema,
    body: issueVersionBodySchema,
    responses: { 200: editableIssueSchema, ...backOfficeErrors },
  }),
  removeIssue: endpoint({
    method: 'DELETE',
    path: '/admin/issues/:issueId',
    tags: ['issues'],
    summary: 'Delete a draft issue that holds no article',
    signedIn: true,
    params: adminIssueParamsSchema,
    responses: { 204: z.null(), ...backOfficeErrors },
  }),
  saveIssueContents: endpoint({
    method: 'PUT',
    path: '/admin/issues/:issueId/contents',
    tags: ['issues'],
    summary: 'Order an issue’s table of contents: every article, with its section and pages',
    signedIn: true,
    params: adminIssueParamsSchema,
    body: issueContentsBodySchema,
    responses: { 200: editableIssueSchema, ...backOfficeErrors },
  }),
  setIssueCover: endpoint({
    method: 'PUT',
    path: '/admin/issues/:issueId/cover',
    tags: ['issues'],
    summary: 'Set an issue’s cover: an uploaded cover image and its alt text',
    description:
      'Upload the image with `POST files` (purpose `cover`: PNG, JPEG or WebP), then send its id. Without `fileId`, only the alt text of the current cover changes (400 when there is none). The cover shows on the issue, archive, journal home and current issue answers (`coverUrl`, `coverAlt`).',
    signedIn: true,
    params: adminIssueParamsSchema,
    body: issueCoverBodySchema,
    responses: { 200: issueCoverSchema, ...backOfficeErrors },
  }),
  removeIssueCover: endpoint({
    method: 'DELETE',
    path: '/admin/issues/:issueId/cover',
    tags: ['issues'],
    summary: 'Remove an issue’s cover',
    signedIn: true,
    params: adminIssueParamsSchema,
    responses: { 200: issueCoverSchema, ...backOfficeErrors },
  }),
} as const;
