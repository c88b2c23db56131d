import { apiErrorSchema, cachePurgeBodySchema, cachePurgeSchema } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSiteAdmin } from '../access/access';
import { clientNetwork } from '../auth/client-network';
import {
  type ContentChange,
  contentChanged,
  contentChangesOf,
  journalChange,
} from '../content/content-changes';
import type { AppContext } from '../context';
import { journals } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

const tags = ['cache'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Purge streams one node serves at most: web servers need one each. */
export const MAX_PURGE_STREAMS = 200;
/**
 * Purge streams one client network (an IPv4 address, an IPv6 /64) holds at most on one node: a
 * web server needs one, a few share an address behind a proxy, and nobody can take every slot
 * from one address and shut the web servers out of their purges.
 */
export const MAX_PURGE_STREAMS_PER_CLIENT = 16;
/** A comment line this often keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** How soon an `EventSource`-style client reconnects. */
const RETRY_MS = 2_000;

/**
 * Page-cache purges: the stream web servers follow (`GET cache/purges`) and the editors' manual
 * purge for changes made outside the API (`POST admin/cache/purge`).
 */
export function registerCacheRoutes(api: FastifyInstance, context: AppContext): void {
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const changes = contentChangesOf(context);
  const open = new Set<() => void>();
  /** Streams open on this node, by client network. */
  const streamsByClient = new Map<string, number>();
  // Streams never end on their own; a closing server (deploy, SIGTERM) ends them before it waits
  // for open connections, so the web servers reconnect to another node at once.
  api.addHook('preClose', async () => {
    for (const end of open) end();
  });

  routes.get(
    '/cache/purges',
    {
      schema: {
        tags,
        summary: 'Follow content changes (server-sent events) to purge cached pages',
        description:
          'A `text/event-stream` for web servers that cache public pages: `event: ready` once subscribed, then `event: purge` with `{ tags, reason }` for every change of public content on any API node (tags: `all`, `site`, `journal:<slug>`). A subscriber that loses the stream may have missed purges and must drop its cache. 503 when the node already serves its limit of streams; 429 when the caller’s address (IPv4, or IPv6 /64) already holds its share of them.',
        response: { 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (changes.size >= MAX_PURGE_STREAMS) {
        throw new HttpError(503, 'Too many purge streams are open on this server; try another.');
      }
      const client = clientNetwork(request.ip);
      const held = streamsByClient.get(client) ?? 0;
      if (held >= MAX_PURGE_STREAMS_PER_CLIENT) {
        throw new HttpError(
          429,
          `This address already follows ${held} purge streams on this server; close one first.`,
        );
      }
      streamsByClient.set(client, held + 1);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-request-id': request.id,
      });
      const send = (event: string, data: unknown) =>
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      raw.write(`retry: ${RETRY_MS}\n\n`);
      const unsubscribe = changes.subscribe((change: ContentChange) => send('purge', change));
      send('ready', {});
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        if (!open.has(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        const left = (streamsByClient.get(client) ?? 1) - 1;
        if (left > 0) streamsByClient.set(client, left);
        else streamsByClient.delete(client);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      raw.once('close', end);
    },
  );

  routes.post(
    '/admin/cache/purge',
    {
      schema: {
        tags,
        summary: 'Purge cached public pages (after content was changed outside the API)',
        description:
          'With `journal`, that journal’s pages and the site-wide lists; without, every page. Publishing and cover changes purge on their own; use this after an SQL fix or a re-seed.',
        security: signedIn,
        body: cachePurgeBodySchema,
        response: {
          200: cachePurgeSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      const slug = request.body.journal;
      let change: ContentChange = { tags: ['all'], reason: 'purged by an editor' };
      if (slug !== undefined) {
        const [journal] = await context.db
          .select({ slug: journals.slug })
          .from(journals)
          .where(eq(journals.slug, slug));
        if (!journal) throw notFound('The journal');
        change = journalChange(journal.slug, 'purged by an editor');
      }
      contentChanged(context, change);
      return { tags: change.tags };
    },
  );
}
