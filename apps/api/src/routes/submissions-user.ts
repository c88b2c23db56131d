import {
  apiErrorSchema,
  attachSubmissionFileBodySchema,
  createSubmissionBodySchema,
  listSchema,
  resubmitBodySchema,
  type Submission,
  submissionDraftBodySchema,
  submissionFileParamsSchema,
  submissionFileSchema,
  submissionListQuerySchema,
  submissionOptionsSchema,
  submissionParamsSchema,
  submissionSchema,
  submissionSummarySchema,
  submitSubmissionBodySchema,
} from '@quire/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, type SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
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

const tags = ['submissions'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const missing = { 404: apiErrorSchema };
const conflicting = { 409: apiErrorSchema };
const incomplete = { 422: apiErrorSchema };

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

  routes.get(
    '/user/submission-options',
    {
      schema: {
        tags,
        summary: 'What the submission wizard needs: journals and sections, limits, upload rules',
        security: signedIn,
        response: { 200: submissionOptionsSchema, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return loadSubmissionOptions(db, config);
    },
  );

  routes.get(
    '/user/submissions',
    {
      schema: {
        tags,
        summary: 'List your submissions, most recently changed first (filters: status, journal, q)',
        security: signedIn,
        querystring: submissionListQuerySchema,
        response: { 200: listSchema(submissionSummarySchema), ...errors },
      },
    },
    async (request) => listSubmissions(db, { ownerId: requireUser(request).id }, request.query),
  );

  routes.post(
    '/user/submissions',
    {
      schema: {
        tags,
        summary: 'Start a draft (201); the same clientKey again answers 200 with the same draft',
        security: signedIn,
        body: createSubmissionBodySchema,
        response: { 200: submissionSchema, 201: submissionSchema, ...errors, ...incomplete },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, created } = await createDraft(db, user, request.body);
      return reply.status(created ? 201 : 200).send(await ownSubmission(db, user, id));
    },
  );

  routes.get(
    '/user/submissions/:id',
    {
      schema: {
        tags,
        summary: 'One of your submissions with its files and history',
        security: signedIn,
        params: submissionParamsSchema,
        response: { 200: submissionSchema, ...errors, ...missing },
      },
    },
    async (request) => ownSubmission(db, requireUser(request), request.params.id),
  );

  routes.patch(
    '/user/submissions/:id',
    {
      schema: {
        tags,
        summary: 'Save draft fields (only the fields sent change; 409 once submitted)',
        security: signedIn,
        params: submissionParamsSchema,
        body: submissionDraftBodySchema,
        response: { 200: submissionSchema, ...errors, ...missing, ...conflicting, ...incomplete },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateDraft(db, user, request.params.id, request.body);
      return ownSubmission(db, user, request.params.id);
    },
  );

  routes.delete(
    '/user/submissions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft and its files (409 once submitted)',
        security: signedIn,
        params: submissionParamsSchema,
        response: { 204: z.null(), ...errors, ...missing, ...conflicting },
      },
    },
    async (request, reply) => {
      const keys = await deleteDraft(db, requireUser(request), request.params.id);
      await removeStoredFiles(storage, keys, logRemovalFailure(request.log));
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/user/submissions/:id/files',
    {
      schema: {
        tags,
        summary:
          'Attach a file you uploaded with POST files: manuscript or supplementary (drafts), revision (when revisions are requested)',
        description:
          'The upload purpose must match the role (manuscript and revision ← manuscript, supplementary ← supplementary). A new manuscript replaces the previous one.',
        security: signedIn,
        params: submissionParamsSchema,
        body: attachSubmissionFileBodySchema,
        response: {
          201: submissionFileSchema,
          ...errors,
          ...missing,
          ...conflicting,
          ...incomplete,
        },
      },
    },
    async (request, reply) => {
      const { file, removedKeys } = await attachFile(
        db,
        requireUser(request),
        request.params.id,
        request.body,
      );
      await removeStoredFiles(storage, removedKeys, logRemovalFailure(request.log));
      return reply.status(201).send(file);
    },
  );

  routes.delete(
    '/user/submissions/:id/files/:fileId',
    {
      schema: {
        tags,
        summary: 'Remove a file from a draft, or an unsent revised file, and delete it',
        security: signedIn,
        params: submissionFileParamsSchema,
        response: { 204: z.null(), ...errors, ...missing, ...conflicting },
      },
    },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const key = await detachFile(db, requireUser(request), id, fileId);
      await removeStoredFiles(storage, [key], logRemovalFailure(request.log));
      return reply.status(204).send(null);
    },
  );

  routes.post(
    '/user/submissions/:id/submit',
    {
      schema: {
        tags,
        summary:
          'Submit a complete draft (422 lists what is missing; submitting again changes nothing)',
        security: signedIn,
        params: submissionParamsSchema,
        body: submitSubmissionBodySchema,
        response: { 200: submissionSchema, ...errors, ...missing, ...conflicting, ...incomplete },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const limit = await abstractWordLimit(db);
      const message = request.body.message ?? null;
      const created = await submitDraft(db, user, request.params.id, message, limit);
      const submission = await ownSubmission(db, user, request.params.id);
      await tellEditors(created, { submission, resubmitted: false, message }, request.log);
      return submission;
    },
  );

  routes.post(
    '/user/submissions/:id/resubmit',
    {
      schema: {
        tags,
        summary: 'Send revised files back to the editors with your response (next review round)',
        security: signedIn,
        params: submissionParamsSchema,
        body: resubmitBodySchema,
        response: { 200: submissionSchema, ...errors, ...missing, ...conflicting, ...incomplete },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { message } = request.body;
      const created = await resubmit(db, user, request.params.id, message);
      const submission = await ownSubmission(db, user, request.params.id);
      await tellEditors(created, { submission, resubmitted: true, message }, request.log);
      return submission;
    },
  );
}
