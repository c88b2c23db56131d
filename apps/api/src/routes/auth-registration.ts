import { authEndpoints } from '@quire/contracts';
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
import { endpointRoute } from '../http/endpoint-route';
import { validationError } from '../http/errors';

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

  api.route({
    ...endpointRoute(authEndpoints.register),
    config: authRateLimit(config),
    handler: async (request, reply) => {
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
  });

  api.route({
    ...endpointRoute(authEndpoints.confirmRegistration),
    config: authRateLimit(config),
    handler: async (request, reply) => {
      const user = await confirmRegistration(context, request.body.token);
      if (!user) {
        throw validationError(
          { token: [REGISTRATION_INVALID_MESSAGE] },
          REGISTRATION_INVALID_MESSAGE,
        );
      }
      return signInAnswer(context, request, reply, user);
    },
  });
}
