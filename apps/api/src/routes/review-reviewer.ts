import multipart from '@fastify/multipart';
import { apiErrorSchema, reviewEndpoints, reviewFileRefSchema } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, type SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import { files, reviewFiles, submissions, users } from '../db/schema';
import { receiveUpload } from '../files/receive-upload';
import { sendStoredFile } from '../files/send-stored-file';
import { largestUploadBytes } from '../files/upload-policy';
import { endpointRoute } from '../http/endpoint-route';
import { conflict, HttpError, notFound } from '../http/errors';
import { annotatedFiles, filesForReviewer, roundFiles } from '../review/review-files';
import { modeOf } from '../review/review-settings';
import { authorReviews } from '../review/review-views';
import { interestsOfReviewer, saveReviewerInterests } from '../review/reviewer-interests';
import {
  type AssignmentRow,
  acceptAssignment,
  declineAssignment,
  myReviews,
  type ReviewerAccess,
  reviewerAssignment,
  reviewTask,
  saveDraft,
  submitReview,
} from '../review/reviewer-tasks';
import { findSubmission } from '../submissions/submission-view';

const tags = ['review'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const refused = { 409: apiErrorSchema, 422: apiErrorSchema };

/**
 * The two ways to a review, each with its declarations: the mailed link (`review-links/:token…`,
 * `…ByLink`) and the signed-in reviewer's assignment (`reviews/:id…`).
 */
const WAYS_IN = [
  {
    declared: {
      task: reviewEndpoints.taskByLink,
      accept: reviewEndpoints.acceptByLink,
      decline: reviewEndpoints.declineByLink,
      saveDraft: reviewEndpoints.saveDraftByLink,
      submit: reviewEndpoints.submitByLink,
      removeFile: reviewEndpoints.removeFileByLink,
    },
    security: [] as Record<string, string[]>[],
    access: (request: FastifyRequest): ReviewerAccess => ({
      token: (request.params as { token: string }).token,
    }),
  },
  {
    declared: {
      task: reviewEndpoints.task,
      accept: reviewEndpoints.accept,
      decline: reviewEndpoints.decline,
      saveDraft: reviewEndpoints.saveDraft,
      submit: reviewEndpoints.submit,
      removeFile: reviewEndpoints.removeFile,
    },
    security: [{ bearer: [] }, { cookie: [] }] as Record<string, string[]>[],
    access: (request: FastifyRequest): ReviewerAccess => ({
      userId: requireUser(request).id,
      assignmentId: (request.params as { id: number }).id,
    }),
  },
] as const;

/**
 * The reviewer's side. The mailed link opens one review and nothing else, without a password:
 * `GET` only reads (mail scanners that open links change nothing), every change is a `POST` or
 * `PUT`. The link works while the assignment is invited or accepted. A signed-in reviewer
 * reaches the same review at `reviews/:id`, and lists theirs at `GET reviews`. Authors read the
 * decided rounds of their submission at `user/submissions/:id/reviews`. Every route is served
 * from its declaration (`reviewEndpoints`) but the file download (a stream) and the annotated
 * file's upload (multipart), which are registered here by hand under the declared paths.
 */
export function registerReviewReviewerRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, storage, config } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(reviewEndpoints.mine),
    handler: async (request) => ({ data: await myReviews(db, requireUser(request).id) }),
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.myInterests),
    handler: async (request) => ({ data: await interestsOfReviewer(db, requireUser(request).id) }),
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.declareInterests),
    handler: async (request) =>
      saveReviewerInterests(
        db,
        requireUser(request).id,
        request.params.journalId,
        request.body.interests,
      ),
  });

  routes.route({
    ...endpointRoute(reviewEndpoints.authorRounds),
    handler: async (request) => {
      const user = requireUser(request);
      const submission = await findSubmission(db, request.params.id, { ownerId: user.id });
      if (!submission) throw notFound('The submission');
      return authorReviews(db, submission, user.id);
    },
  });

  for (const way of WAYS_IN) {
    const { declared, security } = way;
    const prefix = declared.task.path;
    const find = (request: FastifyRequest) => reviewerAssignment(db, way.access(request));
    const answer = (row: AssignmentRow) => reviewTask(context, row);

    routes.route({
      ...endpointRoute(declared.task),
      handler: async (request) => answer(await find(request)),
    });

    routes.route({
      ...endpointRoute(declared.accept),
      handler: async (request) => answer(await acceptAssignment(context, await find(request))),
    });

    routes.route({
      ...endpointRoute(declared.decline),
      handler: async (request) =>
        answer(await declineAssignment(context, await find(request), request.body)),
    });

    routes.route({
      ...endpointRoute(declared.saveDraft),
      handler: async (request) => {
        const row = await find(request);
        await saveDraft(db, row, request.body);
        return answer(row);
      },
    });

    routes.route({
      ...endpointRoute(declared.submit),
      handler: async (request) =>
        answer(await submitReview(context, await find(request), request.body)),
    });

    // A stream, not a JSON answer: registered by hand, on the declared removal's path and params.
    routes.get(
      declared.removeFile.path,
      {
        schema: {
          tags,
          security,
          summary:
            'Download a file of the review (the manuscript as offered, or an own annotated file)',
          params: declared.removeFile.params,
          response: errors,
        },
      },
      async (request, reply) => {
        const row = await find(request);
        const viewer = { kind: 'reviewer', assignmentId: row.id } as const;
        const [submission] = await db
          .select({
            id: submissions.id,
            authors: submissions.authors,
            journalId: submissions.journalId,
            sectionId: submissions.sectionId,
          })
          .from(submissions)
          .where(eq(submissions.id, row.submissionId));
        if (!submission) throw notFound('The file');
        const mode = await modeOf(db, submission);
        const offered =
          row.status === 'accepted' || row.status === 'submitted'
            ? filesForReviewer(
                viewer,
                mode,
                row.round,
                await roundFiles(context, submission, row.round),
              )
            : [];
        const own = await annotatedFiles(db, [row.id]);
        const file = [...offered, ...own].find(
          (candidate) => candidate.id === request.params.fileId,
        );
        if (!file) throw notFound('The file');
        return sendStoredFile(
          reply,
          storage,
          { originalName: file.name, mimeType: file.mimeType, storageKey: file.storageKey },
          { disposition: 'attachment', cacheControl: 'private, no-store' },
        );
      },
    );

    routes.route({
      ...endpointRoute(declared.removeFile),
      handler: async (request) => {
        const row = await find(request);
        if (row.status !== 'accepted') throw conflict('This review can no longer change.');
        // Both ways' params carry the validated `fileId`; their union does not narrow here.
        const { fileId } = request.params as { fileId: number };
        const removed = await db.transaction(async (tx) => {
          const [link] = await tx
            .delete(reviewFiles)
            .where(and(eq(reviewFiles.assignmentId, row.id), eq(reviewFiles.fileId, fileId)))
            .returning({ fileId: reviewFiles.fileId });
          if (!link) return null;
          const [file] = await tx
            .delete(files)
            .where(eq(files.id, link.fileId))
            .returning({ storageKey: files.storageKey });
          return file ?? null;
        });
        if (!removed) throw notFound('The file');
        await storage.delete(removed.storageKey);
        return answer(row);
      },
    });

    // Annotated files: multipart, in their own scope so only these routes parse such bodies.
    api.register(async (scope) => {
      await scope.register(multipart, {
        limits: {
          fileSize: largestUploadBytes(config),
          files: 1,
          fields: 5,
          parts: 10,
          fieldSize: 1024,
        },
      });
      // Multipart: registered by hand (a declaration's body is JSON), under the declared path.
      scope.withTypeProvider<ZodTypeProvider>().post(
        `${prefix}/files`,
        {
          schema: {
            tags,
            security,
            summary:
              'Attach an annotated file to the review (multipart: purpose=review, then file)',
            consumes: ['multipart/form-data'],
            params: declared.task.params,
            response: {
              201: reviewFileRefSchema,
              ...errors,
              ...refused,
              413: apiErrorSchema,
              415: apiErrorSchema,
            },
          },
          preValidation: async (request) => {
            if (!request.isMultipart()) {
              throw new HttpError(
                415,
                'Send the file as multipart/form-data with "purpose" and "file".',
              );
            }
          },
        },
        async (request, reply) => {
          const row = await find(request);
          if (row.status !== 'accepted' || row.reviewerId === null) {
            throw conflict(
              row.status === 'invited'
                ? 'Accept the invitation before attaching files.'
                : 'This review can no longer change.',
            );
          }
          const [account] = await db
            .select({ id: users.id, email: users.email, name: users.name })
            .from(users)
            .where(eq(users.id, row.reviewerId));
          if (!account) throw notFound('The review');
          // The upload's rules (types, sizes, contents) are the same as everywhere; the file is
          // the reviewer's, reached through their assignment.
          const uploader: SessionUser = {
            ...account,
            role: 'author',
            journals: [],
            sessionId: 0,
            via: 'bearer',
          };
          const upload = await receiveUpload(request, uploader, context);
          if (upload.purpose !== 'review') {
            await storage.delete(upload.storageKey);
            throw new HttpError(400, 'Send the purpose "review" with an annotated file.', {
              purpose: ['Use the purpose "review".'],
            });
          }
          const file = await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(files)
              .values({
                ownerId: account.id,
                purpose: 'review',
                storageKey: upload.storageKey,
                originalName: upload.originalName,
                mimeType: upload.mimeType,
                size: upload.size,
                isPublic: false,
              })
              .returning();
            if (!created) throw new Error('the file was not recorded');
            await tx.insert(reviewFiles).values({
              submissionId: row.submissionId,
              round: row.round,
              assignmentId: row.id,
              kind: 'annotated',
              fileId: created.id,
            });
            return created;
          });
          return reply.code(201).send({
            id: file.id,
            name: file.originalName,
            size: file.size,
            mimeType: file.mimeType,
          });
        },
      );
    });
  }
}
