import { siteSettingsEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSiteAdmin } from '../access/access';
import { contentChanged } from '../content/content-changes';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { readSiteSettings, saveSiteSettings } from '../settings/site-settings';

/** `GET/PUT admin/settings`: the site's own settings, for its administrators. */
export function registerAdminSettingsRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(siteSettingsEndpoints.read),
    handler: async (request) => {
      requireSiteAdmin(request);
      return readSiteSettings(db);
    },
  });

  routes.route({
    ...endpointRoute(siteSettingsEndpoints.save),
    handler: async (request) => {
      const user = requireSiteAdmin(request);
      await saveSiteSettings(db, request.body, user);
      contentChanged(context, { tags: ['all'], reason: 'site settings changed' });
      return readSiteSettings(db);
    },
  });
}
