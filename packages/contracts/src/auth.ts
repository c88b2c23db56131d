import { z } from 'zod';
import { requiredLine } from './fields';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_TEXT_LIMITS,
} from './limits';
import { orcidSchema, sessionSchema } from './user';

function requiredText(missing: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? missing : 'This must be text.'),
  });
}

/** An email address: trimmed, lower-cased, checked for a plausible shape. */
export const emailSchema = requiredText('Enter your email address.')
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: `An email address has at most ${EMAIL_MAX_LENGTH} characters.` })
  .check(z.email({ error: 'Enter a valid email address, like name@example.org.' }));

/** A new password: 10–200 characters, kept exactly as typed (no trimming). */
export const newPasswordSchema = requiredText('Choose a password.')
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });

/** A password typed to prove who you are: any non-empty text up to the maximum length. */
const currentPasswordSchema = requiredText('Enter your password.')
  .min(1, { error: 'Enter your password.' })
  .max(PASSWORD_MAX_LENGTH, { error: `A password has at most ${PASSWORD_MAX_LENGTH} characters.` });

/** An optional free-text profile field: blank means "not given". */
function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} has at most ${max} characters.` })
    .optional();
}

/** `POST auth/register`: a new author account (the role is never taken from the body). */
export const registerBodySchema = z.object({
  name: requiredLine('The name', 'Enter your name.', PROFILE_TEXT_LIMITS.name),
  email: emailSchema,
  password: newPasswordSchema,
  affiliation: optionalText(PROFILE_TEXT_LIMITS.affiliation, 'The affiliation'),
  orcid: z.union([orcidSchema, z.literal('')]).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** `POST auth/login`: email and password. */
export const signInBodySchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type SignInBody = z.infer<typeof signInBodySchema>;

/**
 * `POST auth/login` answer: the session plus its token. The token is at JSON pointer `/token`
 * (for non-browser clients); browsers get the same token as an HttpOnly cookie.
 */
export const signInResponseSchema = sessionSchema.extend({ token: z.string().min(1) });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** `POST auth/forgot-password`: where to send the reset link. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST auth/reset-password`: the token from the mailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: requiredText('The reset link is incomplete; open the link from the email again.')
    .min(1, { error: 'The reset link is incomplete; open the link from the email again.' })
    .max(200, { error: 'This reset link is invalid or has expired.' }),
  password: newPasswordSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `POST auth/change-password` (signed in): the current password and the new one. */
export const changePasswordBodySchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A short confirmation the client can show as it is. */
export const authMessageSchema = z.object({ message: z.string() });
export type AuthMessage = z.infer<typeof authMessageSchema>;

/**
 * `POST auth/register` answer (202): "check your inbox", the same whether or not the address
 * already has an account. The account exists once the mailed link is confirmed.
 */
export const registerResponseSchema = authMessageSchema;

const INCOMPLETE_CONFIRMATION_LINK =
  'The confirmation link is incomplete; open the link from the email again.';

/** `POST auth/confirm-registration`: the token from the mailed link. Answered like a sign-in. */
export const confirmRegistrationBodySchema = z.object({
  token: requiredText(INCOMPLETE_CONFIRMATION_LINK)
    .min(1, { error: INCOMPLETE_CONFIRMATION_LINK })
    .max(200, {
      error: 'This confirmation link is invalid or has expired. Please register again.',
    }),
});
export type ConfirmRegistrationBody = z.infer<typeof confirmRegistrationBodySchema>;
