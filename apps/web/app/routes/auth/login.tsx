import { Form, Link, useActionData, useSearchParams } from 'react-router';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { ErrorSummary } from '~/components/error-summary';
import { FormField } from '~/components/form-field';
import { SubmitButton } from '~/components/submit-button';
import { redirectSignedIn, signInOnServer } from '~/lib/auth.server';
import type { AuthHandle } from '~/lib/auth-guard';
import { readFormData } from '~/lib/form-data.server';
import { fieldErrorsOf } from '~/lib/form-errors';
import { formFailure, serverFailure, textField } from '~/lib/form-failure.server';
import { guard } from '~/lib/guard.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Route } from './+types/login';

export const handle = { auth: 'guest' } satisfies AuthHandle;

const LABELS = { email: 'Email', password: 'Password' };

// Shown when sign-in stopped without an error the API explained (logged on the server).
const SIGN_IN_FAILED_MESSAGE = 'Sign-in failed. Please try again.';

export async function loader({ request }: Route.LoaderArgs) {
  await guard(request, handle.auth);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await guard(request, handle.auth);
  const form = await readFormData(request);
  const credentials = { email: textField(form, 'email'), password: textField(form, 'password') };
  try {
    const signedIn = await signInOnServer(request, credentials);
    if (signedIn) return redirectSignedIn(signedIn);
    // Spec §5: the reason (no token string in the answer) is logged; the visitor stays here.
    return serverFailure({ email: credentials.email }, SIGN_IN_FAILED_MESSAGE);
  } catch (caught) {
    // The email is kept so the visitor does not retype it; the password never is.
    return formFailure(caught, { email: credentials.email });
  }
}

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Sign in · Quire' },
    { name: 'description', content: 'Sign in to your Quire author account.' },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Sign in with email and password; works without JavaScript (a plain form post). */
export default function Login() {
  const failure = useActionData<typeof action>();
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
