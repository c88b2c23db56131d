import { resetPasswordFormSchema } from '@quire/contracts';
import { journalSite, withQuery } from '@quire/site';
import {
  apiContext,
  assertSameOrigin,
  checkForm,
  formFailure,
  guardMiddleware,
  readFormData,
} from '@quire/site/server';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';

/** Who may see this page (redirects run before its loader and action). */
export const resetPasswordMiddleware = [guardMiddleware('guest')];

export async function resetPasswordLoader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** Checks the form with the reset contract (the two passwords must match too), then resets. */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const checked = checkForm(await readFormData(request), resetPasswordFormSchema, {});
  if (!checked.ok) return checked.answer;
  const { token, password } = checked.data;
  try {
    await context.get(apiContext).auth.resetPassword({ body: { token, password } });
  } catch (caught) {
    return formFailure(caught, {});
  }
  // The login page says the password changed.
  return redirect(withQuery(journalSite().paths.login, { reset: 1 }));
}
