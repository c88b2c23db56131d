import { accountEndpoints, authEndpoints } from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkCurrentPassword,
  deleteAccount,
  replaceAvatar,
  setAvatar,
  updateProfile,
} from '../account/account-store';
import {
  confirmEmailChange,
  emailChangeRequestedMessage,
  startEmailChange,
} from '../account/email-change';
import { loadMailPreferences, updateMailPreferences } from '../account/mail-preferences';
import { backgroundTasksOf } from '../auth/background-tasks';
import { authRateLimit } from '../auth/rate-limit';
import { requireUser } from '../auth/session';
import { clearSessionCookie } from '../auth/session-cookie';
import { endSessionsOfDeletedAccount } from '../auth/session-store';
import type { AppContext } from '../context';
import { endpointRoute } from '../http/endpoint-route';
import { validationError } from '../http/errors';
import { mailEmailChanged } from '../notifications/notice-mail';
import { removeStoredFiles } from '../submissions/submission-drafts';

/**
 * The signed-in user's account (`user/profile`, `user/avatar`, `user/email`,
 * `user/mail-preferences`, `user/account`).
 * Password changes are `auth/change-password`. The routes that check the current password are
 * rate limited like sign-in, so a stolen session cannot be used to guess the password.
 */
export function registerAccountRoutes(api: FastifyInstance, context: AppContext): void {
  const { db, config, storage } = context;
  const routes = api.withTypeProvider<ZodTypeProvider>();
  const tasks = backgroundTasksOf(context);
  const removeFiles = (keys: string[], log: FastifyInstance['log']) =>
    removeStoredFiles(storage, keys, (error, storageKey) =>
      log.warn({ err: error, storageKey }, 'could not remove file'),
    );

  routes.route({
    ...endpointRoute(accountEndpoints.updateProfile),
    handler: async (request) => updateProfile(db, config, requireUser(request).id, request.body),
  });

  routes.route({
    ...endpointRoute(accountEndpoints.setAvatar),
    handler: async (request) => {
      const result = await setAvatar(db, config, requireUser(request), request.body.fileId);
      if (result.removedKey) await removeFiles([result.removedKey], request.log);
      return result.user;
    },
  });

  routes.route({
    ...endpointRoute(accountEndpoints.removeAvatar),
    handler: async (request) => {
      const result = await replaceAvatar(db, config, requireUser(request).id, null);
      if (result.removedKey) await removeFiles([result.removedKey], request.log);
      return result.user;
    },
  });

  routes.route({
    ...endpointRoute(accountEndpoints.changeEmail),
    config: authRateLimit(config),
    handler: async (request, reply) => {
      const { email, currentPassword } = request.body;
      const user = requireUser(request);
      await checkCurrentPassword(db, user.id, currentPassword);
      if (email.toLowerCase() === user.email.toLowerCase()) {
        const same = 'This is already your sign-in email.';
        throw validationError({ email: [same] }, same);
      }
      tasks.run(
        () => startEmailChange(context, user, email),
        (error) => request.log.error({ err: error }, 'email change mail failed'),
      );
      return reply.code(202).send({ message: emailChangeRequestedMessage(email, user.email) });
    },
  });

  routes.route({
    ...endpointRoute(authEndpoints.confirmEmail),
    config: authRateLimit(config),
    handler: async (request) => {
      const changed = await confirmEmailChange(context, request.body.token);
      await mailEmailChanged(context, request.log, changed);
      return {
        message: `Your sign-in email is now ${changed.newEmail}.`,
        email: changed.newEmail,
      };
    },
  });

  routes.route({
    ...endpointRoute(accountEndpoints.mailPreferences),
    handler: async (request) => loadMailPreferences(db, requireUser(request).id),
  });

  routes.route({
    ...endpointRoute(accountEndpoints.updateMailPreferences),
    handler: async (request) => updateMailPreferences(db, requireUser(request).id, request.body),
  });

  routes.route({
    ...endpointRoute(accountEndpoints.deleteAccount),
    config: authRateLimit(config),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const keys = await deleteAccount(db, user, request.body.currentPassword);
      endSessionsOfDeletedAccount(db, user.id);
      await removeFiles(keys, request.log);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  });
}
