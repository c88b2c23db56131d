import { resetPasswordFormSchema } from '@quire/contracts';
import {
  apiFor,
  assertSameOrigin,
  formFailure,
  guard,
  localFailure,
  parseForm,
  readFormData,
} from '@quire/site/server';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';
import { resetPasswordHandle } from './reset-password';

// Where a successful reset lands: the login page, which says the password changed.
const RESET_DONE_PATH = '/auth/login?reset=1';

export async function resetPasswordLoader({ request }: LoaderFunctionArgs) {
  await guard(request, resetPasswordHandle.auth);
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Checks the form with the reset contract (the two passwords must match too), then resets. */
export async function resetPasswordAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await guard(request, resetPasswordHandle.auth);
  const parsed = parseForm(await readFormData(request), resetPasswordFormSchema);
  if (!parsed.ok) return localFailure(parsed.fieldErrors, {});
  const { token, password } = parsed.data;
  try {
    await apiFor(request).auth.resetPassword({ token, password });
  } catch (caught) {
    return formFailure(caught, {});
  }
  return redirect(RESET_DONE_PATH);
}
