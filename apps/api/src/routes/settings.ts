import { contentEndpoints } from '@quire/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { revalidateWithEtag } from '../content/conditional-get';
import type { AppContext } from '../context';
import { settings } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';

/** `GET settings`: the public key/value settings (for example `default_avatar`). */
export function registerSettingRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(contentEndpoints.settings),
    onSend: revalidateWithEtag,
    handler: async () => ({
      data: await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .orderBy(asc(settings.key)),
    }),
  });
}
