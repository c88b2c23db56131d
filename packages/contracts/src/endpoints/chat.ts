import { z } from 'zod';
import {
  chatAllReadSchema,
  chatConversationParamsSchema,
  chatConversationSchema,
  chatConversationsQuerySchema,
  chatHistoryQuerySchema,
  chatHistorySchema,
  chatMessageParamsSchema,
  chatMessageReadSchema,
  chatMessageSchema,
  markChatMessageReadBodySchema,
  realtimeTicketSchema,
  sendChatMessageBodySchema,
} from '../chat';
import { apiErrorSchema, listSchema } from '../common';
import { endpoint } from '../endpoint';

/** A request refused, signed out, or (the inbox) not a site administrator. */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/**
 * Socket tickets one session may mint per minute. A client needs one per connection attempt and
 * reconnects every 1–5 s at most, so a reconnect storm is slowed, never locked out.
 */
export const REALTIME_TICKETS_PER_MINUTE = 10;

/**
 * The signed-in user's conversation with the administrators (`user/messages…`), and the ticket
 * that authenticates a socket that cannot send the cookie (`realtime/ticket`), as `api.chat`.
 * Marking read and the ticket are background calls: never behind the loading overlay.
 */
export const chatEndpoints = {
  messages: endpoint({
    method: 'GET',
    path: '/user/messages',
    tags: ['chat'],
    signedIn: true,
    summary: 'Read your conversation with the administrators, newest first (before/after cursors)',
    query: chatHistoryQuerySchema,
    responses: { 200: chatHistorySchema, ...errors },
  }),
  send: endpoint({
    method: 'POST',
    path: '/user/messages',
    tags: ['chat'],
    signedIn: true,
    summary:
      'Send a message to the administrators, with `chat` files uploaded before (a retry with the same client_id answers 200 with the stored message)',
    body: sendChatMessageBodySchema,
    responses: {
      200: chatMessageSchema,
      201: chatMessageSchema,
      ...errors,
      429: apiErrorSchema,
    },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/user/messages/read',
    background: true,
    tags: ['chat'],
    signedIn: true,
    summary: 'Mark a message from the administrators read',
    body: markChatMessageReadBodySchema,
    responses: { 200: chatMessageReadSchema, ...errors, 404: apiErrorSchema },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/user/messages/read-all',
    background: true,
    tags: ['chat'],
    signedIn: true,
    summary: 'Mark every message from the administrators read',
    responses: { 200: chatAllReadSchema, ...errors },
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/user/messages/unread-count',
    tags: ['chat'],
    signedIn: true,
    summary: 'How many messages from the administrators you have not read',
    responses: { 200: z.object({ count: z.number().int().min(0) }), ...errors },
  }),
  ticket: endpoint({
    method: 'GET',
    path: '/realtime/ticket',
    background: true,
    tags: ['chat'],
    signedIn: true,
    summary: `Get a single-use ticket (valid 60 s) that authenticates a socket as \`auth.ticket\`; at most ${REALTIME_TICKETS_PER_MINUTE} a minute per session`,
    responses: { 200: realtimeTicketSchema, 401: apiErrorSchema, 429: apiErrorSchema },
  }),
} as const;

/**
 * The administrators' inbox (`admin/conversations…`, `admin/messages/:id`), as `api.adminChat`:
 * conversations, a conversation's history, replies, read marks and deletions.
 */
export const adminChatEndpoints = {
  conversations: endpoint({
    method: 'GET',
    path: '/admin/conversations',
    tags: ['chat'],
    signedIn: true,
    summary:
      'List conversations, most recent activity first, with unread counts and presence (q: name or email; unread=true)',
    query: chatConversationsQuerySchema,
    responses: { 200: listSchema(chatConversationSchema), ...errors },
  }),
  messages: endpoint({
    method: 'GET',
    path: '/admin/conversations/:userId/messages',
    tags: ['chat'],
    signedIn: true,
    summary: "Read a user's conversation, newest first (before/after cursors)",
    params: chatConversationParamsSchema,
    query: chatHistoryQuerySchema,
    responses: { 200: chatHistorySchema, ...errors, 404: apiErrorSchema },
  }),
  send: endpoint({
    method: 'POST',
    path: '/admin/conversations/:userId/messages',
    tags: ['chat'],
    signedIn: true,
    summary:
      'Reply to a user, with `chat` files uploaded before (a retry with the same client_id answers 200 with the stored message)',
    params: chatConversationParamsSchema,
    body: sendChatMessageBodySchema,
    responses: {
      200: chatMessageSchema,
      201: chatMessageSchema,
      ...errors,
      404: apiErrorSchema,
      429: apiErrorSchema,
    },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/admin/conversations/:userId/read',
    background: true,
    tags: ['chat'],
    signedIn: true,
    summary: "Mark one of the user's messages read",
    params: chatConversationParamsSchema,
    body: markChatMessageReadBodySchema,
    responses: { 200: chatMessageReadSchema, ...errors, 404: apiErrorSchema },
  }),
  markAllRead: endpoint({
    method: 'POST',
    path: '/admin/conversations/:userId/read-all',
    background: true,
    tags: ['chat'],
    signedIn: true,
    summary: "Mark all of the user's messages read",
    params: chatConversationParamsSchema,
    responses: { 200: chatAllReadSchema, ...errors, 404: apiErrorSchema },
  }),
  deleteMessage: endpoint({
    method: 'DELETE',
    path: '/admin/messages/:id',
    tags: ['chat'],
    signedIn: true,
    summary: 'Delete one message (and its files)',
    params: chatMessageParamsSchema,
    responses: { 204: z.null(), ...errors, 404: apiErrorSchema },
  }),
  deleteConversation: endpoint({
    method: 'DELETE',
    path: '/admin/conversations/:userId',
    tags: ['chat'],
    signedIn: true,
    summary: "Delete a user's whole conversation (and its files)",
    params: chatConversationParamsSchema,
    responses: { 204: z.null(), ...errors, 404: apiErrorSchema },
  }),
} as const;
