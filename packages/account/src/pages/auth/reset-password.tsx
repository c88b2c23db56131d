import { PASSWORD_MIN_LENGTH } from '@quire/contracts';
import {
  type AuthHandle,
  ErrorSummary,
  FormField,
  fieldErrorsOf,
  SubmitButton,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import type { resetPasswordAction, resetPasswordLoader } from './reset-password.server';

export const resetPasswordHandle = { auth: 'guest' } satisfies AuthHandle;

const LABELS = {
  token: 'Reset link',
  password: 'New password',
  confirmPassword: 'Confirm password',
};

export function resetPasswordMeta(_: MetaArgs<typeof resetPasswordLoader>) {
  return [{ title: siteTitle('Choose a new password') }, { name: 'robots', content: 'noindex' }];
}

/** Sets a new password with the token from the mailed link (`?token=`). */
export function ResetPasswordPage() {
  const { token } = useLoaderData<typeof resetPasswordLoader>();
  const failure = useActionData<typeof resetPasswordAction>();
  useActionErrorModal(failure);
  if (!token) {
    return (
      <>
        <h1 className="q-auth__title">Choose a new password</h1>
        <p role="alert">
          This page needs the link from the email we sent you. Open that link again, or ask for a
          new one.
        </p>
        <p className="q-auth__links">
          <Link to="/auth/forgot-password">Get a new link</Link>
        </p>
      </>
    );
  }
  const tokenErrors = fieldErrorsOf(failure, 'token');
  return (
    <>
      <h1 className="q-auth__title">Choose a new password</h1>
      <ErrorSummary failure={failure} labels={LABELS} />
      {tokenErrors.length > 0 && (
        <p className="q-auth__links">
          <Link to="/auth/forgot-password">Get a new link</Link>
        </p>
      )}
      <Form method="post" className="q-form" noValidate>
        <input type="hidden" name="token" value={token} />
        <FormField
          name="password"
          label={LABELS.password}
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          minLength={PASSWORD_MIN_LENGTH}
          required
          errors={fieldErrorsOf(failure, 'password')}
        />
        <FormField
          name="confirmPassword"
          label={LABELS.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrorsOf(failure, 'confirmPassword')}
        />
        <SubmitButton busyLabel="Saving…">Save the new password</SubmitButton>
      </Form>
    </>
  );
}
