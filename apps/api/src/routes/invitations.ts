import {
  acceptedInvitationSchema,
  apiErrorSchema,
  invitationBodySchema,
  invitationParamsSchema,
  invitationRegisterBodySchema,
  invitationSchema,
  invitationTokenParamsSchema,
  journalIdParamsSchema,
  publicInvitationSchema,
  signInResponseSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { HttpError, validationError } from '../http/errors';

const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/**
 * Invitations to a journal's staff. Its managers (and site administrators) invite by email,
 * list the open invitations, send one again with a new link, or withdraw it
 * (`admin/journals/:journalId/invitations…`); the invited person opens the link
 * (`invitations/:token`) and accepts it signed in, or creates their account with it.
 */
export function registerInvitationRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const admin = { tags: ['staff'], security: signedIn };
  const invitationsOf = '/admin/journals/:journalId/invitations';

  routes.get(
    invitationsOf,
    {
      schema: {
        ...admin,
        summary: 'A journal’s open invitations, newest first (expired ones too)',
        params: journalIdParamsSchema,
        response: { 200: z.object({ data: z.array(invitationSchema) }), ...errors },
      },
    },
    async (request) => {
      const { journalId } = request.params;
      await changeStaffOf(db, requireBackOffice(request), journalId);
      return { data: await listInvitations(db, journalId) };
    },
  );

  routes.post(
    invitationsOf,
    {
      schema: {
        ...admin,
        summary: 'Invite someone to the journal’s staff by email (a link is mailed to them)',
        description: `The link works for ${Math.round(config.invitationTtlMs / 86_400_000)} days and once; a newer invitation to the same address replaces an open one.`,
        params: journalIdParamsSchema,
        body: invitationBodySchema,
        response: { 201: invitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireBackOffice(request);
      const { journalId } = request.params;
      await changeStaffOf(db, user, journalId);
      const created = await createInvitation(context, journalId, request.body, user);
      return reply.code(201).send(created);
    },
  );

  routes.post(
    `${invitationsOf}/:invitationId/resend`,
    {
      schema: {
        ...admin,
        summary:
          'Send an invitation again: a new link and a new expiry (the old link stops working)',
        params: invitationParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireBackOffice(request);
      const { journalId, invitationId } = request.params;
      await changeStaffOf(db, user, journalId);
      return resendInvitation(context, journalId, invitationId, user);
    },
  );

  routes.delete(
    `${invitationsOf}/:invitationId`,
    {
      schema: {
        ...admin,
        summary: 'Withdraw an invitation: its link stops working',
        params: invitationParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { journalId, invitationId } = request.params;
      const user = requireBackOffice(request);
      await changeStaffOf(db, user, journalId);
      if (!(await cancelInvitation(db, journalId, invitationId, user.id))) {
        throw new HttpError(404, 'The invitation was not found.');
      }
      return reply.code(204).send(null);
    },
  );

  routes.get(
    '/invitations/:token',
    {
      schema: {
        tags: ['invitations'],
        summary: 'What an invitation link offers: the journal, the roles, who sent it',
        description:
          'One 404 for a link that is unknown, used, expired or withdrawn. `accountExists` says whether to sign in or to create the account.',
        params: invitationTokenParamsSchema,
        response: { 200: publicInvitationSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readInvitation(db, request.params.token);
    },
  );

  routes.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags: ['invitations'],
        summary: 'Accept an invitation as the signed-in account (roles held stay)',
        security: signedIn,
        params: invitationTokenParamsSchema,
        response: { 200: acceptedInvitationSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const accepted = await acceptInvitation(db, request.params.token, user.id);
      sessionLookupOf(db, config.sessionReuseMs).forget({ userId: user.id });
      return accepted;
    },
  );

  routes.post(
    '/invitations/:token/register',
    {
      config: authRateLimit(config),
      schema: {
        tags: ['invitations'],
        summary: 'Create the invited account at the invited address, accept, and sign in',
        description:
          'The link proves the address, so no confirmation mail follows. 409 when an account uses the address already: sign in and accept instead.',
        params: invitationTokenParamsSchema,
        body: invitationRegisterBodySchema,
        response: {
          201: signInResponseSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { name, password } = request.body;
      const invitation = await readInvitation(db, request.params.token);
      const weak = weakPasswordReason(password, invitation.email);
      if (weak) throw validationError({ password: [weak] }, weak);
      const passwordHash = await hashPassword(password);
      const user = await registerByInvitation(db, request.params.token, { name, passwordHash });
      const answer = await signInAnswer(context, request, reply, user);
      return reply.code(201).send(answer);
    },
  );
}
