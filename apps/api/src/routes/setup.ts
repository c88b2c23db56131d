import { authEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRateLimit } from '../auth/rate-limit';
import { signInAnswer } from '../auth/sign-in-answer';
import { contentChanged } from '../content/content-changes';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { HttpError, validationError } from '../http/errors';
import { runFirstSetup, SetupRefusedError, SiteAlreadySetUpError } from '../setup/first-run';
import { setupStateOf } from '../setup/setup-state';

/** The 404 of `POST setup` on a site that has been set up: the address is gone for good. */
const setupGone = () => new HttpError(404, 'There is no setup to do: this site is already set up.');

/**
 * The first-run setup. `GET setup` says whether it is still to do; `POST setup` (accepted only
 * while no administrator exists, see `registerSetupGate`) names the site, creates the first
 * administrator, signs them in and optionally creates the first journal. Once done, `POST setup`
 * answers 404.
 */
export function registerSetupRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const state = setupStateOf(db);
  const routes = api.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...endpointRoute(authEndpoints.setupStatus),
    handler: async (_request, reply) => {
      const required = !(await state.isComplete());
      // A site that is set up stays so: caches may keep that answer; the other may change any time.
      reply.header('cache-control', required ? 'no-store' : 'public, max-age=300');
      return { required };
    },
  });
  routes.route({
    ...endpointRoute(authEndpoints.setup),
    config: authRateLimit(config),
    handler: async (request, reply) => {
      try {
        const { administrator, journal } = await runFirstSetup(context, request.body);
        contentChanged(context, {
          tags: ['all'],
          reason: journal ? `first-run setup (journal ${journal.slug})` : 'first-run setup',
        });
        reply.status(201);
        return await signInAnswer(context, request, reply, administrator);
      } catch (error) {
        if (error instanceof SiteAlreadySetUpError) throw setupGone();
        if (!(error instanceof SetupRefusedError)) throw error;
        throw validationError(error.field ? { [error.field]: [error.message] } : {}, error.message);
      }
    },
  });
}
