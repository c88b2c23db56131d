import { staffEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBackOffice } from '../access/access';
import {
  findStaffCandidates,
  listJournalStaff,
  removeJournalStaff,
  setJournalStaff,
} from '../access/journal-staff';
import { changeStaffOf, seeStaffOf } from '../access/staff-access';
import { sessionLookupOf } from '../auth/session-lookup';
import { emailMatches } from '../auth/user-view';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { HttpError } from '../http/errors';

/**
 * A journal's staff (`admin/journals/:journalId/staff…`): who holds which role, and giving or
 * taking roles. A change applies to the person's next request on this node, and within the
 * session reuse window (`SESSION_REUSE_MS`, one second by default) on the others.
 */
export function registerJournalStaffRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const rolesChanged = (userId: number) =>
    sessionLookupOf(db, config.sessionReuseMs).forget({ userId });

  routes.route({
    ...endpointRoute(staffEndpoints.list),
    handler: async (request) => {
      const { journalId } = request.params;
      await seeStaffOf(db, requireBackOffice(request), journalId);
      return { data: await listJournalStaff(db, journalId, request.query.q) };
    },
  });

  routes.route({
    ...endpointRoute(staffEndpoints.candidates),
    handler: async (request) => {
      const { journalId } = request.params;
      await changeStaffOf(db, requireBackOffice(request), journalId);
      return { data: await findStaffCandidates(db, journalId, request.query.name) };
    },
  });

  /** The person's entry in the staff list once changed. */
  async function memberAfterChange(journalId: number, userId: number) {
    rolesChanged(userId);
    const member = (await listJournalStaff(db, journalId)).find(
      (entry) => entry.user.id === userId,
    );
    if (!member) throw new HttpError(409, 'The roles were changed meanwhile; reload the staff.');
    return member;
  }

  routes.route({
    ...endpointRoute(staffEndpoints.add),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      await changeStaffOf(db, user, journalId);
      const { email, ...roles } = request.body;
      const [person] = await db.select({ id: users.id }).from(users).where(emailMatches(email));
      if (!person) {
        throw new HttpError(404, 'No one has an account with this email address.', {
          email: ['No account uses this address: ask the person to register first.'],
        });
      }
      await setJournalStaff(db, journalId, person.id, roles, user.id);
      return memberAfterChange(journalId, person.id);
    },
  });

  routes.route({
    ...endpointRoute(staffEndpoints.set),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId, userId } = request.params;
      await changeStaffOf(db, user, journalId);
      await setJournalStaff(db, journalId, userId, request.body, user.id);
      return memberAfterChange(journalId, userId);
    },
  });

  routes.route({
    ...endpointRoute(staffEndpoints.remove),
    handler: async (request, reply) => {
      const user = requireBackOffice(request);
      const { journalId, userId } = request.params;
      await changeStaffOf(db, user, journalId);
      if (!(await removeJournalStaff(db, journalId, userId, user.id))) {
        throw new HttpError(404, 'This person holds no staff role in this journal.');
      }
      rolesChanged(userId);
      return reply.code(204).send(null);
    },
  });
}
