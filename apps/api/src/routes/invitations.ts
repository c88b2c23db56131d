import { invitationsEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireBackOffice } from '../access/access';
import {
  acceptInvitation,
  cancelInvitation,
  createInvitation,
  listInvitations,
  readInvitation,
  registerByInvitation,
  resendInvitation,
} from '../access/invitations';
import { changeStaffOf } from '../access/staff-access';
import { weakPasswordReason } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { authRateLimit } from '../auth/rate-limit';
import { requireUser } from '../auth/session';
import { sessionLookupOf } from '../auth/session-lookup';
import { signInAnswer } from '../auth/sign-in-answer';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { HttpError, validationError } from '../http/errors';

/**
 * Invitations to a journal's staff. Its managers (and site administrators) invite by email,
 * list the open invitations, send one again with a new link, or withdraw it
 * (`admin/journals/:journalId/invitations…`); the invited person opens the link
 * (`invitations/:token`) and accepts it signed in, or creates their account with it.
 */
export function registerInvitationRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...endpointRoute(invitationsEndpoints.list),
    handler: async (request) => {
      const { journalId } = request.params;
      await changeStaffOf(db, requireBackOffice(request), journalId);
      return { data: await listInvitations(db, journalId) };
    },
  });

  routes.route({
    ...endpointRoute(invitationsEndpoints.create),
    handler: async (request, reply) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      await changeStaffOf(db, user, journalId);
      const created = await createInvitation(context, journalId, request.body, user);
      return reply.code(201).send(created);
    },
  });

  routes.route({
    ...endpointRoute(invitationsEndpoints.resend),
    handler: async (request) => {
      const user = requireBackOffice(request);
      const { journalId, invitationId } = request.params;
      await changeStaffOf(db, user, journalId);
      return resendInvitation(context, journalId, invitationId, user);
    },
  });

  routes.route({
    ...endpointRoute(invitationsEndpoints.cancel),
    handler: async (request, reply) => {
      const { journalId, invitationId } = request.params;
      const user = requireBackOffice(request);
      await changeStaffOf(db, user, journalId);
      if (!(await cancelInvitation(db, journalId, invitationId, user.id))) {
        throw new HttpError(404, 'The invitation was not found.');
      }
      return reply.code(204).send(null);
    },
  });

  routes.route({
    ...endpointRoute(invitationsEndpoints.read),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readInvitation(db, request.params.token);
    },
  });

  routes.route({
    ...endpointRoute(invitationsEndpoints.accept),
    handler: async (request) => {
      const user = requireUser(request);
      const accepted = await acceptInvitation(db, request.params.token, user.id);
      sessionLookupOf(db, config.sessionReuseMs).forget({ userId: user.id });
      return accepted;
    },
  });

  routes.route({
    ...endpointRoute(invitationsEndpoints.register),
    config: authRateLimit(config),
    handler: async (request, reply) => {
      const { name, password } = request.body;
      const invitation = await readInvitation(db, request.params.token);
      const weak = weakPasswordReason(password, invitation.email);
      if (weak) throw validationError({ password: [weak] }, weak);
      const passwordHash = await hashPassword(password);
      const user = await registerByInvitation(db, request.params.token, { name, passwordHash });
      const answer = await signInAnswer(context, request, reply, user);
      return reply.code(201).send(answer);
    },
  });
}
