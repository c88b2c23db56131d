import {
  type AuthHandle,
  ErrorSummary,
  fieldErrorsOf,
  SubmitButton,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import type { confirmRegistrationAction, confirmRegistrationLoader } from './confirm.server';

// Public, not signed-out only: the mailed link must work whoever is signed in on this browser
// (confirming signs the new account in instead).
export const confirmRegistrationHandle = { auth: 'public' } satisfies AuthHandle;

const LABELS = { token: 'Confirmation link' };

export function confirmRegistrationMeta(_: MetaArgs<typeof confirmRegistrationLoader>) {
  return [{ title: siteTitle('Confirm your email') }, { name: 'robots', content: 'noindex' }];
}

/**
 * Finishes a registration with the token from the mailed link (`?token=`): one button creates the
 * account and signs it in, then goes to the panel (or the same-origin `redirect`). Confirming is
 * a post, not the page load, so mail scanners that open links do not spend the token.
 */
export function ConfirmRegistrationPage() {
  const { token } = useLoaderData<typeof confirmRegistrationLoader>();
  const failure = useActionData<typeof confirmRegistrationAction>();
  useActionErrorModal(failure);
  if (!token) {
    return (
      <>
        <h1 className="q-auth__title">Confirm your email</h1>
        <p role="alert">
          This page needs the link from the email we sent you when you registered. Open that link
          again, or register again to get a new one.
        </p>
        <p className="q-auth__links">
          <Link to="/auth/reg">Register again</Link>
        </p>
      </>
    );
  }
  const invalid = fieldErrorsOf(failure, 'token').length > 0;
  return (
    <>
      <h1 className="q-auth__title">Confirm your email</h1>
      <ErrorSummary failure={failure} labels={LABELS} />
      {invalid ? (
        <p className="q-auth__links">
          <Link to="/auth/reg">Register again</Link> or <Link to="/auth/login">sign in</Link>
        </p>
      ) : (
        <Form method="post" className="q-form">
          <p>One last step: confirm your email address to create your account and sign in.</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton busyLabel="Creating your account…">Confirm and sign in</SubmitButton>
        </Form>
      )}
    </>
  );
}
