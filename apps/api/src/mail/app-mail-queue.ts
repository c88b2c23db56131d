import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { MailQueue } from './mail-queue';

const queues = new WeakMap<object, MailQueue>();

/**
 * Creates the app's mail queue in front of `context.mailer`, logging through the app's logger,
 * and flushes it when the app closes. Registered before the routes: Fastify runs close hooks
 * last-registered first, so the routes' own close work (which may still queue mail) comes first.
 */
export function registerMailQueue(app: FastifyInstance, context: AppContext): MailQueue {
  const queue = new MailQueue(context.mailer, app.log, context.mailDelivery);
  queues.set(context, queue);
  app.addHook('onClose', () => queue.close());
  return queue;
}

/** The mail queue of the app built on `context` (see `registerMailQueue`). */
export function mailQueueOf(context: AppContext): MailQueue {
  const queue = queues.get(context);
  if (!queue) throw new Error('registerMailQueue was not called for this app');
  return queue;
}
