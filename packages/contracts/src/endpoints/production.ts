import { apiErrorSchema } from '../common';
import { endpoint } from '../endpoint';
import {
  productionGalleyBodySchema,
  productionGalleyParamsSchema,
  productionResponseSchema,
  productionStageBodySchema,
  proofCorrectionsBodySchema,
  proofParamsSchema,
} from '../production';
import { submissionParamsSchema } from '../submission';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const missing = { 404: apiErrorSchema };
const refused = { 409: apiErrorSchema, 422: apiErrorSchema };
/** What each production step answers: the production as it now stands. */
const answer = { 200: productionResponseSchema, ...errors, ...missing, ...refused };

/** Production of accepted submissions: the editors' stages, galleys and proofs, the author's approval or corrections, as `api.production`. */
export const productionEndpoints = {
  editorView: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id/production',
    tags: ['editorial'],
    summary:
      'The production of an accepted submission: stage, current galleys, proof rounds (null when it has none)',
    signedIn: true,
    params: submissionParamsSchema,
    responses: answer,
  }),
  setStage: endpoint({
    method: 'PUT',
    path: '/admin/submissions/:id/production/stage',
    tags: ['editorial'],
    summary: 'Move an accepted submission between copyediting and production (timeline, audit)',
    signedIn: true,
    params: submissionParamsSchema,
    body: productionStageBodySchema,
    responses: answer,
  }),
  addGalley: endpoint({
    method: 'POST',
    path: '/admin/submissions/:id/production/galleys',
    tags: ['editorial'],
    summary:
      'Add a galley (an uploaded `galley` file: PDF, or JATS XML with a body) to a submission in production',
    signedIn: true,
    params: submissionParamsSchema,
    body: productionGalleyBodySchema,
    responses: answer,
  }),
  sendProof: endpoint({
    method: 'POST',
    path: '/admin/submissions/:id/proofs',
    tags: ['editorial'],
    summary:
      'Send the current galleys to the author as a new proof round (notifies and mails the author)',
    signedIn: true,
    params: submissionParamsSchema,
    responses: answer,
  }),
  editorGalley: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id/production/galleys/:galleyId',
    tags: ['editorial'],
    summary: 'Download a production galley',
    signedIn: true,
    params: productionGalleyParamsSchema,
    responses: { ...errors, ...missing },
  }),
  editorCorrectionsFile: endpoint({
    method: 'GET',
    path: '/admin/submissions/:id/proofs/:proofId/corrections-file',
    tags: ['editorial'],
    summary: 'Download the file the author sent with corrections to a proof',
    signedIn: true,
    params: proofParamsSchema,
    responses: { ...errors, ...missing },
  }),
  authorView: endpoint({
    method: 'GET',
    path: '/user/submissions/:id/production',
    tags: ['submissions'],
    summary: 'The production of my accepted submission: its proofs to check (null when none)',
    signedIn: true,
    params: submissionParamsSchema,
    responses: answer,
  }),
  authorGalley: endpoint({
    method: 'GET',
    path: '/user/submissions/:id/production/galleys/:galleyId',
    tags: ['submissions'],
    summary: 'Download a galley of my submission’s proof',
    signedIn: true,
    params: productionGalleyParamsSchema,
    responses: { ...errors, ...missing },
  }),
  authorCorrectionsFile: endpoint({
    method: 'GET',
    path: '/user/submissions/:id/proofs/:proofId/corrections-file',
    tags: ['submissions'],
    summary: 'Download the file I sent with corrections to a proof',
    signedIn: true,
    params: proofParamsSchema,
    responses: { ...errors, ...missing },
  }),
  approve: endpoint({
    method: 'POST',
    path: '/user/submissions/:id/proofs/:proofId/approve',
    tags: ['submissions'],
    summary: 'Approve the latest proof of my submission (once; an older round is superseded: 409)',
    signedIn: true,
    params: proofParamsSchema,
    responses: answer,
  }),
  correct: endpoint({
    method: 'POST',
    path: '/user/submissions/:id/proofs/:proofId/corrections',
    tags: ['submissions'],
    summary:
      'Answer the latest proof with corrections (text required; optionally one of my uploads)',
    signedIn: true,
    params: proofParamsSchema,
    body: proofCorrectionsBodySchema,
    responses: answer,
  }),
} as const;
