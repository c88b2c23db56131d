import {
  apiErrorSchema,
  authMessageSchema,
  changeEmailBodySchema,
  confirmEmailBodySchema,
  confirmedEmailSchema,
  deleteAccountBodySchema,
  mailPreferencesSchema,
  setAvatarBodySchema,
  updateMailPreferencesBodySchema,
  updateProfileBodySchema,
  userSchema,
} from '@quire/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { validationError } from '../http/errors';
import { mailEmailChanged } from '../notifications/notice-mail';
import { removeStoredFiles } from '../submissions/submission-drafts';

const tags = ['account'];
const signedIn: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const limited = { 429: apiErrorSchema };

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

  routes.patch(
    '/user/profile',
    {
      schema: {
        tags,
        summary: 'Update your name, affiliation, ORCID iD (checksum verified) and biography',
        security: signedIn,
        body: updateProfileBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => updateProfile(db, config, requireUser(request).id, request.body),
  );

  routes.put(
    '/user/avatar',
    {
      schema: {
        tags,
        summary: 'Use an image you uploaded with POST files (purpose avatar) as your avatar',
        security: signedIn,
        body: setAvatarBodySchema,
        response: { 200: userSchema, ...errors, 422: apiErrorSchema },
      },
    },
    async (request) => {
      const result = await setAvatar(db, config, requireUser(request), request.body.fileId);
      if (result.removedKey) await removeFiles([result.removedKey], request.log);
      return result.user;
    },
  );

  routes.delete(
    '/user/avatar',
    {
      schema: {
        tags,
        summary: 'Remove your avatar (the default_avatar setting is shown instead)',
        security: signedIn,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const result = await replaceAvatar(db, config, requireUser(request).id, null);
      if (result.removedKey) await removeFiles([result.removedKey], request.log);
      return result.user;
    },
  );

  routes.post(
    '/user/email',
    {
      config: authRateLimit(config),
      schema: {
        tags,
        summary:
          'Ask to change your sign-in email (confirmed with your current password): a link goes to the new address',
        description:
          'Always 202 with the same answer once the password is right, whether or not the new address has an account: a free address gets a single-use link to `/auth/confirm-email` (valid `REGISTRATION_TTL_HOURS`), an address with an account a note to its owner. The email changes when the link is confirmed (`POST auth/confirm-email`).',
        security: signedIn,
        body: changeEmailBodySchema,
        response: { 202: authMessageSchema, ...errors, ...limited },
      },
    },
    async (request, reply) => {
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
  );

  routes.post(
    '/auth/confirm-email',
    {
      config: authRateLimit(config),
      schema: {
        tags,
        summary:
          'Confirm a new sign-in email with the link mailed to it (a notice goes to the old one)',
        description:
          '400 with one message for a link that is unknown, used or expired; 409 when another account took the address meanwhile.',
        body: confirmEmailBodySchema,
        response: {
          200: confirmedEmailSchema,
          400: apiErrorSchema,
          409: apiErrorSchema,
          ...limited,
        },
      },
    },
    async (request) => {
      const changed = await confirmEmailChange(context, request.body.token);
      await mailEmailChanged(context, request.log, changed);
      return {
        message: `Your sign-in email is now ${changed.newEmail}.`,
        email: changed.newEmail,
      };
    },
  );

  routes.get(
    '/user/mail-preferences',
    {
      schema: {
        tags,
        summary:
          'Which notice mails you receive: editorial decisions, publication (security notices are always sent)',
        security: signedIn,
        response: { 200: mailPreferencesSchema, ...errors },
      },
    },
    async (request) => loadMailPreferences(db, requireUser(request).id),
  );

  routes.patch(
    '/user/mail-preferences',
    {
      schema: {
        tags,
        summary:
          'Switch notice mails on or off (fields left out stay); password and email change notices cannot be switched off',
        security: signedIn,
        body: updateMailPreferencesBodySchema,
        response: { 200: mailPreferencesSchema, ...errors },
      },
    },
    async (request) => updateMailPreferences(db, requireUser(request).id, request.body),
  );

  routes.delete(
    '/user/account',
    {
      config: authRateLimit(config),
      schema: {
        tags,
        summary:
          'Delete your account and everything in it (JSON body); published articles stay public',
        security: signedIn,
        body: deleteAccountBodySchema,
        response: { 204: z.null(), ...errors, ...limited },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const keys = await deleteAccount(db, user, request.body.currentPassword);
      endSessionsOfDeletedAccount(db, user.id);
      await removeFiles(keys, request.log);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );
}
