import { z } from 'zod';
import { changePasswordBodySchema, registerBodySchema, resetPasswordBodySchema } from './auth';
import { invitationRegisterBodySchema } from './invitations';
import { setupBodySchema } from './setup';

/**
 * The web forms that choose a password ask for it twice. These schemas are the API bodies plus
 * that second copy, so a web server validates a form with the same rules (and messages) the API
 * applies, and says when the copies differ before anything is sent.
 */

/** Said under the second password field of registration and password reset. */
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords do not match.';
/** Said under the second new-password field of the account page. */
export const NEW_PASSWORDS_DIFFER_MESSAGE = 'The two new passwords differ.';

/** Said under an empty second password field. */
const TYPE_AGAIN_MESSAGE = 'Type the password again.';

// A form sends an empty field as '': the second copy is asked for then too, not only when the
// field is missing, or an empty form would flag every field but this one.
const confirmation = z.string({ error: TYPE_AGAIN_MESSAGE }).min(1, { error: TYPE_AGAIN_MESSAGE });

/**
 * Whether both copies arrived as text and the second is typed (an empty one is already asked
 * for). The comparison then runs even when other fields failed, so every problem of the form is
 * reported at once.
 */
function bothTyped(first: string) {
  return ({ value }: { value: unknown }) => {
    const fields = value as Record<string, unknown>;
    return (
      typeof fields[first] === 'string' &&
      typeof fields.confirmPassword === 'string' &&
      fields.confirmPassword !== ''
    );
  };
}

/** The registration form: {@link registerBodySchema} plus `confirmPassword`. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER_MESSAGE,
    when: bothTyped('password'),
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The password reset form: {@link resetPasswordBodySchema} plus `confirmPassword`. */
export const resetPasswordFormSchema = resetPasswordBodySchema
  .extend({ confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER_MESSAGE,
    when: bothTyped('password'),
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** The account page's password form: {@link changePasswordBodySchema} plus `confirmPassword`. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: confirmation })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: NEW_PASSWORDS_DIFFER_MESSAGE,
    when: bothTyped('newPassword'),
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The first-run setup form: {@link setupBodySchema} plus `confirmPassword`. */
export const setupFormSchema = setupBodySchema
  .extend({ confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER_MESSAGE,
    when: bothTyped('password'),
  });
export type SetupForm = z.infer<typeof setupFormSchema>;

/** The form that creates an invited account: {@link invitationRegisterBodySchema} plus `confirmPassword`. */
export const invitationRegisterFormSchema = invitationRegisterBodySchema
  .extend({ confirmPassword: confirmation })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: PASSWORDS_DIFFER_MESSAGE,
    when: bothTyped('password'),
  });
export type InvitationRegisterForm = z.infer<typeof invitationRegisterFormSchema>;
