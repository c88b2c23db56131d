import {
  apiErrorSchema,
  productionGalleyBodySchema,
  productionGalleyParamsSchema,
  productionResponseSchema,
  productionStageBodySchema,
  proofCorrectionsBodySchema,
  proofParamsSchema,
  submissionParamsSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorialScope, requireBackOffice } from '../access/access';
import { requireUser, type SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { sendStoredFile } from '../files/send-stored-file';
import { notFound } from '../http/errors';
import { mailProof, mailProofAnswer } from '../notifications/notice-mail';
import { emitNotification } from '../notifications/notification-store';
import { noopRealtime } from '../realtime/realtime-emitter';
import {
  addProductionGalley,
  approveProof,
  assertHandled,
  assertOwnSubmission,
  authorProductionView,
  correctProof,
  editorProductionView,
  loadProduction,
  type ProofAnswer,
  productionFile,
  sendProof,
  setProductionStage,
} from '../submissions/submission-production';
import { loadSubmission } from '../submissions/submission-view';

const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const missing = { 404: apiErrorSchema };
const refused = { 409: apiErrorSchema, 422: apiErrorSchema };
const response = { 200: productionResponseSchema, ...errors, ...missing, ...refused };

/** The submission as its editor sees it (for letters). */
async function editorSubmission(db: Database, editor: SessionUser, id: number) {
  const submission = await loadSubmission(db, id, { editor: editorialScope(editor) });
  if (!submission) throw notFound('The submission');
  return submission;
}

/**
 * Production of accepted submissions: the editors' side (`admin/submissions/:id/production…`:
 * stage, galleys, proofs sent) and the author's (`submissions/:id/production`, the answer to a
 * proof). Who may act is the submission's: its editors (its journal's and section's, see
 * `access/access.ts`), and its submitting author for the answer; anyone else gets a 404.
 */
export function registerSubmissionProductionRoutes(
  api: FastifyInstance,
  context: AppContext,
): void {
  const { db, storage } = context;
  const realtime = () => context.realtime ?? noopRealtime;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const editorsView = async (editor: SessionUser, id: number) => ({
    production: await editorProductionView(db, editor, id),
  });

  routes.get(
    '/admin/submissions/:id/production',
    {
      schema: {
        tags: ['editorial'],
        summary:
          'The production of an accepted submission: stage, current galleys, proof rounds (null when it has none)',
        security: signedIn,
        params: submissionParamsSchema,
        response,
      },
    },
    async (request) => editorsView(requireBackOffice(request), request.params.id),
  );

  routes.put(
    '/admin/submissions/:id/production/stage',
    {
      schema: {
        tags: ['editorial'],
        summary: 'Move an accepted submission between copyediting and production (timeline, audit)',
        security: signedIn,
        params: submissionParamsSchema,
        body: productionStageBodySchema,
        response,
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      await setProductionStage(db, editor, request.params.id, request.body.stage);
      return editorsView(editor, request.params.id);
    },
  );

  routes.post(
    '/admin/submissions/:id/production/galleys',
    {
      schema: {
        tags: ['editorial'],
        summary:
          'Add a galley (an uploaded `galley` file: PDF, or JATS XML with a body) to a submission in production',
        security: signedIn,
        params: submissionParamsSchema,
        body: productionGalleyBodySchema,
        response,
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      await addProductionGalley(db, storage, editor, request.params.id, request.body.fileId);
      return editorsView(editor, request.params.id);
    },
  );

  routes.post(
    '/admin/submissions/:id/proofs',
    {
      schema: {
        tags: ['editorial'],
        summary:
          'Send the current galleys to the author as a new proof round (notifies and mails the author)',
        security: signedIn,
        params: submissionParamsSchema,
        response,
      },
    },
    async (request) => {
      const editor = requireBackOffice(request);
      const { id } = request.params;
      const sent = await sendProof(db, editor, id);
      emitNotification(realtime(), sent.notice);
      await mailProof(context, request.log, {
        submission: await editorSubmission(db, editor, id),
        round: sent.round,
        editorName: editor.name,
      });
      return editorsView(editor, id);
    },
  );

  routes.get(
    '/admin/submissions/:id/production/galleys/:galleyId',
    {
      schema: {
        tags: ['editorial'],
        summary: 'Download a production galley',
        security: signedIn,
        params: productionGalleyParamsSchema,
        response: { ...errors, ...missing },
      },
    },
    async (request, reply) => {
      await assertHandled(db, requireBackOffice(request), request.params.id);
      const file = await productionFile(db, request.params.id, request.params);
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  );

  routes.get(
    '/admin/submissions/:id/proofs/:proofId/corrections-file',
    {
      schema: {
        tags: ['editorial'],
        summary: 'Download the file the author sent with corrections to a proof',
        security: signedIn,
        params: proofParamsSchema,
        response: { ...errors, ...missing },
      },
    },
    async (request, reply) => {
      await assertHandled(db, requireBackOffice(request), request.params.id);
      const file = await productionFile(db, request.params.id, request.params);
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  );

  // The author's side.

  routes.get(
    '/user/submissions/:id/production',
    {
      schema: {
        tags: ['submissions'],
        summary: 'The production of my accepted submission: its proofs to check (null when none)',
        security: signedIn,
        params: submissionParamsSchema,
        response,
      },
    },
    async (request) => ({
      production: await authorProductionView(db, requireUser(request), request.params.id),
    }),
  );

  routes.get(
    '/user/submissions/:id/production/galleys/:galleyId',
    {
      schema: {
        tags: ['submissions'],
        summary: 'Download a galley of my submission’s proof',
        security: signedIn,
        params: productionGalleyParamsSchema,
        response: { ...errors, ...missing },
      },
    },
    async (request, reply) => {
      await assertOwnSubmission(db, requireUser(request), request.params.id);
      const file = await productionFile(db, request.params.id, request.params);
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  );

  routes.get(
    '/user/submissions/:id/proofs/:proofId/corrections-file',
    {
      schema: {
        tags: ['submissions'],
        summary: 'Download the file I sent with corrections to a proof',
        security: signedIn,
        params: proofParamsSchema,
        response: { ...errors, ...missing },
      },
    },
    async (request, reply) => {
      await assertOwnSubmission(db, requireUser(request), request.params.id);
      const file = await productionFile(db, request.params.id, request.params);
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  );

  /** Announces the author's answer to the editors (live, and by mail). */
  const announce = async (
    user: SessionUser,
    id: number,
    answer: ProofAnswer,
    corrections: string | null,
    log: Parameters<typeof mailProofAnswer>[1],
  ) => {
    for (const notice of answer.notices) emitNotification(realtime(), notice);
    const submission = await loadSubmission(db, id, { ownerId: user.id });
    if (submission) {
      await mailProofAnswer(context, log, {
        submission,
        editorIds: answer.editorIds,
        round: answer.round,
        corrections,
      });
    }
    return { production: await loadProduction(db, id, 'author') };
  };

  routes.post(
    '/user/submissions/:id/proofs/:proofId/approve',
    {
      schema: {
        tags: ['submissions'],
        summary:
          'Approve the latest proof of my submission (once; an older round is superseded: 409)',
        security: signedIn,
        params: proofParamsSchema,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, proofId } = request.params;
      const answer = await approveProof(db, user, id, proofId);
      return announce(user, id, answer, null, request.log);
    },
  );

  routes.post(
    '/user/submissions/:id/proofs/:proofId/corrections',
    {
      schema: {
        tags: ['submissions'],
        summary:
          'Answer the latest proof with corrections (text required; optionally one of my uploads)',
        security: signedIn,
        params: proofParamsSchema,
        body: proofCorrectionsBodySchema,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, proofId } = request.params;
      const answer = await correctProof(db, user, id, proofId, request.body);
      return announce(user, id, answer, request.body.corrections, request.log);
    },
  );
}
