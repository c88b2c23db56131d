import { apiErrorSchema, fileIdParamsSchema } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSiteAdmin } from '../access/access';
import { requireUser } from '../auth/session';
import type { AppContext } from '../context';
import { chatMessages, files } from '../db/schema';
import { sendStoredFile } from '../files/send-stored-file';
import { notFound } from '../http/errors';

const downloadQuery = z.object({
  download: z
    .enum(['1', 'true'], { error: 'download must be 1 or true.' })
    .optional()
    .transform((value) => value !== undefined),
});

/**
 * `GET chat/attachments/:id`: a file sent in a chat, for the two parties only — the
 * conversation's user and the administrators (and, before it is sent, its uploader). Anyone else
 * gets the 404 of an unknown file, so ids reveal nothing.
 */
export function registerChatAttachmentRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, storage } = context;
  api.withTypeProvider<ZodTypeProvider>().get(
    '/chat/attachments/:id',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Download a file sent in a chat (its user and administrators only); shown in place unless download=1',
        params: fileIdParamsSchema,
        querystring: downloadQuery,
        security: [{ bearer: [] }, { cookie: [] }],
        response: { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const [row] = await db
        .select({
          storageKey: files.storageKey,
          mimeType: files.mimeType,
          originalName: files.originalName,
          ownerId: files.ownerId,
          conversationUserId: chatMessages.userId,
        })
        .from(files)
        .leftJoin(chatMessages, eq(chatMessages.id, files.chatMessageId))
        .where(and(eq(files.id, request.params.id), eq(files.purpose, 'chat')))
        .limit(1);
      const allowed =
        row !== undefined &&
        (isSiteAdmin(user) ||
          row.conversationUserId === user.id ||
          (row.conversationUserId === null && row.ownerId === user.id));
      if (!row || !allowed) throw notFound('The file');
      return sendStoredFile(reply, storage, row, {
        disposition: request.query.download ? 'attachment' : 'inline',
        // The reader's own cache may keep it a while (the message list re-shows its previews);
        // shared caches never.
        cacheControl: 'private, max-age=600',
      });
    },
  );
}
