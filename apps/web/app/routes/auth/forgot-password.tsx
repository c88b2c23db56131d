import { Form, Link, useActionData } from 'react-router';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { ErrorSummary } from '~/components/error-summary';
import { FormField } from '~/components/form-field';
import { SubmitButton } from '~/components/submit-button';
import { apiFor } from '~/lib/api.server';
import type { AuthHandle } from '~/lib/auth-guard';
import { readFormData } from '~/lib/form-data.server';
import { fieldErrorsOf } from '~/lib/form-errors';
import { formFailure, textField } from '~/lib/form-failure.server';
import { guard } from '~/lib/guard.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Route } from './+types/forgot-password';

export const handle = { auth: 'guest' } satisfies AuthHandle;

const LABELS = { email: 'Email' };

// The same words whether or not the account exists, so the form reveals nothing.
const SENT_MESSAGE =
  'If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.';

export async function loader({ request }: Route.LoaderArgs) {
  await guard(request, handle.auth);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await guard(request, handle.auth);
  const email = textField(await readFormData(request), 'email');
  try {
    await apiFor(request).auth.forgotPassword({ email });
    return { sent: true as const, email };
  } catch (caught) {
    return formFailure(caught, { email });
  }
}

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Forgot your password? · Quire' },
    { name: 'description', content: 'Get a link to choose a new password for your Quire account.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Asks for a reset link; always answers with the same confirmation. */
export default function ForgotPassword() {
  const answer = useActionData<typeof action>();
  const failure = answer && 'message' in answer ? answer : undefined;
  useActionErrorModal(failure);
  if (answer && 'sent' in answer) {
    return (
      <>
        <h1 className="q-auth__title">Check your email</h1>
        <p role="status">{SENT_MESSAGE}</p>
        <p className="q-auth__links">
          <Link to="/auth/login">Back to sign in</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="q-auth__title">Forgot your password?</h1>
      <p>
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <ErrorSummary failure={failure} labels={LABELS} />
      <Form method="post" className="q-form" noValidate>
        <FormField
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
          required
          defaultValue={failure?.email}
          errors={fieldErrorsOf(failure, 'email')}
        />
        <SubmitButton busyLabel="Sending…">Send the link</SubmitButton>
      </Form>
      <p className="q-auth__links">
        <Link to="/auth/login">Back to sign in</Link>
      </p>
    </>
  );
}
