import { apiErrorSchema, siteSettingsBodySchema, siteSettingsSchema } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSiteAdmin } from '../access/access';
import { contentChanged } from '../content/content-changes';
import type { AppContext } from '../context';
import { readSiteSettings, saveSiteSettings } from '../settings/site-settings';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
};

/** `GET/PUT admin/settings`: the site's own settings, for its administrators. */
export function registerAdminSettingsRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

  routes.get(
    '/admin/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'The site’s settings as its administrators edit them',
        security,
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      return readSiteSettings(db);
    },
  );

  routes.put(
    '/admin/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Save the site’s settings (from the version they were read at)',
        description:
          'Site name, description, contact email, footer text, abstract word limit. 409 naming who saved since. Every page is purged: the settings shape them all.',
        security,
        body: siteSettingsBodySchema,
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireSiteAdmin(request);
      await saveSiteSettings(db, request.body, user);
      contentChanged(context, { tags: ['all'], reason: 'site settings changed' });
      return readSiteSettings(db);
    },
  );
}
