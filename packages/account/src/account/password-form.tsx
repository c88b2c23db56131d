import { fieldErrorsOf } from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const f = (field: string) => fieldName('password', field);

/** A new password: the current one, the new one twice. Other sessions are signed out. */
export function PasswordForm() {
  const { fetcher, failure, busy, notice } = useAccountForm('password');
  const texts = useAccountTexts();
  const labels = {
    [f('currentPassword')]: texts.currentPasswordLabel,
    [f('newPassword')]: texts.newPasswordLabel,
    [f('confirmPassword')]: texts.confirmNewPasswordLabel,
  };
  return (
    <AccountSectionFrame id="password" title={texts.passwordTitle}>
      <p>{texts.passwordIntro}</p>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={labels} />
      <fetcher.Form method="post" className="q-form" noValidate key={notice ?? 'form'}>
        <input type="hidden" name="intent" value="password" />
        <TextField
          name={f('currentPassword')}
          label={texts.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrorsOf(failure, f('currentPassword'))}
        />
        <TextField
          name={f('newPassword')}
          label={texts.newPasswordLabel}
          hint={texts.passwordHint}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrorsOf(failure, f('newPassword'))}
        />
        <TextField
          name={f('confirmPassword')}
          label={texts.confirmNewPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrorsOf(failure, f('confirmPassword'))}
        />
        <AccountSubmit busy={busy} busyLabel={texts.changingBusy}>
          {texts.changePassword}
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
