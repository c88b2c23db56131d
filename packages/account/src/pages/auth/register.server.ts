import { registerFormSchema } from '@quire/contracts';
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
import { signUpOnServer } from '../../server/auth.server';

/** Who may see this page (redirects run before its loader and action). */
export const registerMiddleware = [guardMiddleware('guest')];

export async function registerLoader(_args: LoaderFunctionArgs) {
  return null;
}

/**
 * Checks the form with the registration contract (the two passwords must match too), then asks
 * the API to mail the confirmation link.
 */
export async function registerAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await readFormData(request);
  // Echoed back on failure so nobody retypes them; passwords never are.
  const values = {
    name: textField(form, 'name'),
    email: textField(form, 'email'),
    affiliation: textField(form, 'affiliation'),
    orcid: textField(form, 'orcid').trim(),
  };
  const checked = checkForm(form, registerFormSchema, values);
  if (!checked.ok) return checked.answer;
  const { name, email, password, affiliation, orcid } = checked.data;
  // Blank optional fields are left out rather than sent empty.
  const body = {
    name,
    email,
    password,
    ...(affiliation ? { affiliation } : {}),
    ...(orcid ? { orcid } : {}),
  };
  try {
    const message = await signUpOnServer(request, body);
    if (message === null) return serverFailure(values);
    return { sent: true as const, message };
  } catch (caught) {
    return formFailure(caught, values);
  }
}
