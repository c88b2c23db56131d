import {
  apiErrorSchema,
  changeEmailBodySchema,
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
  changeEmail,
  deleteAccount,
  replaceAvatar,
  setAvatar,
  updateProfile,
} from '../account/account-store';
import { loadMailPreferences, updateMailPreferences } from '../account/mail-preferences';
import { authRateLimit } from '../auth/rate-limit';
import { requireUser } from '../auth/session';
import { clearSessionCookie } from '../auth/session-cookie';
import { endSessionsOfDeletedAccount } from '../auth/session-store';
import type { AppContext } from '../context';
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
          'Change your sign-in email (confirmed with your current password); mails a notice to the old address and a confirmation to the new',
        security: signedIn,
        body: changeEmailBodySchema,
        response: { 200: userSchema, ...errors, 409: apiErrorSchema, ...limited },
      },
    },
    async (request) => {
      const { email, currentPassword } = request.body;
      const user = requireUser(request);
      const changed = await changeEmail(db, config, user, email, currentPassword);
      if (changed.email !== user.email) {
        await mailEmailChanged(context, request.log, {
          name: changed.name,
          oldEmail: user.email,
          newEmail: changed.email,
        });
      }
      return changed;
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
