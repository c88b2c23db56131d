import {
  apiErrorSchema,
  chatAllReadSchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageReadSchema,
  chatMessageSchema,
  markChatMessageReadBodySchema,
  sendChatMessageBodySchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attemptCountersOf } from '../auth/rate-limit';
import { requireUser } from '../auth/session';
import { countUnread, loadChatHistory } from '../chat/chat-history';
import { markAllRead, markMessageRead } from '../chat/chat-read';
import { sendChatMessage } from '../chat/chat-send';
import { takeChatSend } from '../chat/send-rate-limit';
import type { AppContext } from '../context';
import { noopRealtime } from '../realtime/realtime-emitter';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The signed-in user's side of their one conversation with the administrators:
 * history, send (idempotent by client id), mark read, unread count. Changes are pushed to the
 * user's other tabs and to the administrators through `context.realtime`.
 */
export function registerChatUserRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const realtime = () => context.realtime ?? noopRealtime;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user/messages',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Read your conversation with the administrators, newest first (before/after cursors)',
        querystring: chatHistoryQuerySchema,
        response: { 200: chatHistorySchema, ...errors },
      },
    },
    async (request) =>
      loadChatHistory(db, config.backendUrl, requireUser(request).id, request.query, 'user'),
  );

  routes.post(
    '/user/messages',
    {
      schema: {
        tags: ['chat'],
        summary:
          'Send a message to the administrators, with `chat` files uploaded before (a retry with the same client_id answers 200 with the stored message)',
        body: sendChatMessageBodySchema,
        response: {
          200: chatMessageSchema,
          201: chatMessageSchema,
          ...errors,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await takeChatSend(
        attemptCountersOf(context),
        'user',
        user.id,
        context.config.chatRateLimit,
        context.config.chatRateWindowMs,
      );
      const sent = await sendChatMessage(
        db,
        config.backendUrl,
        user.id,
        'user',
        user,
        request.body,
      );
      // A retry is announced again: the node that stored the first attempt may have died before
      // announcing it. Clients drop a message id they already hold, so a repeat costs nothing.
      realtime().emitToConversation(user.id, 'new_message', sent.message);
      // Acknowledged only once announced: a node killed after the 201 has told the others.
      await realtime().announced();
      return reply.status(sent.created ? 201 : 200).send(sent.message);
    },
  );

  routes.post(
    '/user/messages/read',
    {
      schema: {
        tags: ['chat'],
        summary: 'Mark a message from the administrators read',
        body: markChatMessageReadBodySchema,
        response: { 200: chatMessageReadSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const read = await markMessageRead(db, user.id, request.body.id, 'user');
      realtime().emitToConversation(user.id, 'read_message', read.id);
      return read;
    },
  );

  routes.post(
    '/user/messages/read-all',
    {
      schema: {
        tags: ['chat'],
        summary: 'Mark every message from the administrators read',
        response: { 200: chatAllReadSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await markAllRead(db, user.id, 'user');
      // The user's other tabs and the administrators mark the administrators' messages read;
      // the user's own stay as they were (only an administrator reads those).
      if (result.count > 0) {
        realtime().emitToUser(user.id, 'read_all_messages');
        realtime().emitToAdmins('read_all_messages', user.id);
      }
      return result;
    },
  );

  routes.get(
    '/user/messages/unread-count',
    {
      schema: {
        tags: ['chat'],
        summary: 'How many messages from the administrators you have not read',
        response: { 200: z.object({ count: z.number().int().min(0) }), ...errors },
      },
    },
    async (request) => ({ count: await countUnread(db, requireUser(request).id, 'user') }),
  );
}
