import { DELETE_ACCOUNT_PHRASE } from '@quire/contracts';
import { fieldErrorsOf, useJournalSite } from '@quire/site';
import { ConfirmDialog, ErrorSummary, TextField } from '@quire/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

const f = (field: string) => fieldName('delete', field);

/**
 * The danger zone: deleting the account needs the password and the typed phrase; with
 * JavaScript a confirm dialog asks once more. On success the session cookie is already cleared
 * by the action; this page says goodbye (toast) and goes home.
 */
export function DeleteAccountForm() {
  const texts = useAccountTexts();
  const labels = {
    [f('currentPassword')]: texts.currentPasswordLabel,
    [f('confirm')]: texts.deleteConfirmLabel(DELETE_ACCOUNT_PHRASE),
  };
  const { fetcher, result, failure, busy } = useAccountForm('delete');
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  // Only a hydrated page says so: the action then answers instead of redirecting (see
  // `deleteAccount` in lib/account.server.ts), so the toast can show before leaving.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const deleted = result?.ok === true;
  const { revalidate } = useRevalidator();
  const home = useJournalSite().paths.home;
  useEffect(() => {
    if (!deleted) return;
    // Going home cancels the revalidation the action started, and the root layout stays mounted
    // with the signed-in session it loaded: read it again once home, so the header signs out.
    void Promise.resolve(navigate(home, { replace: true })).then(() => revalidate());
  }, [deleted, home, navigate, revalidate]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConfirming(true);
  }

  function confirm() {
    setConfirming(false);
    if (formRef.current) fetcher.submit(formRef.current, { method: 'post' });
  }

  return (
    <AccountSectionFrame id="delete" title={texts.deleteTitle} tone="danger">
      <p>{texts.deleteIntro}</p>
      <ErrorSummary failure={failure} labels={labels} />
      <fetcher.Form
        ref={formRef}
        method="post"
        className="q-form"
        noValidate
        onSubmit={enhanced ? onSubmit : undefined}
      >
        <input type="hidden" name="intent" value="delete-account" />
        {enhanced && <input type="hidden" name="enhanced" value="1" />}
        <TextField
          name={f('currentPassword')}
          label={texts.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrorsOf(failure, f('currentPassword'))}
        />
        <TextField
          name={f('confirm')}
          label={texts.deleteConfirmLabel(DELETE_ACCOUNT_PHRASE)}
          autoComplete="off"
          spellCheck={false}
          required
          errors={fieldErrorsOf(failure, f('confirm'))}
        />
        <AccountSubmit busy={busy} busyLabel={texts.deleteBusy} danger>
          {texts.deleteButton}
        </AccountSubmit>
      </fetcher.Form>
      {confirming && (
        <ConfirmDialog
          open
          title={texts.deleteDialogTitle}
          message={texts.deleteDialogMessage}
          confirmLabel={texts.deleteButton}
          tone="danger"
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </AccountSectionFrame>
  );
}
