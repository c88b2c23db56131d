import { signInBodySchema } from '@quire/contracts';
import {
  assertSameOrigin,
  checkForm,
  formFailure,
  guardMiddleware,
  readFormData,
  serverFailure,
  textField,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { redirectSignedIn, signInOnServer } from '../../server/auth.server';
import { accountTexts } from '../../texts';

/** Who may see this page (redirects run before its loader and action). */
export const loginMiddleware = [guardMiddleware('guest')];

export async function loginLoader(_args: LoaderFunctionArgs) {
  return null;
}

/** Signs in with the sign-in contract's rules checked first; the session lands in a cookie. */
export async function loginAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await readFormData(request);
  // The email is kept so the visitor does not retype it; the password never is.
  const values = { email: textField(form, 'email') };
  const checked = checkForm(form, signInBodySchema, values);
  if (!checked.ok) return checked.answer;
  try {
    const signedIn = await signInOnServer(request, checked.data);
    if (signedIn) return redirectSignedIn(signedIn);
    // The reason (no token string in the answer) is logged; the visitor stays here with a
    // message that does not pretend to know it.
    return serverFailure(values, accountTexts().signInFailed);
  } catch (caught) {
    return formFailure(caught, values);
  }
}
