import type { User } from '@quire/contracts';
import { ErrorSummary, FormField, fieldErrorsOf } from '@quire/site';
import { fieldName } from '../lib/account';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const f = (field: string) => fieldName('email', field);
const LABELS = { [f('email')]: 'New email', [f('currentPassword')]: 'Current password' };

/** A new sign-in email, confirmed with the current password. */
export function EmailForm({ user }: { user: User }) {
  const { fetcher, result, failure, busy, notice } = useAccountForm('email');
  return (
    <AccountSectionFrame id="email" title="Email">
      <p>
        You sign in with <strong>{user.email}</strong>.
      </p>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={LABELS} />
      {/* Keyed by the answer, so a successful change starts with empty fields again. */}
      <fetcher.Form method="post" className="q-form" noValidate key={notice ?? 'form'}>
        <input type="hidden" name="intent" value="email" />
        <FormField
          name={f('email')}
          label={LABELS[f('email')] ?? ''}
          type="email"
          autoComplete="email"
          required
          defaultValue={failure ? result?.values.email : undefined}
          errors={fieldErrorsOf(failure, f('email'))}
        />
        <FormField
          name={f('currentPassword')}
          label={LABELS[f('currentPassword')] ?? ''}
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrorsOf(failure, f('currentPassword'))}
        />
        <AccountSubmit busy={busy} busyLabel="Changing…">
          Change email
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
