import {
  type AuthHandle,
  ErrorSummary,
  FormField,
  fieldErrorsOf,
  SubmitButton,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { Form, Link, type MetaArgs, useActionData } from 'react-router';
import type { forgotPasswordAction, forgotPasswordLoader } from './forgot-password.server';

export const forgotPasswordHandle = { auth: 'guest' } satisfies AuthHandle;

const LABELS = { email: 'Email' };

// The same words whether or not the account exists, so the form reveals nothing.
const SENT_MESSAGE =
  'If an account exists for that address, we have sent it a link to choose a new password. The link works for 30 minutes.';

export function forgotPasswordMeta(_: MetaArgs<typeof forgotPasswordLoader>) {
  return [
    { title: siteTitle('Forgot your password?') },
    { name: 'description', content: 'Get a link to choose a new password for your Quire account.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Asks for a reset link; always answers with the same confirmation. */
export function ForgotPasswordPage() {
  const answer = useActionData<typeof forgotPasswordAction>();
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
