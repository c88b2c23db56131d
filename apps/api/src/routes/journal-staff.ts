import {
  addJournalStaffBodySchema,
  apiErrorSchema,
  journalIdParamsSchema,
  journalStaffBodySchema,
  journalStaffMemberSchema,
  journalStaffParamsSchema,
  journalStaffQuerySchema,
  staffCandidateSchema,
  staffCandidatesQuerySchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { HttpError } from '../http/errors';

const tags = ['staff'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

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

  routes.get(
    '/admin/journals/:journalId/staff',
    {
      schema: {
        tags,
        summary:
          'A journal’s staff: each person with their roles (and sections, as section editor)',
        description:
          'For the journal’s managers, editors and section editors, and site administrators; anyone else gets 404. Most senior role first, then by name. `q` keeps the people whose name or email contains it.',
        security: signedIn,
        params: journalIdParamsSchema,
        querystring: journalStaffQuerySchema,
        response: { 200: z.object({ data: z.array(journalStaffMemberSchema) }), ...errors },
      },
    },
    async (request) => {
      const { journalId } = request.params;
      await seeStaffOf(db, requireBackOffice(request), journalId);
      return { data: await listJournalStaff(db, journalId, request.query.q) };
    },
  );

  routes.get(
    '/admin/journals/:journalId/staff/candidates',
    {
      schema: {
        tags,
        summary: 'Find the accounts whose name contains `name`, to add one to a journal’s staff',
        description:
          'Managers of the journal and site administrators (those who may change its staff); anyone else gets 404 or 403 as for the staff. At most ten, names starting with the text first; disabled accounts are left out. 400 naming `name` under two letters.',
        security: signedIn,
        params: journalIdParamsSchema,
        querystring: staffCandidatesQuerySchema,
        response: { 200: z.object({ data: z.array(staffCandidateSchema) }), ...errors },
      },
    },
    async (request) => {
      const { journalId } = request.params;
      await changeStaffOf(db, requireBackOffice(request), journalId);
      return { data: await findStaffCandidates(db, journalId, request.query.name) };
    },
  );

  /** The person's entry in the staff list once changed. */
  async function memberAfterChange(journalId: number, userId: number) {
    rolesChanged(userId);
    const member = (await listJournalStaff(db, journalId)).find(
      (entry) => entry.user.id === userId,
    );
    if (!member) throw new HttpError(409, 'The roles were changed meanwhile; reload the staff.');
    return member;
  }

  routes.post(
    '/admin/journals/:journalId/staff',
    {
      schema: {
        tags,
        summary: 'Give roles in a journal to the person with an account at this email address',
        description:
          'Managers of the journal and site administrators. Their roles in the journal become exactly these; 404 naming `email` when no account uses the address.',
        security: signedIn,
        params: journalIdParamsSchema,
        body: addJournalStaffBodySchema,
        response: { 200: journalStaffMemberSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  routes.put(
    '/admin/journals/:journalId/staff/:userId',
    {
      schema: {
        tags,
        summary: 'Give a person exactly these roles in a journal (roles left out are taken away)',
        description:
          'Managers of the journal and site administrators. A section editor needs `sectionIds` (sections of this journal); roles kept keep their date.',
        security: signedIn,
        params: journalStaffParamsSchema,
        body: journalStaffBodySchema,
        response: { 200: journalStaffMemberSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId, userId } = request.params;
      await changeStaffOf(db, user, journalId);
      await setJournalStaff(db, journalId, userId, request.body, user.id);
      return memberAfterChange(journalId, userId);
    },
  );

  routes.delete(
    '/admin/journals/:journalId/staff/:userId',
    {
      schema: {
        tags,
        summary: 'Take every staff role in a journal from a person (an author stays an author)',
        security: signedIn,
        params: journalStaffParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireBackOffice(request);
      const { journalId, userId } = request.params;
      await changeStaffOf(db, user, journalId);
      if (!(await removeJournalStaff(db, journalId, userId, user.id))) {
        throw new HttpError(404, 'This person holds no staff role in this journal.');
      }
      rolesChanged(userId);
      return reply.code(204).send(null);
    },
  );
}
