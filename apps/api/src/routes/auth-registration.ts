import {
  apiErrorSchema,
  confirmRegistrationBodySchema,
  registerBodySchema,
  registerResponseSchema,
  signInResponseSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backgroundTasksOf } from '../auth/background-tasks';
import { clientNetwork } from '../auth/client-network';
import { createMailThrottle } from '../auth/mail-throttle';
import { weakPasswordReason } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { attemptCountersOf, authRateLimit } from '../auth/rate-limit';
import {
  confirmRegistration,
  REGISTRATION_INVALID_MESSAGE,
  REGISTRATION_REQUESTED_MESSAGE,
  startRegistration,
} from '../auth/registration';
import { signInAnswer } from '../auth/sign-in-answer';
import type { AppContext } from '../context';
import { validationError } from '../http/errors';

const tags = ['auth'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/**
 * `auth/register` and `auth/confirm-registration`. Registering never tells whether the address
 * has an account: the answer is always the same 202, given after the same work (the password is
 * hashed either way), and what differs — which mail goes out — happens after the reply. The
 * account is created, and signed in, only when the mailed link is confirmed.
 */
export function registerRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const { config } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tasks = backgroundTasksOf(context);
  const registrationMailAllowed = createMailThrottle(attemptCountersOf(context), 'register');

  api.post(
    '/auth/register',
    {
      config: authRateLimit(config),
      schema: {
        tags,
        summary:
          'Start an author account: mails a confirmation link (always 202 with the same answer)',
        description:
          'A new address gets a single-use link to `/auth/confirm` on the web app, valid for `REGISTRATION_TTL_HOURS` (24 h); the account is created when it is confirmed (`POST auth/confirm-registration`). An address that already has an account gets a note to its owner instead. The role is always author.',
        body: registerBodySchema,
        response: { 202: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { name, email, password, affiliation, orcid } = request.body;
      const weak = weakPasswordReason(password, email);
      if (weak) throw validationError({ password: [weak] }, weak);
      // Hashed whether or not the address has an account, so the reply takes as long either way.
      const passwordHash = await hashPassword(password);
      const client = clientNetwork(request.ip);
      tasks.run(
        async () => {
          if (!(await registrationMailAllowed(client, email))) return;
          await startRegistration(context, {
            name,
            email,
            passwordHash,
            affiliation: affiliation || null,
            orcid: orcid || null,
          });
        },
        (error) => request.log.error({ err: error }, 'registration mail failed'),
      );
      return reply.status(202).send({ message: REGISTRATION_REQUESTED_MESSAGE });
    },
  );

  api.post(
    '/auth/confirm-registration',
    {
      config: authRateLimit(config),
      schema: {
        tags,
        summary:
          'Confirm a registration with the mailed token: creates the account and signs it in (like `auth/login`)',
        description:
          'The token works once. An unknown, used or expired token — or an address that got an account since — answers 400 with the same message.',
        body: confirmRegistrationBodySchema,
        response: { 200: signInResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await confirmRegistration(context, request.body.token);
      if (!user) {
        throw validationError(
          { token: [REGISTRATION_INVALID_MESSAGE] },
          REGISTRATION_INVALID_MESSAGE,
        );
      }
      return signInAnswer(context, request, reply, user);
    },
  );
}
