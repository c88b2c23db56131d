import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { journalSlugRedirects, journals } from '../db/schema';

/** `/api/journals/<slug>` and whatever follows it (the query string included). */
const JOURNAL_ADDRESS = /^(\/api\/journals\/)([^/?#]+)(.*)$/s;

/**
 * Old journal addresses keep working: a read under `/api/journals/<former slug>…` that found
 * nothing (404) answers 301 to the same address under the journal's current slug. Only misses
 * pay for the lookup; the web app turns the followed redirect into its own 301.
 */
export function registerJournalSlugRedirects(app: FastifyInstance, db: Database): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 404 || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return payload;
    }
    const match = JOURNAL_ADDRESS.exec(request.url);
    if (!match) return payload;
    const [, prefix, encodedSlug, rest] = match as unknown as [string, string, string, string];
    let slug: string;
    try {
      slug = decodeURIComponent(encodedSlug);
    } catch {
      return payload;
    }
    const [moved] = await db
      .select({ slug: journals.slug })
      .from(journalSlugRedirects)
      .innerJoin(journals, eq(journals.id, journalSlugRedirects.journalId))
      .where(eq(journalSlugRedirects.slug, slug));
    if (!moved) return payload;
    reply.code(301).header('location', `${prefix}${encodeURIComponent(moved.slug)}${rest}`);
    // The new slug in the body too, for clients that do not follow redirects (the web servers).
    return JSON.stringify({
      message: `The journal has moved to the address ${moved.slug}.`,
      slug: moved.slug,
    });
  });
}
