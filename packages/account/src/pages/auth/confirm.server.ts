import { confirmRegistrationBodySchema } from '@quire/contracts';
import {
  assertSameOrigin,
  formFailure,
  guard,
  localFailure,
  parseForm,
  readFormData,
} from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { confirmOnServer, redirectSignedIn } from '../../server/auth.server';
import { confirmRegistrationHandle } from './confirm';

export async function confirmRegistrationLoader({ request }: LoaderFunctionArgs) {
  await guard(request, confirmRegistrationHandle.auth);
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Checks the token's shape with the contract, then creates and signs in the account. */
export async function confirmRegistrationAction({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await guard(request, confirmRegistrationHandle.auth);
  const parsed = parseForm(await readFormData(request), confirmRegistrationBodySchema);
  if (!parsed.ok) return localFailure(parsed.fieldErrors, {});
  try {
    return redirectSignedIn(await confirmOnServer(request, parsed.data.token));
  } catch (caught) {
    return formFailure(caught, {});
  }
}
