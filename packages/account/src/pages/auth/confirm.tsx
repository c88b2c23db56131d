import { fieldErrorsOf, SubmitButton, useActionErrorModal, useJournalSite } from '@quire/site';
import { ErrorSummary } from '@quire/ui';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { authPageMeta } from '../../lib/auth-meta';
import { accountTexts, useAccountTexts } from '../../texts';
import type { confirmRegistrationAction, confirmRegistrationLoader } from './confirm.server';

// Public, not signed-out only: the mailed link must work whoever is signed in on this browser
// (confirming signs the new account in instead).

export function confirmRegistrationMeta(_: MetaArgs<typeof confirmRegistrationLoader>) {
  return authPageMeta(accountTexts().confirmTitle);
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
  const { paths } = useJournalSite();
  const texts = useAccountTexts();
  if (!token) {
    return (
      <>
        <h1 className="q-auth__title">{texts.confirmTitle}</h1>
        <p role="alert">{texts.confirmNeedsLink}</p>
        <p className="q-auth__links">
          <Link to={paths.register}>{texts.registerAgain}</Link>
        </p>
      </>
    );
  }
  const invalid = fieldErrorsOf(failure, 'token').length > 0;
  return (
    <>
      <h1 className="q-auth__title">{texts.confirmTitle}</h1>
      <ErrorSummary failure={failure} labels={{ token: texts.confirmTokenLabel }} />
      {invalid ? (
        <p className="q-auth__links">
          <Link to={paths.register}>{texts.registerAgain}</Link>
          {` ${texts.confirmOr} `}
          <Link to={paths.login}>{texts.confirmSignInLink}</Link>
        </p>
      ) : (
        <Form method="post" className="q-form">
          <p>{texts.confirmLastStep}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton busyLabel={texts.confirmBusy}>{texts.confirmButton}</SubmitButton>
        </Form>
      )}
    </>
  );
}
