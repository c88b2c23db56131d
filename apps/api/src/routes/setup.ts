import {
  apiErrorSchema,
  setupBodySchema,
  setupStatusSchema,
  signInResponseSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRateLimit } from '../auth/rate-limit';
import { signInAnswer } from '../auth/sign-in-answer';
import { contentChanged } from '../content/content-changes';
import type { AppContext } from '../context';
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
  routes.get(
    '/setup',
    {
      schema: {
        tags: ['setup'],
        summary: 'Whether the site still waits for its first-run setup',
        description:
          '`{ required: true }` while no administrator exists (a new site without the demo seed): the web app then sends every page to its setup page.',
        response: { 200: setupStatusSchema },
      },
    },
    async (_request, reply) => {
      const required = !(await state.isComplete());
      // A site that is set up stays so: caches may keep that answer; the other may change any time.
      reply.header('cache-control', required ? 'no-store' : 'public, max-age=300');
      return { required };
    },
  );
  routes.post(
    '/setup',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['setup'],
        summary:
          'First-run setup: the site name, the first administrator (signed in) and optionally the first journal',
        description:
          'Accepted only while no administrator exists; afterwards 404. Two setups at once create one administrator: the other is refused. The password follows the registration policy.',
        body: setupBodySchema,
        response: { 201: signInResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
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
  );
}
