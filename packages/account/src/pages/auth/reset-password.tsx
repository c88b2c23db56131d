import { PASSWORD_MIN_LENGTH } from '@quire/contracts';
import {
  fieldErrorsOf,
  SubmitButton,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { accountTexts, useAccountTexts } from '../../texts';
import type { resetPasswordAction, resetPasswordLoader } from './reset-password.server';

export function resetPasswordMeta(_: MetaArgs<typeof resetPasswordLoader>) {
  return [{ title: siteTitle(accountTexts().resetTitle) }, { name: 'robots', content: 'noindex' }];
}

/** Sets a new password with the token from the mailed link (`?token=`). */
export function ResetPasswordPage() {
  const { token } = useLoaderData<typeof resetPasswordLoader>();
  const failure = useActionData<typeof resetPasswordAction>();
  useActionErrorModal(failure);
  const { paths } = useJournalSite();
  const texts = useAccountTexts();
  const labels = {
    token: texts.resetTokenLabel,
    password: texts.newPasswordLabel,
    confirmPassword: texts.confirmPasswordLabel,
  };
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
      <ErrorSummary failure={failure} labels={labels} />
      {tokenErrors.length > 0 && (
        <p className="q-auth__links">
          <Link to={paths.forgotPassword}>{texts.getNewLink}</Link>
        </p>
      )}
      <Form method="post" className="q-form" noValidate>
        <input type="hidden" name="token" value={token} />
        <TextField
          name="password"
          label={labels.password}
          type="password"
          autoComplete="new-password"
          hint={texts.passwordHint}
          minLength={PASSWORD_MIN_LENGTH}
          required
          errors={fieldErrorsOf(failure, 'password')}
        />
        <TextField
          name="confirmPassword"
          label={labels.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrorsOf(failure, 'confirmPassword')}
        />
        <SubmitButton busyLabel={texts.savingBusy}>{texts.resetButton}</SubmitButton>
      </Form>
    </>
  );
}
