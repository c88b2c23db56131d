import multipart from '@fastify/multipart';
import {
  apiErrorSchema,
  authorReviewsSchema,
  declineReviewBodySchema,
  journalIdParamsSchema,
  myReviewerInterestsSchema,
  myReviewSchema,
  pathIdSchema,
  reviewDraftBodySchema,
  reviewerInterestsBodySchema,
  reviewFileRefSchema,
  reviewTaskSchema,
  reviewTokenParamsSchema,
  submissionParamsSchema,
} from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, type SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import { files, reviewFiles, submissions, users } from '../db/schema';
import { receiveUpload } from '../files/receive-upload';
import { sendStoredFile } from '../files/send-stored-file';
import { largestUploadBytes } from '../files/upload-policy';
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
const fileIdSchema = z.object({ fileId: pathIdSchema });

/** The two ways to a review: `review-links/:token` (the mailed link) and `reviews/:id` (signed in). */
const ENTRIES = [
  {
    prefix: '/review-links/:token',
    params: reviewTokenParamsSchema,
    security: [] as Record<string, string[]>[],
    access: (request: FastifyRequest): ReviewerAccess => ({
      token: (request.params as { token: string }).token,
    }),
  },
  {
    prefix: '/reviews/:id',
    params: z.object({ id: pathIdSchema }),
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
 * decided rounds of their submission at `user/submissions/:id/reviews`.
 */
export function registerReviewReviewerRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, storage, config } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/reviews',
    {
      schema: {
        tags,
        security: [{ bearer: [] }, { cookie: [] }],
        summary: 'My reviews: invitations, reviews in progress and past reviews',
        response: { 200: z.object({ data: z.array(myReviewSchema) }), 401: apiErrorSchema },
      },
    },
    async (request) => ({ data: await myReviews(db, requireUser(request).id) }),
  );

  routes.get(
    '/user/reviewer-interests',
    {
      schema: {
        tags,
        security: [{ bearer: [] }, { cookie: [] }],
        summary: 'The journals where I review, with the interests I declared in each',
        response: {
          200: z.object({ data: z.array(myReviewerInterestsSchema) }),
          401: apiErrorSchema,
        },
      },
    },
    async (request) => ({ data: await interestsOfReviewer(db, requireUser(request).id) }),
  );

  routes.put(
    '/user/reviewer-interests/:journalId',
    {
      schema: {
        tags,
        security: [{ bearer: [] }, { cookie: [] }],
        summary:
          'Declare my interests in a journal where I review (editors see them when inviting)',
        description: '404 when the signed-in person is not a reviewer of the journal.',
        params: journalIdParamsSchema,
        body: reviewerInterestsBodySchema,
        response: { 200: reviewerInterestsBodySchema, ...errors },
      },
    },
    async (request) =>
      saveReviewerInterests(
        db,
        requireUser(request).id,
        request.params.journalId,
        request.body.interests,
      ),
  );

  routes.get(
    '/user/submissions/:id/reviews',
    {
      schema: {
        tags,
        security: [{ bearer: [] }, { cookie: [] }],
        summary: 'The decided review rounds of my submission: letters and the reviews shared',
        params: submissionParamsSchema,
        response: { 200: authorReviewsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const submission = await findSubmission(db, request.params.id, { ownerId: user.id });
      if (!submission) throw notFound('The submission');
      return authorReviews(db, submission, user.id);
    },
  );

  for (const entry of ENTRIES) {
    const { prefix, params, security } = entry;
    const find = (request: FastifyRequest) => reviewerAssignment(db, entry.access(request));
    const answer = (row: AssignmentRow) => reviewTask(context, row);

    routes.get(
      prefix,
      {
        schema: {
          tags,
          security,
          summary: 'The review: the submission as the reviewer may see it, the form, the draft',
          params,
          response: { 200: reviewTaskSchema, ...errors },
        },
      },
      async (request) => answer(await find(request)),
    );

    routes.post(
      `${prefix}/accept`,
      {
        schema: {
          tags,
          security,
          summary: 'Accept the invitation (creates the reviewer’s account if they have none)',
          params,
          response: { 200: reviewTaskSchema, ...errors, ...refused },
        },
      },
      async (request) => answer(await acceptAssignment(context, await find(request))),
    );

    routes.post(
      `${prefix}/decline`,
      {
        schema: {
          tags,
          security,
          summary: 'Decline the invitation with a reason, and perhaps suggest someone else',
          params,
          body: declineReviewBodySchema,
          response: { 200: reviewTaskSchema, ...errors, ...refused },
        },
      },
      async (request) =>
        answer(await declineAssignment(context, await find(request), request.body)),
    );

    routes.put(
      `${prefix}/review`,
      {
        schema: {
          tags,
          security,
          summary: 'Save the review’s draft',
          params,
          body: reviewDraftBodySchema,
          response: { 200: reviewTaskSchema, ...errors, ...refused },
        },
      },
      async (request) => {
        const row = await find(request);
        await saveDraft(db, row, request.body);
        return answer(row);
      },
    );

    routes.post(
      `${prefix}/review/submit`,
      {
        schema: {
          tags,
          security,
          summary:
            'Submit the review: it becomes final and read-only (the link then stops working)',
          params,
          body: reviewDraftBodySchema,
          response: { 200: reviewTaskSchema, ...errors, ...refused },
        },
      },
      async (request) => answer(await submitReview(context, await find(request), request.body)),
    );

    routes.get(
      `${prefix}/files/:fileId`,
      {
        schema: {
          tags,
          security,
          summary:
            'Download a file of the review (the manuscript as offered, or an own annotated file)',
          params: params.extend(fileIdSchema.shape),
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

    routes.delete(
      `${prefix}/files/:fileId`,
      {
        schema: {
          tags,
          security,
          summary: 'Remove an annotated file from the review (before it is submitted)',
          params: params.extend(fileIdSchema.shape),
          response: { 200: reviewTaskSchema, ...errors, ...refused },
        },
      },
      async (request) => {
        const row = await find(request);
        if (row.status !== 'accepted') throw conflict('This review can no longer change.');
        const removed = await db.transaction(async (tx) => {
          const [link] = await tx
            .delete(reviewFiles)
            .where(
              and(
                eq(reviewFiles.assignmentId, row.id),
                eq(reviewFiles.fileId, request.params.fileId),
              ),
            )
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
    );

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
      scope.withTypeProvider<ZodTypeProvider>().post(
        `${prefix}/files`,
        {
          schema: {
            tags,
            security,
            summary:
              'Attach an annotated file to the review (multipart: purpose=review, then file)',
            consumes: ['multipart/form-data'],
            params,
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
