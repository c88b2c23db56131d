import { accountEndpoints, authEndpoints } from '@quire/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backgroundTasksOf } from '../auth/background-tasks';
import { clientNetwork } from '../auth/client-network';
import { createMailThrottle } from '../auth/mail-throttle';
import { weakPasswordReason } from '../auth/password-policy';
import {
  consumeResetToken,
  RESET_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  sendPasswordReset,
} from '../auth/password-reset';
import { getDecoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { attemptCountersOf, authRateLimit } from '../auth/rate-limit';
import { requireUser } from '../auth/session';
import { clearSessionCookie } from '../auth/session-cookie';
import { replacePassword, revokeSession } from '../auth/session-store';
import { signInAnswer } from '../auth/sign-in-answer';
import { createSignInThrottle } from '../auth/sign-in-throttle';
import { emailMatches, toUser, userColumns } from '../auth/user-view';
import type { AppContext } from '../context';
import { sessions, users } from '../db/schema';
import { endpointRoute } from '../http/endpoint-route';
import { forbidden, unauthorized, validationError } from '../http/errors';
import { mailPasswordChanged } from '../notifications/notice-mail';
import { registerRegistrationRoutes } from './auth-registration';

/** The sign-in answer of a disabled account (with the right password). */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account is disabled. Please contact the site’s administrators.';

/** Same message for an unknown email and a wrong password: sign-in never reveals who has an account. */
export const BAD_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

/** Endpoints that need a session accept it from either place (see the security schemes). */

/**
 * `auth/*`: register and confirm (see `auth-registration.ts`), sign in (token in the body and an
 * HttpOnly cookie), session, sign out, forgot/reset/change password. Sign-in, register, forgot
 * and change password are rate limited per client; sign-in also through `createSignInThrottle`
 * (failures per account, per client and account), and the mail forgot-password sends through
 * `createMailThrottle`.
 */
export function registerAuthRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tasks = backgroundTasksOf(context);
  const counters = attemptCountersOf(context);
  const signInThrottle = createSignInThrottle(counters, config);
  const resetMailAllowed = createMailThrottle(counters, 'reset');
  // Hash the decoy now, so the first unknown-email sign-in is not the slow (revealing) one.
  getDecoyHash().catch((error: unknown) => app.log.error({ err: error }, 'decoy hash failed'));
  app.addHook('onClose', () => tasks.settled());

  registerRegistrationRoutes(app, context);

  api.route({
    ...endpointRoute(authEndpoints.login),
    config: authRateLimit(config),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const client = clientNetwork(request.ip);
      await signInThrottle.check(client, email);
      const [user] = await db
        .select({ ...userColumns, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
        .from(users)
        .where(emailMatches(email))
        .limit(1);
      // Unknown emails verify against a decoy so both failures take as long as each other.
      const valid = await verifyPassword(user?.passwordHash ?? (await getDecoyHash()), password);
      if (!user || !valid) {
        await signInThrottle.recordFailure(client, email);
        throw unauthorized(BAD_CREDENTIALS_MESSAGE);
      }
      // Said only to someone who knows the password: nobody else learns the account exists.
      if (user.disabledAt) throw forbidden(ACCOUNT_DISABLED_MESSAGE);
      const { passwordHash: _, disabledAt: __, ...row } = user;
      return signInAnswer(context, request, reply, row);
    },
  });

  api.route({
    ...endpointRoute(authEndpoints.session),
    handler: async (request) => {
      const current = requireUser(request);
      const [row] = await db
        .select({ ...userColumns, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, current.sessionId))
        .limit(1);
      if (!row) throw unauthorized();
      const { expiresAt, ...user } = row;
      return { user: toUser(user, config), expiresAt: expiresAt.toISOString() };
    },
  });

  api.route({
    ...endpointRoute(authEndpoints.logout),
    handler: async (request, reply) => {
      if (request.user) await revokeSession(db, request.user.sessionId);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  });

  api.route({
    ...endpointRoute(authEndpoints.forgotPassword),
    config: authRateLimit(config),
    handler: async (request, reply) => {
      const { email } = request.body;
      const client = clientNetwork(request.ip);
      // After the reply, so the response time says nothing about whether the account exists or
      // whether this client's mails to the address are used up (see createMailThrottle).
      tasks.run(
        async () => {
          if (await resetMailAllowed(client, email)) await sendPasswordReset(context, email);
        },
        (error) => request.log.error({ err: error }, 'password reset mail failed'),
      );
      return reply.status(202).send({ message: RESET_REQUESTED_MESSAGE });
    },
  });

  api.route({
    ...endpointRoute(authEndpoints.resetPassword),
    handler: async (request) => {
      const { token, password } = request.body;
      // Checked before the token is spent, so a rejected password does not burn the link.
      const weak = weakPasswordReason(password);
      if (weak) throw validationError({ password: [weak] }, weak);
      const userId = await consumeResetToken(context, token);
      if (userId === null) {
        throw validationError({ token: [RESET_INVALID_MESSAGE] }, RESET_INVALID_MESSAGE);
      }
      await replacePassword(db, userId, await hashPassword(password));
      await mailPasswordChanged(context, request.log, { userId });
      return { message: 'Your password has been reset. Sign in with your new password.' };
    },
  });

  api.route({
    ...endpointRoute(accountEndpoints.changePassword),
    config: authRateLimit(config),
    handler: async (request) => {
      const current = requireUser(request);
      const { currentPassword, newPassword } = request.body;
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, current.id))
        .limit(1);
      if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
        const message = 'The current password is incorrect.';
        throw validationError({ currentPassword: [message] }, message);
      }
      const weak =
        newPassword === currentPassword
          ? 'Choose a password different from your current one.'
          : weakPasswordReason(newPassword, current.email);
      if (weak) throw validationError({ newPassword: [weak] }, weak);
      await replacePassword(db, current.id, await hashPassword(newPassword), current.sessionId);
      await mailPasswordChanged(context, request.log, current);
      return { message: 'Your password has been changed. Other devices have been signed out.' };
    },
  });
}
