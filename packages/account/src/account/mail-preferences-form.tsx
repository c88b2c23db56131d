import type { MailPreferences } from '@quire/contracts';
import { Checkbox, ErrorSummary, Fieldset } from '@quire/ui';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const f = (field: string) => fieldName('notifications', field);
/** The switches, each labelled by its text. */
const SWITCHES: {
  name: keyof MailPreferences;
  label: 'mailDecisions' | 'mailPublication' | 'mailEditorial' | 'mailDiscussions';
}[] = [
  { name: 'decisions', label: 'mailDecisions' },
  { name: 'publication', label: 'mailPublication' },
  { name: 'editorial', label: 'mailEditorial' },
  { name: 'discussions', label: 'mailDiscussions' },
];

/**
 * Which notices are also mailed. Each switch is a checkbox, so the form posts without
 * JavaScript; security notices have no switch, and the section says so.
 */
export function MailPreferencesForm({ preferences }: { preferences: MailPreferences }) {
  const { fetcher, failure, busy, notice } = useAccountForm('notifications');
  const texts = useAccountTexts();
  const switches = SWITCHES.map((entry) => ({ name: entry.name, label: texts[entry.label] }));
  const labels = Object.fromEntries(switches.map((entry) => [f(entry.name), entry.label]));
  return (
    <AccountSectionFrame id="notifications" title={texts.mailPreferencesTitle}>
      <p>{texts.mailPreferencesIntro}</p>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={labels} />
      <fetcher.Form method="post" className="q-form" noValidate>
        <input type="hidden" name="intent" value="notifications" />
        <Fieldset name="notifications" legend={texts.mailPreferencesLegend}>
          {switches.map((entry) => (
            <Checkbox
              key={entry.name}
              name={f(entry.name)}
              label={entry.label}
              defaultChecked={preferences[entry.name]}
            />
          ))}
        </Fieldset>
        <p className="q-field__hint">{texts.mailSecurityNote}</p>
        <AccountSubmit busy={busy} busyLabel={texts.savingBusy}>
          {texts.saveMailPreferences}
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
