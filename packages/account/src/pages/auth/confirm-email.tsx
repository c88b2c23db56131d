import {
  fieldErrorsOf,
  isFormFailure,
  SubmitButton,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { ErrorSummary } from '@quire/ui';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { authPageMeta } from '../../lib/auth-meta';
import { accountTexts, useAccountTexts } from '../../texts';
import type { confirmEmailAction, confirmEmailLoader } from './confirm-email.server';

export function confirmEmailMeta(_: MetaArgs<typeof confirmEmailLoader>) {
  return authPageMeta(accountTexts().confirmEmailTitle);
}

/**
 * `{paths.confirmEmail}?token=`: makes the address a link was mailed to the account's sign-in
 * email. One button confirms (a post, so mail scanners that open links change nothing); then the
 * page says so. A used or expired link says what to do instead.
 */
export function ConfirmEmailPage() {
  const { token } = useLoaderData<typeof confirmEmailLoader>();
  const answer = useActionData<typeof confirmEmailAction>();
  const failure = isFormFailure(answer) ? answer : undefined;
  useActionErrorModal(failure);
  const { paths } = useJournalSite();
  const texts = useAccountTexts();
  const confirmed = answer && 'confirmed' in answer ? answer.confirmed : null;
  if (confirmed) {
    return (
      <>
        <h1 className="q-auth__title">{texts.confirmEmailTitle}</h1>
        <p role="status">{confirmed}</p>
        <p className="q-auth__links">
          <Link to={paths.account}>{texts.toYourAccount}</Link>
        </p>
      </>
    );
  }
  if (!token) {
    return (
      <>
        <h1 className="q-auth__title">{texts.confirmEmailTitle}</h1>
        <p role="alert">{texts.confirmEmailNeedsLink}</p>
        <p className="q-auth__links">
          <Link to={paths.account}>{texts.confirmEmailAgain}</Link>
        </p>
      </>
    );
  }
  const invalid = fieldErrorsOf(failure, 'token').length > 0;
  return (
    <>
      <h1 className="q-auth__title">{texts.confirmEmailTitle}</h1>
      <ErrorSummary failure={failure} labels={{ token: texts.confirmEmailTokenLabel }} />
      {invalid ? (
        <p className="q-auth__links">
          <Link to={paths.account}>{texts.confirmEmailAgain}</Link>
        </p>
      ) : (
        <Form method="post" className="q-form">
          <p>{texts.confirmEmailLastStep}</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton busyLabel={texts.confirmEmailBusy}>{texts.confirmEmailButton}</SubmitButton>
        </Form>
      )}
    </>
  );
}
