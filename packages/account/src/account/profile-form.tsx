import { ORCID_INPUT_MAX_LENGTH, PROFILE_TEXT_LIMITS, type User } from '@quire/contracts';
import { formFields } from '@quire/site';
import { ErrorSummary, TextareaField, TextField } from '@quire/ui';
import { useState } from 'react';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

/** The biography's length limit, the profile contract's. */
const BIO_MAX_CHARACTERS = PROFILE_TEXT_LIMITS.bio;

/** Name, affiliation, ORCID iD (checked by the API, checksum included) and biography. */
export function ProfileForm({ user }: { user: User }) {
  const { fetcher, result, failure, busy, notice } = useAccountForm('profile');
  const texts = useAccountTexts();
  const field = formFields(
    failure,
    {
      name: texts.nameLabel,
      affiliation: texts.affiliationLabel,
      orcid: texts.orcidLabel,
      bio: texts.biographyLabel,
    },
    {
      prefix: fieldName('profile', ''),
      initial: { name: user.name, affiliation: user.affiliation ?? '', orcid: user.orcid ?? '' },
    },
  );
  const values = failure ? result?.values : undefined;
  const [bio, setBio] = useState(values?.bio ?? user.bio ?? '');
  const bioLength = bio.trim().length;
  return (
    <AccountSectionFrame id="profile" title={texts.profileTitle}>
      <AccountNotice message={notice} />
      <ErrorSummary failure={failure} labels={field.labels} />
      <fetcher.Form method="post" className="q-form" noValidate>
        <input type="hidden" name="intent" value="profile" />
        <TextField
          {...field('name')}
          autoComplete="name"
          required
          maxLength={PROFILE_TEXT_LIMITS.name}
        />
        <TextField
          {...field('affiliation')}
          autoComplete="organization"
          maxLength={PROFILE_TEXT_LIMITS.affiliation}
        />
        <TextField
          {...field('orcid')}
          hint={texts.orcidHint}
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={ORCID_INPUT_MAX_LENGTH}
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
          {...field('bio', { echo: false })}
          hint={texts.bioHint(BIO_MAX_CHARACTERS)}
          rows={6}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
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
