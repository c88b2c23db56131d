import { contactBodySchema, contactResponseSchema } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { contactMessages, journals } from '../db/schema';
import { validationError } from '../http/errors';

/** What the sender is told once the message is stored. */
export const CONTACT_THANKS = 'Thank you — your message has been sent.';

/** `POST contact`: stores a message and mails it to the journal's contact or the site's address. */
export function registerContactRoutes(
  api: FastifyInstance,
  { db, config, mailer }: AppContext,
): void {
  api.withTypeProvider<ZodTypeProvider>().post(
    '/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to a journal’s editors or to the site',
        description: `Stored, then mailed to the journal's contact address (or the site's). Answers 201 \`{ message: '${CONTACT_THANKS}' }\`.`,
        body: contactBodySchema,
        response: { 201: contactResponseSchema },
      },
    },
    async (request, reply) => {
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
      await db
        .insert(contactMessages)
        .values({ journalId: journal?.id ?? null, name, email, subject, message });
      const to = journal?.contactEmail ?? config.contactEmail;
      const about = journal ? ` about ${journal.title}` : '';
      try {
        await mailer.send({
          to,
          replyTo: email,
          subject: `[Contact] ${subject}`,
          text: `${name} <${email}> wrote${about}:\n\n${message}\n`,
        });
      } catch (error) {
        // The message is stored, so the sender is not asked to resend; the editors see it there.
        request.log.error({ err: error }, 'could not mail a contact message');
      }
      return reply.status(201).send({ message: CONTACT_THANKS });
    },
  );
}
