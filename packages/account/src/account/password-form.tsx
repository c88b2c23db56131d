import { PASSWORD_MIN_LENGTH } from '@quire/contracts';
import { ErrorSummary, FormField, fieldErrorsOf } from '@quire/site';
import { fieldName } from '../lib/account';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const f = (field: string) => fieldName('password', field);
const LABELS = {
  [f('currentPassword')]: 'Current password',
  [f('newPassword')]: 'New password',
  [f('confirmPassword')]: 'Confirm new password',
};

/** A new password: the current one, the new one twice. Other sessions are signed out. */
export function PasswordForm() {
  const { fetcher, failure, busy, notice } = useAccountForm('password');
  return (
    <AccountSectionFrame id="password" title="Password">
      <p>Changing your password signs you out everywhere else; this browser stays signed in.</p>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={LABELS} />
      <fetcher.Form method="post" className="q-form" noValidate key={notice ?? 'form'}>
        <input type="hidden" name="intent" value="password" />
        <FormField
          name={f('currentPassword')}
          label={LABELS[f('currentPassword')] ?? ''}
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrorsOf(failure, f('currentPassword'))}
        />
        <FormField
          name={f('newPassword')}
          label={LABELS[f('newPassword')] ?? ''}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrorsOf(failure, f('newPassword'))}
        />
        <FormField
          name={f('confirmPassword')}
          label={LABELS[f('confirmPassword')] ?? ''}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrorsOf(failure, f('confirmPassword'))}
        />
        <AccountSubmit busy={busy} busyLabel="Changing…">
          Change password
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
