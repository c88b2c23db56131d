import { PASSWORD_MIN_LENGTH } from '@quire/contracts';
import type { FormFields } from '@quire/site';
import { TextField } from '@quire/ui';

/**
 * A new password typed twice, as registration, a reset and the account's password change ask
 * for it: the contract's minimum length stated and checked by the browser, the browser's
 * password manager invited to suggest one, nothing echoed back after a refusal.
 * @example <NewPasswordFields field={field} hint={texts.passwordHint} />
 */
export function NewPasswordFields<Name extends string>({
  field,
  hint,
  password = 'password' as Name,
  confirm = 'confirmPassword' as Name,
}: {
  /** The form's fields ({@link FormFields}); the two names must be among them. */
  field: FormFields<Name>;
  /** The password rule, shown under the first field. */
  hint: string;
  /** The fields' names in the form (`password`, `confirmPassword` unless said). */
  password?: Name;
  confirm?: Name;
}) {
  return (
    <>
      <TextField
        {...field(password, { echo: false })}
        type="password"
        autoComplete="new-password"
        hint={hint}
        minLength={PASSWORD_MIN_LENGTH}
        required
      />
      <TextField
        {...field(confirm, { echo: false })}
        type="password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
