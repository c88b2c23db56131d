import type { User } from '@quire/contracts';
import { formFields } from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

/** A new sign-in email, confirmed with the current password. */
export function EmailForm({ user }: { user: User }) {
  const { fetcher, failure, busy, notice } = useAccountForm('email');
  const texts = useAccountTexts();
  const field = formFields(
    failure,
    { email: texts.newEmailLabel, currentPassword: texts.currentPasswordLabel },
    { prefix: fieldName('email', '') },
  );
  return (
    <AccountSectionFrame id="email" title={texts.emailTitle}>
      <p>
        {`${texts.signedInWith} `}
        <strong>{user.email}</strong>.
      </p>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={field.labels} />
      {/* Keyed by the answer, so a successful change starts with empty fields again. */}
      <fetcher.Form method="post" className="q-form" noValidate key={notice ?? 'form'}>
        <input type="hidden" name="intent" value="email" />
        <TextField {...field('email')} type="email" autoComplete="email" required />
        <TextField
          {...field('currentPassword', { echo: false })}
          type="password"
          autoComplete="current-password"
          required
        />
        <AccountSubmit busy={busy} busyLabel={texts.changingBusy}>
          {texts.changeEmail}
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
