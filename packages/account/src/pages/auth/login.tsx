import {
  type AuthHandle,
  ErrorSummary,
  FormField,
  fieldErrorsOf,
  SubmitButton,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { Form, Link, type MetaArgs, useActionData, useSearchParams } from 'react-router';
import type { loginAction, loginLoader } from './login.server';

export const loginHandle = { auth: 'guest' } satisfies AuthHandle;

const LABELS = { email: 'Email', password: 'Password' };

export function loginMeta(_: MetaArgs<typeof loginLoader>) {
  return [
    { title: siteTitle('Sign in') },
    { name: 'description', content: 'Sign in to your Quire author account.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Sign in with email and password; works without JavaScript (a plain form post). */
export function LoginPage() {
  const failure = useActionData<typeof loginAction>();
  const [searchParams] = useSearchParams();
  useActionErrorModal(failure);
  const redirect = searchParams.get('redirect');
  const registerHref = redirect ? `/auth/reg?${new URLSearchParams({ redirect })}` : '/auth/reg';
  return (
    <>
      <h1 className="q-auth__title">Sign in</h1>
      {searchParams.has('reset') && !failure && (
        <p role="status" className="q-auth__notice">
          Your password has been changed. Sign in with the new one.
        </p>
      )}
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
        <FormField
          name="password"
          label={LABELS.password}
          type="password"
          autoComplete="current-password"
          required
          errors={fieldErrorsOf(failure, 'password')}
        />
        <SubmitButton busyLabel="Signing in…">Sign in</SubmitButton>
      </Form>
      <p className="q-auth__links">
        <Link to="/auth/forgot-password">Forgot your password?</Link>
      </p>
      <p className="q-auth__links">
        New here? <Link to={registerHref}>Create an account</Link>
      </p>
    </>
  );
}
