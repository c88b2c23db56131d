import { settingSchema } from '@quire/contracts';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revalidateWithEtag } from '../content/conditional-get';
import type { AppContext } from '../context';
import { settings } from '../db/schema';

/** `GET settings`: the public key/value settings (for example `default_avatar`). */
export function registerSettingRoutes(api: FastifyInstance, { db }: AppContext): void {
  api.withTypeProvider<ZodTypeProvider>().get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'List the public site settings',
        response: { 200: z.object({ data: z.array(settingSchema) }) },
      },
      onSend: revalidateWithEtag,
    },
    async () => ({
      data: await db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .orderBy(asc(settings.key)),
    }),
  );
}
