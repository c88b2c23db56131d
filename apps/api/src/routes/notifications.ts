import {
  apiErrorSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationParamsSchema,
  notificationSchema,
  notificationsReadSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import type { AppContext } from '../context';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications/notification-store';

const tags = ['notifications'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The signed-in user's notifications (`user/notifications…`): list (newest first, unread total),
 * read one, mark read (idempotent), mark all read. New ones also arrive live as `new_notification`.
 */
export function registerNotificationRoutes(api: FastifyInstance, { db }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/user/notifications',
    {
      schema: {
        tags,
        summary:
          'Your notifications, newest first, with the unread total (unread=true: only unread)',
        security: signedIn,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(db, requireUser(request).id, request.query),
  );

  // Registered before `:id` routes for readability; the paths differ by method anyway.
  routes.post(
    '/user/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Mark every unread notification read',
        security: signedIn,
        response: { 200: notificationsReadSchema, ...errors },
      },
    },
    async (request) => markAllNotificationsRead(db, requireUser(request).id),
  );

  routes.get(
    '/user/notifications/:id',
    {
      schema: {
        tags,
        summary: 'One of your notifications (reading it does not mark it read)',
        security: signedIn,
        params: notificationParamsSchema,
        response: { 200: notificationSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => getNotification(db, requireUser(request).id, request.params.id),
  );

  routes.post(
    '/user/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark a notification read (the first read time is kept)',
        security: signedIn,
        params: notificationParamsSchema,
        response: { 200: notificationSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => markNotificationRead(db, requireUser(request).id, request.params.id),
  );
}
