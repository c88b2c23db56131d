import { registerFormSchema } from '@quire/contracts';
import {
  assertSameOrigin,
  formFailure,
  guardMiddleware,
  localFailure,
  parseForm,
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
  const parsed = parseForm(form, registerFormSchema);
  if (!parsed.ok) return localFailure(parsed.fieldErrors, values);
  const { name, email, password, affiliation, orcid } = parsed.data;
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
