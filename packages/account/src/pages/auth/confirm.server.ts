import { confirmRegistrationBodySchema } from '@quire/contracts';
import {
  assertSameOrigin,
  formFailure,
  guardMiddleware,
  localFailure,
  parseForm,
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
  const parsed = parseForm(await readFormData(request), confirmRegistrationBodySchema);
  if (!parsed.ok) return localFailure(parsed.fieldErrors, {});
  try {
    return redirectSignedIn(await confirmOnServer({ request, context }, parsed.data.token));
  } catch (caught) {
    return formFailure(caught, {});
  }
}
