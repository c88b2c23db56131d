import {
  apiErrorSchema,
  listSchema,
  peopleQuerySchema,
  personParamsSchema,
  personSchema,
} from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSiteAdmin } from '../access/access';
import { enableAccount, listPeople } from '../access/people';
import { setSiteAdministrator } from '../access/site-administrators';
import { sessionLookupOf } from '../auth/session-lookup';
import { disableAccount } from '../auth/session-store';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { conflict, HttpError } from '../http/errors';

const tags = ['people'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * The site's people (`admin/users…`, site administrators only): search and filter by role,
 * journal and state, and disable or enable an account. Disabling ends every session of the
 * account and its sockets, as signing out does; a disabled account cannot sign in.
 */
export function registerPeopleRoutes(api: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'The site’s people: name or email search, role, journal and state filters',
        description:
          '`role` is `site_admin` or a journal role; `journal` a journal slug (people with a role in it). Sorted by `name`, `email`, `lastSignIn` or `joined`, `dir` asc or desc; never signed in sorts last.',
        security: signedIn,
        querystring: peopleQuerySchema,
        response: { 200: listSchema(personSchema), ...errors },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      return listPeople(db, request.query);
    },
  );

  for (const [method, admin] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    routes[method](
      '/admin/users/:userId/site-admin',
      {
        schema: {
          tags,
          summary: admin
            ? 'Make a person a site administrator'
            : 'Take the site administrator role from a person',
          description: admin
            ? 'They may then do everything, in every journal. Applies from their next request.'
            : 'Refused (409) for the last administrator who can sign in: a site always keeps one.',
          security: signedIn,
          params: personParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
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
    );
  }

  routes.post(
    '/admin/users/:userId/disable',
    {
      schema: {
        tags,
        summary: 'Disable an account: its sessions and sockets end, and it cannot sign in',
        description:
          'Refused (409) for your own account, so the site always keeps an administrator who can sign in.',
        security: signedIn,
        params: personParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
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
  );

  routes.post(
    '/admin/users/:userId/enable',
    {
      schema: {
        tags,
        summary: 'Enable a disabled account: it can sign in again',
        security: signedIn,
        params: personParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const admin = requireSiteAdmin(request);
      const { userId } = request.params;
      if (!(await enableAccount(db, userId, admin.id))) {
        const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
        if (!exists) throw new HttpError(404, 'The person was not found.');
        throw conflict('This account is not disabled.');
      }
      return reply.code(204).send(null);
    },
  );
}
