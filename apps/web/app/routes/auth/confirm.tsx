import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { useActionErrorModal } from '~/components/error-modal-provider';
import { ErrorSummary } from '~/components/error-summary';
import { SubmitButton } from '~/components/submit-button';
import { confirmOnServer, redirectSignedIn } from '~/lib/auth.server';
import type { AuthHandle } from '~/lib/auth-guard';
import { readFormData } from '~/lib/form-data.server';
import { fieldErrorsOf } from '~/lib/form-errors';
import { formFailure, textField } from '~/lib/form-failure.server';
import { guard } from '~/lib/guard.server';
import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Route } from './+types/confirm';

// Public, not signed-out only: the mailed link must work whoever is signed in on this browser
// (confirming signs the new account in instead).
export const handle = { auth: 'public' } satisfies AuthHandle;

const LABELS = { token: 'Confirmation link' };

export async function loader({ request }: Route.LoaderArgs) {
  await guard(request, handle.auth);
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await guard(request, handle.auth);
  const token = textField(await readFormData(request), 'token');
  try {
    return redirectSignedIn(await confirmOnServer(request, token));
  } catch (caught) {
    return formFailure(caught, {});
  }
}

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Confirm your email · Quire' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Finishes a registration with the token from the mailed link (`?token=`): one button creates the
 * account and signs it in, then goes to the panel (or the same-origin `redirect`). Confirming is
 * a post, not the page load, so mail scanners that open links do not spend the token.
 */
export default function ConfirmRegistration() {
  const { token } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  useActionErrorModal(failure);
  if (!token) {
    return (
      <>
        <h1 className="q-auth__title">Confirm your email</h1>
        <p role="alert">
          This page needs the link from the email we sent you when you registered. Open that link
          again, or register again to get a new one.
        </p>
        <p className="q-auth__links">
          <Link to="/auth/reg">Register again</Link>
        </p>
      </>
    );
  }
  const invalid = fieldErrorsOf(failure, 'token').length > 0;
  return (
    <>
      <h1 className="q-auth__title">Confirm your email</h1>
      <ErrorSummary failure={failure} labels={LABELS} />
      {invalid ? (
        <p className="q-auth__links">
          <Link to="/auth/reg">Register again</Link> or <Link to="/auth/login">sign in</Link>
        </p>
      ) : (
        <Form method="post" className="q-form">
          <p>One last step: confirm your email address to create your account and sign in.</p>
          <input type="hidden" name="token" value={token} />
          <SubmitButton busyLabel="Creating your account…">Confirm and sign in</SubmitButton>
        </Form>
      )}
    </>
  );
}
