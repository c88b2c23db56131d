import multipart from '@fastify/multipart';
import { filesEndpoints, type UploadedFile } from '@quire/contracts';
import { and, eq, isNotNull, isNull, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { editorialScope, hasBackOffice, isSiteAdmin } from '../access/access';
import { submissionInScope } from '../access/scope-sql';
import { attemptCountersOf } from '../auth/rate-limit';
import { requireUser, type SessionUser } from '../auth/session';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { isForeignKeyViolation } from '../db/pg-errors';
import { discussionAttachments, files, submissionFiles, submissions } from '../db/schema';
import { receiveUpload } from '../files/receive-upload';
import { sendStoredFile } from '../files/send-stored-file';
import { insertWithinQuota, uploadAllowance } from '../files/storage-quota';
import { STORAGE_KEY_COLUMNS } from '../files/stored-file-sweep';
import { largestUploadBytes } from '../files/upload-policy';
import { takeUpload } from '../files/upload-rate-limit';
import { endpointRoute } from '../http/endpoint-route';
import { conflict, HttpError, notFound } from '../http/errors';

const ATTACHED_MESSAGE =
  'This file belongs to a submission; remove it from the submission instead.';
const SENT_IN_CHAT_MESSAGE =
  'This file was sent in a chat message; delete the message to remove it.';
const IN_USE_MESSAGE =
  'This file is in use (as an avatar, a cover or a published file); replace it there first.';
/** The columns besides `files` that point at a stored file: a file they name stays. */
const IN_USE_COLUMNS = STORAGE_KEY_COLUMNS.filter((column) => column !== files.storageKey);
/** Purposes of the public copies an article's editors publish (`admin/articles/:id/…`). */
const PUBLISHED_PURPOSES = ['figure', 'article-supplementary'];
const NOT_MULTIPART = 'Send the file as multipart/form-data with the fields "purpose" and "file".';

/**
 * Whether a user may download a stored file: their own, any for a site administrator, and for
 * an editor the files of the submissions within their editorial scope (one query, only then).
 */
async function mayDownload(
  db: Database,
  user: SessionUser,
  file: { id: number; ownerId: number | null },
): Promise<boolean> {
  if (file.ownerId === user.id || isSiteAdmin(user)) return true;
  if (!hasBackOffice(user)) return false;
  const [attached] = await db
    .select({ id: submissionFiles.id })
    .from(submissionFiles)
    .innerJoin(submissions, eq(submissions.id, submissionFiles.submissionId))
    .where(
      and(
        eq(submissionFiles.fileId, file.id),
        ne(submissions.status, 'draft'),
        submissionInScope(editorialScope(user)),
      ),
    )
    .limit(1);
  return attached !== undefined;
}

/** `POST files`: upload one file, in its own scope so only this route parses multipart bodies. */
function registerUploadRoute(api: FastifyInstance, context: AppContext): void {
  const { config, db, storage } = context;
  const counters = attemptCountersOf(context);
  api.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: largestUploadBytes(config),
        files: 1,
        fields: 5,
        parts: 10,
        fieldSize: 1024, // `purpose` is one short word
      },
    });
    // A body of another content type fails in Fastify's parser before any hook runs; answer it
    // with what this route wants rather than the API-wide "send JSON".
    scope.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, NOT_MULTIPART);
      throw error;
    });
    // An upload refused early (signed out, CSRF, unknown purpose, too large…) leaves the rest of
    // the body unread: the app reads and drops it after the answer (`registerUnreadBodyDrain`),
    // so the client can finish sending and read the refusal.
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...endpointRoute(filesEndpoints.upload),
      // The body schema documents the form; the multipart body is read (and checked) as a
      // stream by the handler, so there is no parsed body to validate here.
      validatorCompiler: () => (value) => ({ value }),
      preValidation: async (request) => {
        if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
      },
      handler: async (request, reply) => {
        const user = requireUser(request);
        // Both limits are checked before the body is read, so a refusal costs no bytes on disk.
        await takeUpload(counters, user.id, config);
        const { quota, allowance } = await uploadAllowance(db, user, config);
        const upload = await receiveUpload(request, user, context, allowance);
        // Checked again as the row is written: another upload may have used the room meanwhile.
        const row = await insertWithinQuota(
          db,
          {
            ownerId: user.id,
            purpose: upload.purpose,
            storageKey: upload.storageKey,
            originalName: upload.originalName,
            mimeType: upload.mimeType,
            size: upload.size,
            isPublic: upload.policy.isPublic,
          },
          quota,
        ).catch(async (error: unknown) => {
          await storage.delete(upload.storageKey);
          throw error;
        });
        const body: UploadedFile = {
          id: row.id,
          purpose: upload.purpose,
          originalName: row.originalName,
          mimeType: row.mimeType,
          size: row.size,
          isPublic: row.isPublic,
          url: row.isPublic ? `${config.backendUrl}/${row.storageKey}` : null,
          createdAt: row.createdAt.toISOString(),
        };
        return reply.status(201).send(body);
      },
    });
  });
}

/**
 * `POST files` (upload), `GET files/:id` (download a private file: owner or admin) and
 * `DELETE files/:id`. Another user's file answers 404, exactly like a missing one.
 */
export function registerFileRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, storage } = context;
  registerUploadRoute(api, context);
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.route({
    ...endpointRoute(filesEndpoints.download),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const [row] = await db.select().from(files).where(eq(files.id, request.params.id)).limit(1);
      if (!row || !(await mayDownload(db, user, row))) throw notFound('The file');
      return sendStoredFile(reply, storage, row, {
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  });

  typed.route({
    ...endpointRoute(filesEndpoints.remove),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const id = request.params.id;
      const yours = isSiteAdmin(user) ? undefined : eq(files.ownerId, user.id);
      // A submission's files are part of its record: they are removed through the submission;
      // a sent chat attachment is part of the conversation both parties see, removed with its
      // message. The check is part of the delete itself, so a file attached meanwhile is never deleted
      // (with its attachment, by cascade) on the strength of an earlier "not attached".
      const [row] = await db
        .delete(files)
        .where(
          and(
            eq(files.id, id),
            yours,
            isNull(files.chatMessageId),
            // Nor a file sent in a discussion: it is part of the submission's record.
            notExists(
              db
                .select({ one: sql`1` })
                .from(discussionAttachments)
                .where(
                  and(
                    eq(discussionAttachments.fileId, files.id),
                    isNotNull(discussionAttachments.messageId),
                  ),
                ),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(submissionFiles)
                .where(eq(submissionFiles.fileId, files.id)),
            ),
            // Nor a published article's file: an image of its full text, a supplementary file
            // (listed now, or by an earlier version readers may still open).
            or(eq(files.isPublic, false), notInArray(files.purpose, PUBLISHED_PURPOSES)),
            // Nor one shown elsewhere: an avatar, a cover, a published galley.
            ...IN_USE_COLUMNS.map((column) =>
              notExists(
                db.select({ one: sql`1` }).from(column.table).where(eq(column, files.storageKey)),
              ),
            ),
          ),
        )
        .returning({ storageKey: files.storageKey })
        .catch((error: unknown) => {
          // Attached by a concurrent request after the check above: the attachment's foreign
          // key (no cascade) refuses the delete.
          if (isForeignKeyViolation(error)) throw conflict(ATTACHED_MESSAGE);
          throw error;
        });
      if (!row) {
        // Nothing deleted: say why — only now, so a successful delete stays one statement.
        const [kept] = await db
          .select({ id: files.id, chatMessageId: files.chatMessageId })
          .from(files)
          .where(and(eq(files.id, id), yours))
          .limit(1);
        if (!kept) throw notFound('The file');
        if (kept.chatMessageId !== null) throw conflict(SENT_IN_CHAT_MESSAGE);
        const [attached] = await db
          .select({ one: sql`1` })
          .from(submissionFiles)
          .where(eq(submissionFiles.fileId, id))
          .limit(1);
        throw conflict(attached ? ATTACHED_MESSAGE : IN_USE_MESSAGE);
      }
      // The row is gone, so the file is unreachable even if removing its bytes fails.
      await storage.delete(row.storageKey).catch((error: unknown) => {
        request.log.warn({ err: error, storageKey: row.storageKey }, 'could not remove file');
      });
      return reply.status(204).send(null);
    },
  });
}
