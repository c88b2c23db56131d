import { CONTACT_THANKS, contactEndpoints } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientNetwork } from '../auth/client-network';
import { attemptCountersOf, tooManyRequests, waitInWords } from '../auth/rate-limit';
import type { AppContext } from '../context';
import { contactMessages, journals } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { validationError } from '../http/errors';
import { mailQueueOf } from '../mail/app-mail-queue';

/** What the sender is told once the message is stored (declared with the endpoint). */
export { CONTACT_THANKS };

/** The 429 of the contact form, saying how long to wait. */
function tooManyMessages(ttlMs: number) {
  return tooManyRequests(
    ttlMs,
    `Too many messages. Please wait ${waitInWords(ttlMs)} before sending another.`,
  );
}

/**
 * `POST contact`: stores a message and mails it to the journal's contact or the site's address.
 * Each client (IPv4 address or IPv6 /64) may send `config.contactRateLimit` messages per
 * `config.contactRateWindowMs`, counted on counters shared through Redis when it is configured.
 */
export function registerContactRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const mail = mailQueueOf(context);
  const counters = attemptCountersOf(context);
  api.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(contactEndpoints.send),
    handler: async (request, reply) => {
      const { name, email, subject, message, journal: journalSlug } = request.body;
      let journal: { id: number; title: string; contactEmail: string | null } | undefined;
      if (journalSlug) {
        [journal] = await db
          .select({ id: journals.id, title: journals.title, contactEmail: journals.contactEmail })
          .from(journals)
          .where(eq(journals.slug, journalSlug));
        if (!journal) {
          throw validationError({ journal: ['There is no journal with this address.'] });
        }
      }
      // Counted once the message is known to be stored and mailed: that is what floods cost.
      const sent = await counters.add(
        `contact:${clientNetwork(request.ip)}`,
        config.contactRateWindowMs,
      );
      if (sent.count > config.contactRateLimit) throw tooManyMessages(sent.ttlMs);
      await db
        .insert(contactMessages)
        .values({ journalId: journal?.id ?? null, name, email, subject, message });
      const to = journal?.contactEmail ?? config.contactEmail;
      const about = journal ? ` about ${journal.title}` : '';
      // Queued: the message is stored, so the sender never waits for (or fails with) the mail.
      await mail.enqueue({
        to,
        replyTo: email,
        subject: `[Contact] ${subject}`,
        text: `${name} <${email}> wrote${about}:\n\n${message}\n`,
      });
      return reply.status(201).send({ message: CONTACT_THANKS });
    },
  });
}
