import { chatEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attemptCountersOf } from '../auth/rate-limit';
import { requireUser } from '../auth/session';
import { countUnread, loadChatHistory } from '../chat/chat-history';
import { markAllRead, markMessageRead } from '../chat/chat-read';
import { sendChatMessage } from '../chat/chat-send';
import { takeChatSend } from '../chat/send-rate-limit';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { noopRealtime } from '../realtime/realtime-emitter';

/**
 * The signed-in user's side of their one conversation with the administrators:
 * history, send (idempotent by client id), mark read, unread count. Changes are pushed to the
 * user's other tabs and to the administrators through `context.realtime`.
 */
export function registerChatUserRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const realtime = () => context.realtime ?? noopRealtime;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(chatEndpoints.messages),
    handler: async (request) =>
      loadChatHistory(db, config.backendUrl, requireUser(request).id, request.query, 'user'),
  });

  routes.route({
    ...endpointRoute(chatEndpoints.send),
    handler: async (request, reply) => {
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
  });

  routes.route({
    ...endpointRoute(chatEndpoints.markRead),
    handler: async (request) => {
      const user = requireUser(request);
      const read = await markMessageRead(db, user.id, request.body.id, 'user');
      realtime().emitToConversation(user.id, 'read_message', read.id);
      return read;
    },
  });

  routes.route({
    ...endpointRoute(chatEndpoints.markAllRead),
    handler: async (request) => {
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
  });

  routes.route({
    ...endpointRoute(chatEndpoints.unreadCount),
    handler: async (request) => ({ count: await countUnread(db, requireUser(request).id, 'user') }),
  });
}
