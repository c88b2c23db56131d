import { PROFILE_TEXT_LIMITS, type User } from '@quire/contracts';
import { TextAreaField } from '@quire/reading';
import { ErrorSummary, FormField, fieldErrorsOf } from '@quire/site';
import { useState } from 'react';
import { fieldName } from '../lib/account';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

/** The biography's length limit, the profile contract's. */
const BIO_MAX_CHARACTERS = PROFILE_TEXT_LIMITS.bio;

const f = (field: string) => fieldName('profile', field);
const LABELS = {
  [f('name')]: 'Name',
  [f('affiliation')]: 'Affiliation',
  [f('orcid')]: 'ORCID iD',
  [f('bio')]: 'Biography',
};

/** Name, affiliation, ORCID iD (checked by the API, checksum included) and biography. */
export function ProfileForm({ user }: { user: User }) {
  const { fetcher, result, failure, busy, notice } = useAccountForm('profile');
  const values = failure ? result?.values : undefined;
  const [bio, setBio] = useState(values?.bio ?? user.bio ?? '');
  const bioLength = bio.trim().length;
  const orcid = values?.orcid ?? user.orcid ?? '';
  return (
    <AccountSectionFrame id="profile" title="Profile">
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={LABELS} />
      <fetcher.Form method="post" className="q-form" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <FormField
          name={f('name')}
          label={LABELS[f('name')] ?? ''}
          autoComplete="name"
          required
          maxLength={PROFILE_TEXT_LIMITS.name}
          defaultValue={values?.name ?? user.name}
          errors={fieldErrorsOf(failure, f('name'))}
        />
        <FormField
          name={f('affiliation')}
          label={LABELS[f('affiliation')] ?? ''}
          autoComplete="organization"
          maxLength={PROFILE_TEXT_LIMITS.affiliation}
          defaultValue={values?.affiliation ?? user.affiliation ?? ''}
          errors={fieldErrorsOf(failure, f('affiliation'))}
        />
        <FormField
          name={f('orcid')}
          label={LABELS[f('orcid')] ?? ''}
          hint="16 digits in groups of four, like 0000-0002-1825-0097 (the last may be X)."
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={19}
          defaultValue={orcid}
          errors={fieldErrorsOf(failure, f('orcid'))}
        />
        <p className="q-field__hint">
          {user.orcid ? (
            <a href={`https://orcid.org/${user.orcid}`} rel="noopener noreferrer" target="_blank">
              Your ORCID record (opens orcid.org in a new tab)
            </a>
          ) : (
            <>
              No ORCID iD yet?{' '}
              <a href="https://orcid.org/register" rel="noopener noreferrer" target="_blank">
                Register at orcid.org (opens in a new tab)
              </a>
            </>
          )}
        </p>
        <TextAreaField
          name={f('bio')}
          label={LABELS[f('bio')] ?? ''}
          hint={`Up to ${BIO_MAX_CHARACTERS} characters.`}
          rows={6}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          errors={fieldErrorsOf(failure, f('bio'))}
        />
        <p className="q-char-count" data-over={bioLength > BIO_MAX_CHARACTERS ? '' : undefined}>
          {bioLength} of {BIO_MAX_CHARACTERS} characters
        </p>
        <AccountSubmit busy={busy} busyLabel="Saving…">
          Save profile
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
