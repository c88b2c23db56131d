import { productionEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorialScope, requireBackOffice } from '../access/access';
import { requireUser, type SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { sendStoredFile } from '../files/send-stored-file';
import { endpointRoute } from '../http/endpoint-route';
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

  routes.route({
    ...endpointRoute(productionEndpoints.editorView),
    handler: async (request) => editorsView(requireBackOffice(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(productionEndpoints.setStage),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      await setProductionStage(db, editor, request.params.id, request.body.stage);
      return editorsView(editor, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(productionEndpoints.addGalley),
    handler: async (request) => {
      const editor = requireBackOffice(request);
      await addProductionGalley(db, storage, editor, request.params.id, request.body.fileId);
      return editorsView(editor, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(productionEndpoints.sendProof),
    handler: async (request) => {
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
  });

  routes.route({
    ...endpointRoute(productionEndpoints.editorGalley),
    handler: async (request, reply) => {
      await assertHandled(db, requireBackOffice(request), request.params.id);
      const file = await productionFile(db, request.params.id, request.params);
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  });

  routes.route({
    ...endpointRoute(productionEndpoints.editorCorrectionsFile),
    handler: async (request, reply) => {
      await assertHandled(db, requireBackOffice(request), request.params.id);
      const file = await productionFile(db, request.params.id, request.params);
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  });

  // The author's side.

  routes.route({
    ...endpointRoute(productionEndpoints.authorView),
    handler: async (request) => ({
      production: await authorProductionView(db, requireUser(request), request.params.id),
    }),
  });

  routes.route({
    ...endpointRoute(productionEndpoints.authorGalley),
    handler: async (request, reply) => {
      await assertOwnSubmission(db, requireUser(request), request.params.id);
      const file = await productionFile(db, request.params.id, request.params);
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  });

  routes.route({
    ...endpointRoute(productionEndpoints.authorCorrectionsFile),
    handler: async (request, reply) => {
      await assertOwnSubmission(db, requireUser(request), request.params.id);
      const file = await productionFile(db, request.params.id, request.params);
      return sendStoredFile(reply, storage, file, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  });

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

  routes.route({
    ...endpointRoute(productionEndpoints.approve),
    handler: async (request) => {
      const user = requireUser(request);
      const { id, proofId } = request.params;
      const answer = await approveProof(db, user, id, proofId);
      return announce(user, id, answer, null, request.log);
    },
  });

  routes.route({
    ...endpointRoute(productionEndpoints.correct),
    handler: async (request) => {
      const user = requireUser(request);
      const { id, proofId } = request.params;
      const answer = await correctProof(db, user, id, proofId, request.body);
      return announce(user, id, answer, request.body.corrections, request.log);
    },
  });
}
