import { forgotPasswordBodySchema } from '@quire/contracts';
import {
  apiContext,
  assertSameOrigin,
  checkForm,
  formFailure,
  guardMiddleware,
  readFormData,
  textField,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

/** Who may see this page (redirects run before its loader and action). */
export const forgotPasswordMiddleware = [guardMiddleware('guest')];

export async function forgotPasswordLoader(_args: LoaderFunctionArgs) {
  return null;
}

/** Checks the address with the contract, then asks the API to mail a reset link. */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await readFormData(request);
  const values = { email: textField(form, 'email') };
  const checked = checkForm(form, forgotPasswordBodySchema, values);
  if (!checked.ok) return checked.answer;
  try {
    await context.get(apiContext).auth.forgotPassword({ body: checked.data });
    return { sent: true as const, ...values };
  } catch (caught) {
    return formFailure(caught, values);
  }
}
