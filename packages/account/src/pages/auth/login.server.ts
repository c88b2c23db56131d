import { signInBodySchema } from '@quire/contracts';
import {
  assertSameOrigin,
  formFailure,
  guard,
  localFailure,
  parseForm,
  readFormData,
  serverFailure,
  textField,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { redirectSignedIn, signInOnServer } from '../../server/auth.server';
import { loginHandle } from './login';

// Shown when sign-in stopped without an error the API explained (logged on the server).
const SIGN_IN_FAILED_MESSAGE = 'Sign-in failed. Please try again.';

export async function loginLoader({ request }: LoaderFunctionArgs) {
  await guard(request, loginHandle.auth);
  return null;
}

/** Signs in with the sign-in contract's rules checked first; the session lands in a cookie. */
export async function loginAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await guard(request, loginHandle.auth);
  const form = await readFormData(request);
  // The email is kept so the visitor does not retype it; the password never is.
  const values = { email: textField(form, 'email') };
  const parsed = parseForm(form, signInBodySchema);
  if (!parsed.ok) return localFailure(parsed.fieldErrors, values);
  try {
    const signedIn = await signInOnServer(request, parsed.data);
    if (signedIn) return redirectSignedIn(signedIn);
    // The reason (no token string in the answer) is logged; the visitor stays here.
    return serverFailure(values, SIGN_IN_FAILED_MESSAGE);
  } catch (caught) {
    return formFailure(caught, values);
  }
}
