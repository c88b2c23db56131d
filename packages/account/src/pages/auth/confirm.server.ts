import { confirmRegistrationBodySchema } from '@quire/contracts';
import {
  assertSameOrigin,
  checkForm,
  formFailure,
  guardMiddleware,
  readFormData,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { confirmOnServer, redirectSignedIn } from '../../server/auth.server';

/** Who may see this page (redirects run before its loader and action). */
export const confirmRegistrationMiddleware = [guardMiddleware('public')];

export async function confirmRegistrationLoader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Checks the token's shape with the contract, then creates and signs in the account. */
export async function confirmRegistrationAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const checked = checkForm(await readFormData(request), confirmRegistrationBodySchema, {});
  if (!checked.ok) return checked.answer;
  try {
    return redirectSignedIn(await confirmOnServer({ request, context }, checked.data.token));
  } catch (caught) {
    return formFailure(caught, {});
  }
}
