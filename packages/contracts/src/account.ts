import { z } from 'zod';
import { emailSchema } from './auth';
import { bodyId, keepAbsent, optionalLine, optionalParagraphs, requiredLine } from './fields';
import { DELETE_ACCOUNT_PHRASE, PROFILE_TEXT_LIMITS } from './limits';
import { orcidSchema } from './user';

/** `PATCH user/profile`: fields left out stay as they are; blank optional fields are cleared. */
export const updateProfileBodySchema = z.object({
  name: requiredLine('The name', 'Enter your name.', PROFILE_TEXT_LIMITS.name).optional(),
  affiliation: optionalLine('The affiliation', PROFILE_TEXT_LIMITS.affiliation),
  orcid: z
    .union([orcidSchema, z.literal('')])
    .nullish()
    .transform(keepAbsent),
  bio: optionalParagraphs('The biography', PROFILE_TEXT_LIMITS.bio),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** `PUT user/avatar`: an image uploaded with `POST files` (purpose `avatar`). */
export const setAvatarBodySchema = z.object({ fileId: bodyId('The image') });
export type SetAvatarBody = z.infer<typeof setAvatarBodySchema>;

const currentPassword = z
  .string({ error: 'Enter your current password.' })
  .min(1, { error: 'Enter your current password.' })
  .max(200, { error: 'A password has at most 200 characters.' });

/** `POST user/email`: a new sign-in email, confirmed with the current password. */
export const changeEmailBodySchema = z.object({
  email: emailSchema,
  currentPassword,
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** `POST auth/confirm-email`: the token of the link mailed to the new address. */
export const confirmEmailBodySchema = z.object({
  token: z
    .string({ error: 'This confirmation link is incomplete: open the link from the email again.' })
    .min(1, { error: 'This confirmation link is incomplete: open the link from the email again.' })
    .max(200, { error: 'This confirmation link is invalid or has expired.' }),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBodySchema>;

/** The answer of a confirmed change: what to tell the person, and the new address. */
export const confirmedEmailSchema = z.object({ message: z.string(), email: z.string() });
export type ConfirmedEmail = z.infer<typeof confirmedEmailSchema>;

/**
 * Which notice mails the account receives (`GET user/mail-preferences`). Security notices — a
 * changed password or email — are always sent and have no switch.
 */
export const mailPreferencesSchema = z.object({
  /** Editorial decisions on the account's submissions: review, revisions, acceptance, decline. */
  decisions: z.boolean(),
  /** Publication of the account's articles. */
  publication: z.boolean(),
  /** Editorial work (editors): a submission assigned to them, new and resubmitted submissions. */
  editorial: z.boolean(),
  /** A message in a submission's discussion that the person has not seen online. */
  discussions: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/** `PATCH user/mail-preferences`: the switches sent change; those left out stay as they are. */
export const updateMailPreferencesBodySchema = z.object({
  decisions: z
    .boolean({ error: 'Editorial decision mail is either on (true) or off (false).' })
    .optional(),
  publication: z
    .boolean({ error: 'Publication mail is either on (true) or off (false).' })
    .optional(),
  editorial: z
    .boolean({ error: 'Editorial work mail is either on (true) or off (false).' })
    .optional(),
  discussions: z
    .boolean({ error: 'Discussion mail is either on (true) or off (false).' })
    .optional(),
});
export type UpdateMailPreferencesBody = z.infer<typeof updateMailPreferencesBodySchema>;

/**
 * `DELETE user/account` (JSON body): the current password and the typed phrase. Deleting
 * removes the account, its sessions, drafts, notifications, bookmarks and chat; published
 * articles stay public (authorship is part of the scholarly record).
 */
export const deleteAccountBodySchema = z.object({
  currentPassword,
  confirm: z.literal(DELETE_ACCOUNT_PHRASE, {
    error: `Type ${DELETE_ACCOUNT_PHRASE} to confirm.`,
  }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
