import { confirmEmailBodySchema } from '@quire/contracts';
import {
  apiContext,
  assertSameOrigin,
  checkForm,
  formFailure,
  guardMiddleware,
  readFormData,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';

/** Who may see this page: anyone (the mailed link must work whoever is signed in here). */
export const confirmEmailMiddleware = [guardMiddleware('public')];

export async function confirmEmailLoader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Checks the token's shape with the contract, then confirms the new address. */
export async function confirmEmailAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const checked = checkForm(await readFormData(request), confirmEmailBodySchema, {});
  if (!checked.ok) return checked.answer;
  try {
    const confirmed = await context.get(apiContext).auth.confirmEmail({ body: checked.data });
    return { confirmed: confirmed.message };
  } catch (caught) {
    return formFailure(caught, {});
  }
}
