import { DELETE_ACCOUNT_PHRASE } from '@quire/contracts';
import { formFields } from '@quire/site';
import { ConfirmDialog, ErrorSummary, TextField, useToast } from '@quire/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fieldName } from '../lib/account';
import { useAccountTexts } from '../texts';
import { AccountSectionFrame, AccountSubmit } from './section-parts';
import { useAccountForm } from './use-account-form';

/**
 * The danger zone: deleting the account needs the password and the typed phrase; with
 * JavaScript a confirm dialog asks once more. On success the action clears the session cookie
 * and redirects home; with JavaScript this form says goodbye (a toast) as the router follows.
 */
export function DeleteAccountForm() {
  const texts = useAccountTexts();
  const { fetcher, failure, busy } = useAccountForm('delete');
  const field = formFields(
    failure,
    {
      currentPassword: texts.currentPasswordLabel,
      confirm: texts.deleteConfirmLabel(DELETE_ACCOUNT_PHRASE),
    },
    { prefix: fieldName('delete', '') },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  // The confirm dialog needs a hydrated page; without JavaScript the form posts at once.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // A deletion is answered with a redirect home (see `deleteAccount` in
  // server/account.server.ts), which the router follows with this fetcher loading and its data
  // unchanged; a refusal brings new data. The toast outlives this page.
  const dataAtSubmit = useRef<unknown>(undefined);
  const deleted =
    fetcher.state === 'loading' &&
    fetcher.formData?.get('intent') === 'delete-account' &&
    fetcher.data === dataAtSubmit.current;
  const toast = useToast();
  const saidGoodbye = useRef(false);
  useEffect(() => {
    if (!deleted || saidGoodbye.current) return;
    saidGoodbye.current = true;
    toast.success(texts.accountDeleted);
  }, [deleted, toast, texts]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setConfirming(true);
  }

  function confirm() {
    setConfirming(false);
    dataAtSubmit.current = fetcher.data;
    if (formRef.current) fetcher.submit(formRef.current, { method: 'post' });
  }

  return (
    <AccountSectionFrame id="delete" title={texts.deleteTitle} tone="danger">
      <p>{texts.deleteIntro}</p>
      <ErrorSummary failure={failure} labels={field.labels} />
      <fetcher.Form
        ref={formRef}
        method="post"
        className="q-form"
        noValidate
        onSubmit={enhanced ? onSubmit : undefined}
      >
        <input type="hidden" name="intent" value="delete-account" />
        <TextField
          {...field('currentPassword', { echo: false })}
          type="password"
          autoComplete="current-password"
          required
        />
        <TextField
          {...field('confirm', { echo: false })}
          autoComplete="off"
          spellCheck={false}
          required
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
