import { forgotPasswordBodySchema } from '@quire/contracts';
import {
  apiFor,
  assertSameOrigin,
  formFailure,
  guard,
  localFailure,
  parseForm,
  readFormData,
  textField,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { forgotPasswordHandle } from './forgot-password';

export async function forgotPasswordLoader({ request }: LoaderFunctionArgs) {
  await guard(request, forgotPasswordHandle.auth);
  return null;
}

/** Checks the address with the contract, then asks the API to mail a reset link. */
export async function forgotPasswordAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await guard(request, forgotPasswordHandle.auth);
  const form = await readFormData(request);
  const values = { email: textField(form, 'email') };
  const parsed = parseForm(form, forgotPasswordBodySchema);
  if (!parsed.ok) return localFailure(parsed.fieldErrors, values);
  try {
    await apiFor(request).auth.forgotPassword(parsed.data);
    return { sent: true as const, ...values };
  } catch (caught) {
    return formFailure(caught, values);
  }
}
