import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { jobsOf } from '../jobs/app-jobs';
import { MailQueue } from './mail-queue';

const queues = new WeakMap<object, MailQueue>();

/** The domain of `MAIL_FROM` (`Journal <no-reply@journal.org>` → `journal.org`). */
function domainOf(mailFrom: string): string | undefined {
  return /@([^\s>]+)>?\s*$/.exec(mailFrom)?.[1];
}

/**
 * Creates the app's mail queue in front of `context.mailer`, as `mail` jobs of the app's job
 * runner (`registerJobs` first), logging through the app's logger; closes the transport when the
 * app closes, once the runner has stopped. Registered before the routes: Fastify runs close hooks
 * last-registered first, so the routes' own close work (which may still queue mail) comes first.
 */
export function registerMailQueue(app: FastifyInstance, context: AppContext): MailQueue {
  const messageIdDomain = domainOf(context.config.mailFrom);
  const queue = new MailQueue(context.db, jobsOf(context), context.mailer, app.log, {
    ...(messageIdDomain ? { messageIdDomain } : {}),
    ...context.mailDelivery,
  });
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
