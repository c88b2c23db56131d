import type { User } from '@quire/contracts';
import { fieldErrorsOf } from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const f = (field: string) => fieldName('email', field);

/** A new sign-in email, confirmed with the current password. */
export function EmailForm({ user }: { user: User }) {
  const { fetcher, result, failure, busy, notice } = useAccountForm('email');
  const texts = useAccountTexts();
  const labels = {
    [f('email')]: texts.newEmailLabel,
    [f('currentPassword')]: texts.currentPasswordLabel,
  };
  return (
    <AccountSectionFrame id="email" title={texts.emailTitle}>
      <p>
        {`${texts.signedInWith} `}
        <strong>{user.email}</strong>.
      </p>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={labels} />
      {/* Keyed by the answer, so a successful change starts with empty fields again. */}
      <fetcher.Form method="post" className="q-form" noValidate key={notice ?? 'form'}>
        <input type="hidden" name="intent" value="email" />
        <TextField
          name={f('email')}
          label={texts.newEmailLabel}
          type="email"
          autoComplete="email"
          required
          defaultValue={failure ? result?.values.email : undefined}
          errors={fieldErrorsOf(failure, f('email'))}
        />
        <TextField
          name={f('currentPassword')}
          label={texts.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrorsOf(failure, f('currentPassword'))}
        />
        <AccountSubmit busy={busy} busyLabel={texts.changingBusy}>
          {texts.changeEmail}
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
