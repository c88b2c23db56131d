import { z } from 'zod';
import {
  changeEmailBodySchema,
  confirmEmailBodySchema,
  confirmedEmailSchema,
  deleteAccountBodySchema,
  mailPreferencesSchema,
  setAvatarBodySchema,
  updateMailPreferencesBodySchema,
  updateProfileBodySchema,
} from '../account';
import {
  authMessageSchema,
  changePasswordBodySchema,
  confirmRegistrationBodySchema,
  forgotPasswordBodySchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  signInBodySchema,
  signInResponseSchema,
} from '../auth';
import { apiErrorSchema } from '../common';
import { endpoint } from '../endpoint';
import { setupBodySchema, setupStatusSchema } from '../setup';
import { sessionSchema, userSchema } from '../user';

/** A signed-in request's failures: refused, signed out, not allowed. */
const authErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
/** Too many attempts. */
const rateLimited = { 429: apiErrorSchema };
/** A sign-up's failures: refused, not allowed (a cross-site request), too many. */
const registrationErrors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

/** Signing up, in and out, passwords, the first-run setup, as `api.auth`. */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    tags: ['auth'],
    summary:
      'Sign in: the token is at JSON pointer `/token` and also set as the HttpOnly `quire_session` cookie',
    description:
      '429 after too many attempts from one client (IPv4 address or IPv6 /64), or when the account has had too many failed sign-ins and this client is one that failed on it; a client that has not failed on the account still signs in.',
    body: signInBodySchema,
    responses: { 200: signInResponseSchema, ...authErrors, ...rateLimited },
  }),
  session: endpoint({
    method: 'GET',
    path: '/auth/session',
    tags: ['auth'],
    summary: 'The signed-in user and when the session expires (401 when signed out)',
    signedIn: true,
    responses: { 200: sessionSchema, 401: apiErrorSchema },
  }),
  logout: endpoint({
    method: 'POST',
    path: '/auth/logout',
    tags: ['auth'],
    summary:
      'Sign out: revokes the current session and clears the cookie (204, also when already signed out)',
    signedIn: true,
    responses: { 204: z.null().describe('Signed out'), 403: apiErrorSchema },
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgot-password',
    tags: ['auth'],
    summary: 'Mail a single-use reset link if the account exists (always 202 with the same answer)',
    body: forgotPasswordBodySchema,
    responses: { 202: authMessageSchema, ...authErrors, ...rateLimited },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/reset-password',
    tags: ['auth'],
    summary:
      'Set a new password with a reset token; signs the account out everywhere and mails a security notice',
    body: resetPasswordBodySchema,
    responses: { 200: authMessageSchema, ...authErrors },
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    tags: ['auth'],
    summary: 'Start an author account: mails a confirmation link (always 202 with the same answer)',
    description:
      'A new address gets a single-use link to `/auth/confirm` on the web app, valid for `REGISTRATION_TTL_HOURS` (24 h); the account is created when it is confirmed (`POST auth/confirm-registration`). An address that already has an account gets a note to its owner instead. The role is always author.',
    body: registerBodySchema,
    responses: { 202: registerResponseSchema, ...registrationErrors },
  }),
  confirmRegistration: endpoint({
    method: 'POST',
    path: '/auth/confirm-registration',
    tags: ['auth'],
    summary:
      'Confirm a registration with the mailed token: creates the account and signs it in (like `auth/login`)',
    description:
      'The token works once. An unknown, used or expired token — or an address that got an account since — answers 400 with the same message.',
    body: confirmRegistrationBodySchema,
    responses: { 200: signInResponseSchema, ...registrationErrors },
  }),
  setupStatus: endpoint({
    method: 'GET',
    path: '/setup',
    tags: ['setup'],
    summary: 'Whether the site still waits for its first-run setup',
    description:
      '`{ required: true }` while no administrator exists (a new site without the demo seed): the web app then sends every page to its setup page.',
    responses: { 200: setupStatusSchema },
  }),
  setup: endpoint({
    method: 'POST',
    path: '/setup',
    tags: ['setup'],
    summary:
      'First-run setup: the site name, the first administrator (signed in) and optionally the first journal',
    description:
      'Accepted only while no administrator exists; afterwards 404. Two setups at once create one administrator: the other is refused. The password follows the registration policy.',
    body: setupBodySchema,
    responses: { 201: signInResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/auth/confirm-email',
    tags: ['account'],
    summary:
      'Confirm a new sign-in email with the link mailed to it (a notice goes to the old one)',
    description:
      '400 with one message for a link that is unknown, used or expired; 409 when another account took the address meanwhile.',
    body: confirmEmailBodySchema,
    responses: {
      200: confirmedEmailSchema,
      400: apiErrorSchema,
      409: apiErrorSchema,
      ...rateLimited,
    },
  }),
} as const;

/** The signed-in person's account (password, profile, avatar, email, mail preferences, deletion), as `api.account`. */
export const accountEndpoints = {
  changePassword: endpoint({
    method: 'POST',
    path: '/auth/change-password',
    tags: ['auth'],
    summary:
      'Change your password (signed in); signs out every other session and mails a security notice',
    signedIn: true,
    body: changePasswordBodySchema,
    responses: { 200: authMessageSchema, ...authErrors, ...rateLimited },
  }),
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/user/profile',
    tags: ['account'],
    summary: 'Update your name, affiliation, ORCID iD (checksum verified) and biography',
    signedIn: true,
    body: updateProfileBodySchema,
    responses: { 200: userSchema, ...authErrors },
  }),
  setAvatar: endpoint({
    method: 'PUT',
    path: '/user/avatar',
    tags: ['account'],
    summary: 'Use an image you uploaded with POST files (purpose avatar) as your avatar',
    signedIn: true,
    body: setAvatarBodySchema,
    responses: { 200: userSchema, ...authErrors, 422: apiErrorSchema },
  }),
  removeAvatar: endpoint({
    method: 'DELETE',
    path: '/user/avatar',
    tags: ['account'],
    summary: 'Remove your avatar (the default_avatar setting is shown instead)',
    signedIn: true,
    responses: { 200: userSchema, ...authErrors },
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/user/email',
    tags: ['account'],
    summary:
      'Ask to change your sign-in email (confirmed with your current password): a link goes to the new address',
    description:
      'Always 202 with the same answer once the password is right, whether or not the new address has an account: a free address gets a single-use link to `/auth/confirm-email` (valid `REGISTRATION_TTL_HOURS`), an address with an account a note to its owner. The email changes when the link is confirmed (`POST auth/confirm-email`).',
    signedIn: true,
    body: changeEmailBodySchema,
    responses: { 202: authMessageSchema, ...authErrors, ...rateLimited },
  }),
  mailPreferences: endpoint({
    method: 'GET',
    path: '/user/mail-preferences',
    tags: ['account'],
    summary:
      'Which notice mails you receive: editorial decisions, publication (security notices are always sent)',
    signedIn: true,
    responses: { 200: mailPreferencesSchema, ...authErrors },
  }),
  updateMailPreferences: endpoint({
    method: 'PATCH',
    path: '/user/mail-preferences',
    tags: ['account'],
    summary:
      'Switch notice mails on or off (fields left out stay); password and email change notices cannot be switched off',
    signedIn: true,
    body: updateMailPreferencesBodySchema,
    responses: { 200: mailPreferencesSchema, ...authErrors },
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/user/account',
    tags: ['account'],
    summary: 'Delete your account and everything in it (JSON body); published articles stay public',
    signedIn: true,
    body: deleteAccountBodySchema,
    responses: { 204: z.null(), ...authErrors, ...rateLimited },
  }),
} as const;
