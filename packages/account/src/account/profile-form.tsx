import { ORCID_INPUT_MAX_LENGTH, PROFILE_TEXT_LIMITS, type User } from '@quire/contracts';
import { fieldErrorsOf } from '@quire/site';
import { ErrorSummary, TextareaField, TextField } from '@quire/ui';
import { useState } from 'react';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

/** The biography's length limit, the profile contract's. */
const BIO_MAX_CHARACTERS = PROFILE_TEXT_LIMITS.bio;

const f = (field: string) => fieldName('profile', field);

/** Name, affiliation, ORCID iD (checked by the API, checksum included) and biography. */
export function ProfileForm({ user }: { user: User }) {
  const { fetcher, result, failure, busy, notice } = useAccountForm('profile');
  const texts = useAccountTexts();
  const labels = {
    [f('name')]: texts.nameLabel,
    [f('affiliation')]: texts.affiliationLabel,
    [f('orcid')]: texts.orcidLabel,
    [f('bio')]: texts.biographyLabel,
  };
  const values = failure ? result?.values : undefined;
  const [bio, setBio] = useState(values?.bio ?? user.bio ?? '');
  const bioLength = bio.trim().length;
  const orcid = values?.orcid ?? user.orcid ?? '';
  return (
    <AccountSectionFrame id="profile" title={texts.profileTitle}>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={labels} />
      <fetcher.Form method="post" className="q-form" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <TextField
          name={f('name')}
          label={texts.nameLabel}
          autoComplete="name"
          required
          maxLength={PROFILE_TEXT_LIMITS.name}
          defaultValue={values?.name ?? user.name}
          errors={fieldErrorsOf(failure, f('name'))}
        />
        <TextField
          name={f('affiliation')}
          label={texts.affiliationLabel}
          autoComplete="organization"
          maxLength={PROFILE_TEXT_LIMITS.affiliation}
          defaultValue={values?.affiliation ?? user.affiliation ?? ''}
          errors={fieldErrorsOf(failure, f('affiliation'))}
        />
        <TextField
          name={f('orcid')}
          label={texts.orcidLabel}
          hint={texts.orcidHint}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={ORCID_INPUT_MAX_LENGTH}
          defaultValue={orcid}
          errors={fieldErrorsOf(failure, f('orcid'))}
        />
        <p className="q-field__hint">
          {user.orcid ? (
            <a href={`https://orcid.org/${user.orcid}`} rel="noopener noreferrer" target="_blank">
              {texts.orcidRecordLink}
            </a>
          ) : (
            <>
              {`${texts.noOrcidYet} `}
              <a href="https://orcid.org/register" rel="noopener noreferrer" target="_blank">
                {texts.orcidRegisterLink}
              </a>
            </>
          )}
        </p>
        <TextareaField
          name={f('bio')}
          label={texts.biographyLabel}
          hint={texts.bioHint(BIO_MAX_CHARACTERS)}
          rows={6}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          errors={fieldErrorsOf(failure, f('bio'))}
        />
        <p className="q-char-count" data-over={bioLength > BIO_MAX_CHARACTERS ? '' : undefined}>
          {texts.bioCount(bioLength, BIO_MAX_CHARACTERS)}
        </p>
        <AccountSubmit busy={busy} busyLabel={texts.savingBusy}>
          {texts.saveProfile}
        </AccountSubmit>
      </fetcher.Form>
    </AccountSectionFrame>
  );
}
