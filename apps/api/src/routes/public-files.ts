import { apiErrorSchema } from '@quire/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../context';
import { files } from '../db/schema';
import { isInlineType, sendStoredFile } from '../files/send-stored-file';
import { isValidStorageKey, PUBLIC_KEY_PREFIXES } from '../files/storage-key';
import { notFound } from '../http/errors';

/** Storage keys are unique and never rewritten, so a public file can be cached for a year. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves public files at the server root as `backendUrl/{key}` — one `GET /{prefix}/*` route
 * per prefix in `PUBLIC_KEY_PREFIXES` (uploads, galleys, covers). Only keys whose `files` row is
 * public are served; anything else, including traversal attempts, is the same 404.
 */
export function registerPublicFileRoutes(app: FastifyInstance, { db, storage }: AppContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const prefix of PUBLIC_KEY_PREFIXES) {
    typed.get(
      `/${prefix}/*`,
      {
        schema: {
          tags: ['files'],
          summary: `Download a public file under ${prefix}/ (its storage key is its path)`,
          params: z.object({
            '*': z.string().describe('The rest of the storage key, e.g. 2026/11/<uuid>.png'),
          }),
          response: { 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const key = `${prefix}/${request.params['*']}`;
        // Rejecting malformed keys before the database also keeps `..`, `%2e%2e` and `\` out.
        if (!isValidStorageKey(key)) throw notFound('The file');
        const [row] = await db
          .select({
            storageKey: files.storageKey,
            mimeType: files.mimeType,
            originalName: files.originalName,
          })
          .from(files)
          .where(and(eq(files.storageKey, key), eq(files.isPublic, true)))
          .limit(1);
        if (!row) throw notFound('The file');
        return sendStoredFile(reply, storage, row, {
          disposition: isInlineType(row.mimeType) ? 'inline' : 'attachment',
          cacheControl: PUBLIC_CACHE_CONTROL,
        });
      },
    );
  }
}
