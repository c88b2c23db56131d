import multipart from '@fastify/multipart';
import { apiErrorSchema, discussionAttachmentSchema, pathIdSchema } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptCountersOf } from '../auth/rate-limit';
import type { SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import { discussionMessages, files } from '../db/schema';
import {
  type DiscussionFileRow,
  recordPendingFile,
  threadFile,
  visibleAttachment,
} from '../discussions/discussion-attachments';
import { readerKey } from '../discussions/discussion-readers';
import {
  describeThreads,
  findThreadId,
  messageFor,
  openThread,
} from '../discussions/discussion-store';
import { contentDisposition } from '../files/content-disposition';
import { receiveUpload } from '../files/receive-upload';
import { sendStoredFile } from '../files/send-stored-file';
import { insertWithinQuota, uploadAllowance } from '../files/storage-quota';
import { largestUploadBytes } from '../files/upload-policy';
import { takeUpload } from '../files/upload-rate-limit';
import { conflict, HttpError, notFound } from '../http/errors';
import { cleanedPdf, readAll } from '../review/manuscript-check';
import { mustCleanDiscussionFile } from '../review/visibility';
import { discussionEntries, fileUrlOf, type Seat, threadOf } from './discussions';

const tags = ['discussions'];
const NOT_MULTIPART =
  'Send the file as multipart/form-data with "purpose" (discussion), then "file".';
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Said to a reviewer who has not accepted yet (by link or signed in) and sends a file. */
export const ACCEPT_BEFORE_FILES =
  'Accept the review invitation before sending files in its discussion.';

/**
 * Who an upload to a discussion counts against: the signed-in reader, or the reviewer's account
 * when they came by their mailed link (limits and quota are the account's, as on `POST files`).
 * Accepting gives a reviewer invited by address an account, so every accepted reviewer has one;
 * a reviewer who has not accepted — with or without an account — writes but sends no files yet.
 */
function uploaderOf(request: FastifyRequest, seat: Seat): SessionUser {
  const { reader } = seat;
  const { userId } = reader;
  if ('assignment' in reader && reader.assignment.status === 'invited') {
    throw conflict(ACCEPT_BEFORE_FILES);
  }
  if (userId === null) throw conflict(ACCEPT_BEFORE_FILES);
  if (request.user?.id === userId) return request.user;
  return {
    id: userId,
    email: '',
    name: seat.reader.name,
    role: 'author',
    journals: [],
    sessionId: 0,
    via: 'bearer',
  };
}

/** Sends a file's bytes to a reader who must get it without metadata (see `visibility.ts`). */
async function sendCleanedPdf(
  reply: FastifyReply,
  context: AppContext,
  file: DiscussionFileRow,
  name: string,
): Promise<FastifyReply> {
  const stored = await context.storage.get(file.storageKey);
  if (!stored) throw notFound('The file');
  const cleaned = await cleanedPdf(await readAll(stored.stream)).catch(() => null);
  if (!cleaned) {
    throw conflict(
      'This PDF could not be checked for its writer’s name; ask the editor to send another copy.',
    );
  }
  return reply
    .header('content-type', file.mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition('attachment', name))
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(cleaned));
}

/**
 * Files in discussions, under each way into them (`…/discussions/:thread/attachments`):
 * `POST` uploads one file to the thread (multipart, `purpose=discussion` then `file`; the types,
 * sizes, contents, rate limit and quota of `POST files`), to be sent with the reader's next
 * message (`attachmentIds`); `GET …/:fileId` downloads a sent file for the thread's readers only
 * (and a waiting one for its uploader), named and cleaned by the visibility rule. Anyone else
 * gets the 404 of an unknown file. Registered by hand, not from a declaration in
 * `@quire/contracts` (a declaration's body and answer are JSON), under each entry's declared path.
 */
export function registerDiscussionAttachmentRoutes(api: FastifyInstance, context: AppContext) {
  const { config, db, storage } = context;
  const counters = attemptCountersOf(context);
  const threadParams = z.object({ thread: z.string() });
  const fileParams = threadParams.extend({ fileId: pathIdSchema });

  for (const entry of discussionEntries(context)) {
    api.withTypeProvider<ZodTypeProvider>().get(
      `${entry.prefix}/:thread/attachments/:fileId`,
      {
        schema: {
          tags,
          security: entry.security,
          summary: 'Download a file sent in the discussion (its readers only)',
          description:
            'Named as the reader may know its sender (a neutral name otherwise); a reviewer in double anonymous review receives PDFs with their metadata removed.',
          params: entry.params.extend(fileParams.shape),
          response: { ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const seat = await entry.seat(request);
        const thread = threadOf(seat, request.params.thread);
        const threadId = await findThreadId(db, seat.submission.id, thread);
        const file = threadId ? await threadFile(db, threadId, request.params.fileId) : null;
        if (!file) throw notFound('The file');
        if (file.messageId === null) {
          // Not sent yet: its uploader's alone.
          if (file.uploader !== readerKey(seat.reader)) throw notFound('The file');
          return sendStoredFile(
            reply,
            storage,
            { ...file, originalName: file.name },
            {
              disposition: 'attachment',
              cacheControl: 'private, no-store',
            },
          );
        }
        const [message] = await db
          .select()
          .from(discussionMessages)
          .where(eq(discussionMessages.id, file.messageId));
        if (!message) throw notFound('The file');
        const view = messageFor(seat.reader, seat.submission, message, thread, [], {
          rows: [file],
          url: fileUrlOf(context, seat, request.params.thread),
        });
        const name = view.attachments[0]?.name ?? file.name;
        const clean = mustCleanDiscussionFile(seat.reader.viewer, seat.submission.mode, {
          mimeType: file.mimeType,
          sentByViewer: view.sender.mine,
        });
        if (clean) return sendCleanedPdf(reply, context, file, name);
        return sendStoredFile(
          reply,
          storage,
          { ...file, originalName: name },
          {
            disposition: 'attachment',
            cacheControl: 'private, no-store',
          },
        );
      },
    );
  }

  // Uploads: multipart, in their own scope so only these routes parse such bodies.
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
    for (const entry of discussionEntries(context)) {
      scope.withTypeProvider<ZodTypeProvider>().post(
        `${entry.prefix}/:thread/attachments`,
        {
          schema: {
            tags,
            security: entry.security,
            summary:
              'Upload a file to send with your next message (multipart: purpose=discussion, then file)',
            description:
              'The rules of `POST files` apply (types by extension and content, size, rate limit, quota). The file waits, visible to its uploader only, until a message names it in `attachmentIds`.',
            consumes: ['multipart/form-data'],
            params: entry.params.extend(threadParams.shape),
            response: {
              201: discussionAttachmentSchema,
              ...errors,
              409: apiErrorSchema,
              413: apiErrorSchema,
              415: apiErrorSchema,
              429: apiErrorSchema,
            },
          },
        },
        async (request, reply) => {
          // Who may write here first: an outsider learns nothing, not even what the body lacks.
          const seat = await entry.seat(request);
          const thread = threadOf(seat, request.params.thread);
          if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
          const [described] = await describeThreads(db, seat.submission, seat.reader, [thread]);
          if (!described?.canPost) {
            throw conflict('This review was withdrawn: its discussion is closed.');
          }
          const uploader = uploaderOf(request, seat);
          await takeUpload(counters, uploader.id, config);
          const { quota, allowance } = await uploadAllowance(db, uploader, config);
          const upload = await receiveUpload(request, uploader, context, allowance);
          const row = await (async () => {
            if (upload.purpose !== 'discussion') {
              throw new HttpError(400, 'Send the purpose "discussion" with a discussion’s file.', {
                purpose: ['Use the purpose "discussion".'],
              });
            }
            return insertWithinQuota(
              db,
              {
                ownerId: uploader.id,
                purpose: upload.purpose,
                storageKey: upload.storageKey,
                originalName: upload.originalName,
                mimeType: upload.mimeType,
                size: upload.size,
                isPublic: false,
              },
              quota,
            );
          })().catch(async (error: unknown) => {
            await storage.delete(upload.storageKey);
            throw error;
          });
          try {
            const opened = await openThread(db, seat.submission.id, thread);
            await recordPendingFile(db, opened.id, readerKey(seat.reader), row.id);
          } catch (error) {
            await db.delete(files).where(eq(files.id, row.id));
            await storage.delete(upload.storageKey);
            throw error;
          }
          const file: DiscussionFileRow = {
            id: row.id,
            messageId: null,
            uploader: readerKey(seat.reader),
            name: row.originalName,
            size: row.size,
            mimeType: row.mimeType,
            storageKey: row.storageKey,
          };
          return reply
            .code(201)
            .send(visibleAttachment(file, false, fileUrlOf(context, seat, described.key)));
        },
      );
    }
  });
}
