import {
  fieldErrorsOf,
  formFields,
  SubmitButton,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { ErrorSummary } from '@quire/ui';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { NewPasswordFields } from '../../account/new-password-fields';
import { authPageMeta } from '../../lib/auth-meta';
import { accountTexts, useAccountTexts } from '../../texts';
import type { resetPasswordAction, resetPasswordLoader } from './reset-password.server';

export function resetPasswordMeta(_: MetaArgs<typeof resetPasswordLoader>) {
  return authPageMeta(accountTexts().resetTitle);
}

/** Sets a new password with the token from the mailed link (`?token=`). */
export function ResetPasswordPage() {
  const { token } = useLoaderData<typeof resetPasswordLoader>();
  const failure = useActionData<typeof resetPasswordAction>();
  useActionErrorModal(failure);
  const { paths } = useJournalSite();
  const texts = useAccountTexts();
  const field = formFields(failure, {
    token: texts.resetTokenLabel,
    password: texts.newPasswordLabel,
    confirmPassword: texts.confirmPasswordLabel,
  });
  if (!token) {
    return (
      <>
        <h1 className="q-auth__title">{texts.resetTitle}</h1>
        <p role="alert">{texts.resetNeedsLink}</p>
        <p className="q-auth__links">
          <Link to={paths.forgotPassword}>{texts.getNewLink}</Link>
        </p>
      </>
    );
  }
  const tokenErrors = fieldErrorsOf(failure, 'token');
  return (
    <>
      <h1 className="q-auth__title">{texts.resetTitle}</h1>
      <ErrorSummary failure={failure} labels={field.labels} />
      {tokenErrors.length > 0 && (
        <p className="q-auth__links">
          <Link to={paths.forgotPassword}>{texts.getNewLink}</Link>
        </p>
      )}
      <Form method="post" className="q-form" noValidate>
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields field={field} hint={texts.passwordHint} />
        <SubmitButton busyLabel={texts.savingBusy}>{texts.resetButton}</SubmitButton>
      </Form>
    </>
  );
}
