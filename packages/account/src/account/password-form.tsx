import { formFields } from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { NewPasswordFields } from './new-password-fields';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

/** A new password: the current one, the new one twice. Other sessions are signed out. */
export function PasswordForm() {
  const { fetcher, failure, busy, notice } = useAccountForm('password');
  const texts = useAccountTexts();
  const field = formFields(
    failure,
    {
      currentPassword: texts.currentPasswordLabel,
      newPassword: texts.newPasswordLabel,
      confirmPassword: texts.confirmNewPasswordLabel,
    },
    { prefix: fieldName('password', '') },
  );
  return (
    <AccountSectionFrame id="password" title={texts.passwordTitle}>
      <p>{texts.passwordIntro}</p>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={field.labels} />
      <fetcher.Form method="post" className="q-form" noValidate key={notice ?? 'form'}>
        <input type="hidden" name="intent" value="password" />
        <TextField
          {...field('currentPassword', { echo: false })}
          type="password"
          autoComplete="current-password"
          required
        />
        <NewPasswordFields field={field} password="newPassword" hint={texts.passwordHint} />
        <AccountSubmit busy={busy} busyLabel={texts.changingBusy}>
          {texts.changePassword}
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
