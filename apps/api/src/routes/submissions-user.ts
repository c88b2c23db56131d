import { type Submission, submissionsEndpoints } from '@quire/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, type SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { endpointRoute } from '../http/endpoint-route';
import { notFound } from '../http/errors';
import { mailArrival } from '../notifications/notice-mail';
import { emitNotification } from '../notifications/notification-store';
import { noopRealtime } from '../realtime/realtime-emitter';
import {
  createDraft,
  deleteDraft,
  removeStoredFiles,
  updateDraft,
} from '../submissions/submission-drafts';
import { attachFile, detachFile } from '../submissions/submission-files';
import { abstractWordLimit, loadSubmissionOptions } from '../submissions/submission-options';
import { listSubmissions, loadSubmission } from '../submissions/submission-view';
import {
  type CreatedNotification,
  resubmit,
  submitDraft,
} from '../submissions/submission-workflow';

/** The caller's own submission in full; anyone else's is "not found". */
async function ownSubmission(db: Database, user: SessionUser, id: number) {
  const submission = await loadSubmission(db, id, { ownerId: user.id });
  if (!submission) throw notFound('The submission');
  return submission;
}

function logRemovalFailure(log: FastifyBaseLogger) {
  return (error: unknown, storageKey: string) =>
    log.warn({ err: error, storageKey }, 'could not remove file');
}

/**
 * The author's submissions (`user/submission-options`, `user/submissions…`): drafts saved at any
 * step (creation idempotent by client key), files, submit with a completeness check, resubmit
 * after revisions. Everything is scoped to the signed-in user: other users' ids are 404.
 */
export function registerSubmissionUserRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config, storage } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  /** Pushes the editors' notifications of an arrival live and mails them (after the commit). */
  async function tellEditors(
    created: CreatedNotification[],
    arrival: { submission: Submission; resubmitted: boolean; message: string | null },
    log: FastifyBaseLogger,
  ): Promise<void> {
    if (created.length === 0) return;
    for (const notice of created) emitNotification(context.realtime ?? noopRealtime, notice);
    await mailArrival(context, log, {
      ...arrival,
      editorIds: created.map((notice) => notice.userId),
    });
  }

  routes.route({
    ...endpointRoute(submissionsEndpoints.options),
    handler: async (request) => {
      requireUser(request);
      return loadSubmissionOptions(db, config);
    },
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.list),
    handler: async (request) =>
      listSubmissions(db, { ownerId: requireUser(request).id }, request.query),
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.create),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { id, created } = await createDraft(db, user, request.body);
      return reply.status(created ? 201 : 200).send(await ownSubmission(db, user, id));
    },
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.get),
    handler: async (request) => ownSubmission(db, requireUser(request), request.params.id),
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.update),
    handler: async (request) => {
      const user = requireUser(request);
      await updateDraft(db, user, request.params.id, request.body);
      return ownSubmission(db, user, request.params.id);
    },
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.remove),
    handler: async (request, reply) => {
      const keys = await deleteDraft(db, requireUser(request), request.params.id);
      await removeStoredFiles(storage, keys, logRemovalFailure(request.log));
      return reply.status(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.attachFile),
    handler: async (request, reply) => {
      const { file, removedKeys } = await attachFile(
        db,
        requireUser(request),
        request.params.id,
        request.body,
      );
      await removeStoredFiles(storage, removedKeys, logRemovalFailure(request.log));
      return reply.status(201).send(file);
    },
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.detachFile),
    handler: async (request, reply) => {
      const { id, fileId } = request.params;
      const key = await detachFile(db, requireUser(request), id, fileId);
      await removeStoredFiles(storage, [key], logRemovalFailure(request.log));
      return reply.status(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.submit),
    handler: async (request) => {
      const user = requireUser(request);
      const limit = await abstractWordLimit(db);
      const message = request.body.message ?? null;
      const created = await submitDraft(db, user, request.params.id, message, limit);
      const submission = await ownSubmission(db, user, request.params.id);
      await tellEditors(created, { submission, resubmitted: false, message }, request.log);
      return submission;
    },
  });

  routes.route({
    ...endpointRoute(submissionsEndpoints.resubmit),
    handler: async (request) => {
      const user = requireUser(request);
      const { message } = request.body;
      const created = await resubmit(db, user, request.params.id, message);
      const submission = await ownSubmission(db, user, request.params.id);
      await tellEditors(created, { submission, resubmitted: true, message }, request.log);
      return submission;
    },
  });
}
