import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { ErrorSummary } from '~/components/error-summary';
import { FormField } from '~/components/form-field';
import { SubmitButton } from '~/components/submit-button';
import { apiFor } from '~/lib/api.server';
import type { AuthHandle } from '~/lib/auth-guard';
import { readFormData } from '~/lib/form-data.server';
import { fieldErrorsOf } from '~/lib/form-errors';
import { formFailure, localFailure, textField } from '~/lib/form-failure.server';
import { guard } from '~/lib/guard.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Route } from './+types/reset-password';

export const handle = { auth: 'guest' } satisfies AuthHandle;

const LABELS = {
  token: 'Reset link',
  password: 'New password',
  confirmPassword: 'Confirm password',
};

// Where a successful reset lands: the login page, which says the password changed.
const RESET_DONE_PATH = '/auth/login?reset=1';

export async function loader({ request }: Route.LoaderArgs) {
  await guard(request, handle.auth);
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await guard(request, handle.auth);
  const form = await readFormData(request);
  const token = textField(form, 'token');
  const password = textField(form, 'password');
  if (password !== textField(form, 'confirmPassword')) {
    return localFailure({ confirmPassword: ['The two passwords do not match.'] }, {});
  }
  try {
    await apiFor(request).auth.resetPassword({ token, password });
  } catch (caught) {
    return formFailure(caught, {});
  }
  return redirect(RESET_DONE_PATH);
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Choose a new password · Quire' }, { name: 'robots', content: 'noindex' }];
}

/** Sets a new password with the token from the mailed link (`?token=`). */
export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
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
          hint="At least 10 characters."
          minLength={10}
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
