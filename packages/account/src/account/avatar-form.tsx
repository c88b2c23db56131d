import type { User } from '@quire/contracts';
import { fieldErrorsOf } from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { formatFileSize } from '@quire/utils';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { type AvatarRules, checkAvatarFile } from './avatar-check';
import { AccountNotice, AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const AVATAR_FIELD = fieldName('avatar', 'avatar');

/**
 * The avatar: the one shown now (the site's default when there is none), an image upload whose
 * types and size limit are stated up front, checked in the browser before sending and previewed,
 * and a Remove button that goes back to the default.
 */
export function AvatarForm({
  user,
  shownAvatarUrl,
  rules,
}: {
  user: User;
  /** What the header shows: the user's avatar or the `default_avatar` setting. */
  shownAvatarUrl: string | null;
  rules: AvatarRules;
}) {
  const texts = useAccountTexts();
  const labels = { [AVATAR_FIELD]: texts.newAvatarLabel };
  const { fetcher, failure, busy, notice } = useAccountForm('avatar');
  const remover = useAccountForm('avatar');
  const [clientError, setClientError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  // A saved upload clears the chosen file and its preview.
  useEffect(() => {
    if (notice) setPreview(null);
  }, [notice]);

  const types = rules.extensions.map((extension) => extension.toUpperCase()).join(', ');
  const errors = clientError ? [clientError] : fieldErrorsOf(failure, AVATAR_FIELD);
  const shownNotice = remover.notice ?? notice;

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    if (!file) {
      setClientError(null);
      return;
    }
    const problem = checkAvatarFile(file, rules, texts);
    setClientError(problem);
    if (!problem) setPreview(URL.createObjectURL(file));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem(AVATAR_FIELD) as HTMLInputElement | null;
    const file = input?.files?.[0];
    const problem = file
      ? checkAvatarFile(file, rules, texts)
      : checkAvatarFile({ name: '', size: 0 }, rules, texts);
    if (problem) {
      event.preventDefault();
      setClientError(problem);
      input?.focus();
    }
  }

  return (
    <AccountSectionFrame id="avatar" title={texts.avatarTitle}>
      <div className="q-actions-row">
        {shownAvatarUrl && (
          <img
            className="q-account-avatar"
            src={shownAvatarUrl}
            alt={user.avatarUrl ? texts.currentAvatarAlt : texts.defaultAvatarAlt}
            width={96}
            height={96}
          />
        )}
        <p>{user.avatarUrl ? texts.ownAvatar : texts.noOwnAvatar}</p>
      </div>
      <AccountNotice message={shownNotice} />
      <ErrorSummary failure={failure} labels={labels} />
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="q-form"
        noValidate
        onSubmit={onSubmit}
        key={notice ?? 'form'}
      >
        <input type="hidden" name="intent" value="avatar" />
        <TextField
          name={AVATAR_FIELD}
          label={texts.newAvatarLabel}
          hint={texts.avatarHint(types, formatFileSize(rules.maxBytes))}
          type="file"
          accept={rules.extensions.map((extension) => `.${extension}`).join(',')}
          required
          onChange={onChange}
          errors={errors}
        />
        {preview && (
          <img
            className="q-account-avatar"
            src={preview}
            alt={texts.avatarPreviewAlt}
            width={96}
            height={96}
          />
        )}
        <AccountSubmit busy={busy} busyLabel={texts.uploadBusy}>
          {texts.uploadAvatar}
        </AccountSubmit>
      </fetcher.Form>
      {user.avatarUrl && (
        <remover.fetcher.Form method="post">
          <input type="hidden" name="intent" value="remove-avatar" />
          <button type="submit" className="q-btn" aria-disabled={remover.busy || undefined}>
            {remover.busy ? texts.removeBusy : texts.removeAvatar}
          </button>
        </remover.fetcher.Form>
      )}
    </AccountSectionFrame>
  );
}
