import { panelEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/session';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import {
  getNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../notifications/notification-store';

/**
 * The signed-in user's notifications (`user/notifications…`): list (newest first, unread total),
 * read one, mark read (idempotent), mark all read. New ones also arrive live as `new_notification`.
 */
export function registerNotificationRoutes(api: FastifyInstance, { db }: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(panelEndpoints.notifications),
    handler: async (request) => listNotifications(db, requireUser(request).id, request.query),
  });

  // Registered before `:id` routes for readability; the paths differ by method anyway.
  routes.route({
    ...endpointRoute(panelEndpoints.markAllNotificationsRead),
    handler: async (request) => markAllNotificationsRead(db, requireUser(request).id),
  });

  routes.route({
    ...endpointRoute(panelEndpoints.notification),
    handler: async (request) => getNotification(db, requireUser(request).id, request.params.id),
  });

  routes.route({
    ...endpointRoute(panelEndpoints.markNotificationRead),
    handler: async (request) =>
      markNotificationRead(db, requireUser(request).id, request.params.id),
  });
}
