import type { MailPreferences } from '@quire/contracts';
import { ErrorSummary } from '@quire/site';
import { fieldName } from '../lib/account';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const f = (field: string) => fieldName('notifications', field);
const SWITCHES: { name: keyof MailPreferences; label: string }[] = [
  {
    name: 'decisions',
    label:
      'Editorial decisions on my submissions (sent to review, revisions requested, accepted, declined)',
  },
  { name: 'publication', label: 'Publication of my articles' },
];
const LABELS = Object.fromEntries(SWITCHES.map((entry) => [f(entry.name), entry.label]));

/**
 * Which notices are also mailed. Each switch is a checkbox, so the form posts without
 * JavaScript; security notices have no switch, and the section says so.
 */
export function MailPreferencesForm({ preferences }: { preferences: MailPreferences }) {
  const { fetcher, failure, busy, notice } = useAccountForm('notifications');
  return (
    <AccountSectionFrame id="notifications" title="Email notifications">
      <p>
        Every notice appears under Notifications in your panel. Choose which of them we also send to
        your email address.
      </p>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={LABELS} />
      <fetcher.Form method="post" className="q-form" noValidate>
        <input type="hidden" name="intent" value="notifications" />
        <fieldset className="q-fieldset">
          <legend>Email me about</legend>
          {SWITCHES.map((entry) => (
            <label key={entry.name} className="q-check">
              <input
                type="checkbox"
                name={f(entry.name)}
                defaultChecked={preferences[entry.name]}
              />
              <span>{entry.label}</span>
            </label>
          ))}
        </fieldset>
        <p className="q-field__hint">
          Security notices — when your password or sign-in email changes — are always sent and
          cannot be switched off.
        </p>
        <AccountSubmit busy={busy} busyLabel="Saving…">
          Save email notifications
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
