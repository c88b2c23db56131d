import { adminChatEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSiteAdmin } from '../access/access';
import { attemptCountersOf } from '../auth/rate-limit';
import { deleteChatMessage, deleteConversation } from '../chat/chat-delete';
import { loadChatHistory } from '../chat/chat-history';
import { markAllRead, markMessageRead } from '../chat/chat-read';
import { sendChatMessage } from '../chat/chat-send';
import { requireConversationOwner } from '../chat/conversation-owner';
import { listConversations } from '../chat/conversations';
import { removeStoredFiles } from '../chat/remove-stored-files';
import { takeChatSend } from '../chat/send-rate-limit';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { noopRealtime } from '../realtime/realtime-emitter';

/**
 * The administrators' inbox: conversations, a conversation's history, replies, read marks and
 * deletions. Admin-only (401/403 otherwise); every change is pushed to the conversation's user
 * and to the other administrators.
 */
export function registerChatAdminRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const realtime = () => context.realtime ?? noopRealtime;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(adminChatEndpoints.conversations),
    handler: async (request) => {
      requireSiteAdmin(request);
      return listConversations(db, config, realtime(), request.query);
    },
  });

  routes.route({
    ...endpointRoute(adminChatEndpoints.messages),
    handler: async (request) => {
      requireSiteAdmin(request);
      return loadChatHistory(db, config.backendUrl, request.params.userId, request.query, 'admin');
    },
  });

  routes.route({
    ...endpointRoute(adminChatEndpoints.send),
    handler: async (request, reply) => {
      const admin = requireSiteAdmin(request);
      const { userId } = request.params;
      await requireConversationOwner(db, userId);
      await takeChatSend(
        attemptCountersOf(context),
        'admin',
        admin.id,
        context.config.chatRateLimit,
        context.config.chatRateWindowMs,
      );
      const sent = await sendChatMessage(
        db,
        config.backendUrl,
        userId,
        'admin',
        admin,
        request.body,
      );
      // A retry is announced again: the node that stored the first attempt may have died before
      // announcing it. Clients drop a message id they already hold, so a repeat costs nothing.
      realtime().emitToConversation(userId, 'new_message', sent.message);
      // Acknowledged only once announced: a node killed after the 201 has told the others.
      await realtime().announced();
      return reply.status(sent.created ? 201 : 200).send(sent.message);
    },
  });

  routes.route({
    ...endpointRoute(adminChatEndpoints.markRead),
    handler: async (request) => {
      requireSiteAdmin(request);
      const { userId } = request.params;
      await requireConversationOwner(db, userId);
      const read = await markMessageRead(db, userId, request.body.id, 'admin');
      realtime().emitToConversation(userId, 'read_message', read.id);
      return read;
    },
  });

  routes.route({
    ...endpointRoute(adminChatEndpoints.markAllRead),
    handler: async (request) => {
      requireSiteAdmin(request);
      const { userId } = request.params;
      await requireConversationOwner(db, userId);
      const result = await markAllRead(db, userId, 'admin');
      // The user's tabs turn their messages to "Read", the other administrators' tabs drop the
      // unread badge. Not `read_all_messages`: that one says the user read the administrators'.
      if (result.count > 0) {
        realtime().emitToConversation(userId, 'read_all_by_admin', {
          userId,
          readAt: result.read_at,
        });
      }
      return result;
    },
  });

  routes.route({
    ...endpointRoute(adminChatEndpoints.deleteMessage),
    handler: async (request, reply) => {
      requireSiteAdmin(request);
      const { id } = request.params;
      const { userId, storageKeys } = await deleteChatMessage(db, id);
      await removeStoredFiles(request.log, context.storage, storageKeys);
      realtime().emitToConversation(userId, 'deleted_message', id);
      return reply.status(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(adminChatEndpoints.deleteConversation),
    handler: async (request, reply) => {
      requireSiteAdmin(request);
      const { userId } = request.params;
      const storageKeys = await deleteConversation(db, userId);
      await removeStoredFiles(request.log, context.storage, storageKeys);
      realtime().emitToUser(userId, 'deleted_chat');
      realtime().emitToAdmins('deleted_chat', userId);
      return reply.status(204).send(null);
    },
  });
}
