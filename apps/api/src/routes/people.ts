import { peopleEndpoints } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSiteAdmin } from '../access/access';
import { enableAccount, listPeople } from '../access/people';
import { setSiteAdministrator } from '../access/site-administrators';
import { sessionLookupOf } from '../auth/session-lookup';
import { disableAccount } from '../auth/session-store';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { conflict, HttpError } from '../http/errors';

/**
 * The site's people (`admin/users…`, site administrators only): search and filter by role,
 * journal and state, and disable or enable an account. Disabling ends every session of the
 * account and its sockets, as signing out does; a disabled account cannot sign in.
 */
export function registerPeopleRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(peopleEndpoints.list),
    handler: async (request) => {
      requireSiteAdmin(request);
      return listPeople(db, request.query);
    },
  });

  for (const [declaration, admin] of [
    [peopleEndpoints.grantSiteAdmin, true],
    [peopleEndpoints.revokeSiteAdmin, false],
  ] as const) {
    routes.route({
      ...endpointRoute(declaration),
      handler: async (request, reply) => {
        const actor = requireSiteAdmin(request);
        const { userId } = request.params;
        if (!(await setSiteAdministrator(db, userId, admin, actor.id))) {
          throw conflict(
            admin
              ? 'This person is a site administrator already.'
              : 'This person is not a site administrator.',
          );
        }
        sessionLookupOf(db, context.config.sessionReuseMs).forget({ userId });
        return reply.code(204).send(null);
      },
    });
  }

  routes.route({
    ...endpointRoute(peopleEndpoints.disable),
    handler: async (request, reply) => {
      const admin = requireSiteAdmin(request);
      const { userId } = request.params;
      if (userId === admin.id) throw conflict('You cannot disable your own account.');
      const [person] = await db
        .select({ disabledAt: users.disabledAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!person) throw new HttpError(404, 'The person was not found.');
      if (person.disabledAt) throw conflict('This account is disabled already.');
      if (!(await disableAccount(db, userId, admin.id)))
        throw conflict('This account is disabled already.');
      return reply.code(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(peopleEndpoints.enable),
    handler: async (request, reply) => {
      const admin = requireSiteAdmin(request);
      const { userId } = request.params;
      if (!(await enableAccount(db, userId, admin.id))) {
        const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!exists) throw new HttpError(404, 'The person was not found.');
        throw conflict('This account is not disabled.');
      }
      return reply.code(204).send(null);
    },
  });
}
