import { DELETE_ACCOUNT_PHRASE } from '@quire/contracts';
import { ErrorSummary, FormField, fieldErrorsOf } from '@quire/site';
import { ConfirmDialog } from '@quire/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldName } from '../lib/account';
import { AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const f = (field: string) => fieldName('delete', field);
const LABELS = {
  [f('currentPassword')]: 'Current password',
  [f('confirm')]: `Type ${DELETE_ACCOUNT_PHRASE} to confirm`,
};

/**
 * The danger zone: deleting the account needs the password and the typed phrase; with
 * JavaScript a confirm dialog asks once more. On success the session cookie is already cleared
 * by the action; this page says goodbye (toast) and goes home.
 */
export function DeleteAccountForm() {
  const { fetcher, result, failure, busy } = useAccountForm('delete');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  // Only a hydrated page says so: the action then answers instead of redirecting (see
  // `deleteAccount` in lib/account.server.ts), so the toast can show before leaving.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const deleted = result?.ok === true;
  useEffect(() => {
    if (deleted) navigate('/', { replace: true });
  }, [deleted, navigate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConfirming(true);
  }

  function confirm() {
    setConfirming(false);
    if (formRef.current) fetcher.submit(formRef.current, { method: 'post' });
  }

  return (
    <AccountSectionFrame id="delete" title="Delete account" tone="danger">
      <p>
        Deleting your account removes your profile, drafts, notifications, bookmarks and chat for
        good. Your published articles stay public. This cannot be undone.
      </p>
      <ErrorSummary failure={failure} labels={LABELS} />
      <fetcher.Form
        ref={formRef}
        method="post"
        className="q-form"
        noValidate
        onSubmit={enhanced ? onSubmit : undefined}
      >
        <input type="hidden" name="intent" value="delete-account" />
        {enhanced && <input type="hidden" name="enhanced" value="1" />}
        <FormField
          name={f('currentPassword')}
          label={LABELS[f('currentPassword')] ?? ''}
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrorsOf(failure, f('currentPassword'))}
        />
        <FormField
          name={f('confirm')}
          label={LABELS[f('confirm')] ?? ''}
          autoComplete="off"
          spellCheck={false}
          required
          errors={fieldErrorsOf(failure, f('confirm'))}
        />
        <AccountSubmit busy={busy} busyLabel="Deleting…" danger>
          Delete my account
        </AccountSubmit>
      </fetcher.Form>
      {confirming && (
        <ConfirmDialog
          open
          title="Delete your account?"
          message="Your account and everything in it will be deleted for good. Published articles stay public."
          confirmLabel="Delete my account"
          tone="danger"
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </AccountSectionFrame>
  );
}
