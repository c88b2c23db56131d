import { isApiError } from '@quire/api-client';
import {
  EDITORIAL_ROLES,
  invitationRegisterFormSchema,
  type PublicInvitation,
  rolesInWords,
} from '@quire/contracts';
import { journalSite, loginUrl, siteDate } from '@quire/site';
import {
  apiContext,
  assertSameOrigin,
  checkBody,
  formFailure,
  readFormData,
  sessionContext,
  textField,
} from '@quire/site/server';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router';
import { redirectSignedIn } from '../../server/auth.server';
import { accountTexts } from '../../texts';

/**
 * What the invitation page shows: the link missing, not usable (the API's one message), or the
 * invitation with who is signed in, if anyone, and where signing in comes back to.
 */
export async function invitationLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  if (!token) return { state: 'missing' as const };
  const api = context.get(apiContext);
  let invitation: PublicInvitation;
  try {
    invitation = await api.invitations.read({ params: { token } });
  } catch (caught) {
    if (isApiError(caught) && (caught.status === 404 || caught.status === 400)) {
      return { state: 'invalid' as const, message: caught.message };
    }
    throw caught;
  }
  const { session } = await context.get(sessionContext);
  return {
    state: 'open' as const,
    token,
    journal: invitation.journal,
    email: invitation.email,
    roles: rolesInWords(invitation.roles),
    offer: accountTexts().invitationOffer(invitation.invitedBy, rolesInWords(invitation.roles)),
    expires: siteDate(invitation.expiresAt),
    accountExists: invitation.accountExists,
    signedIn: session ? { name: session.user.name, email: session.user.email } : null,
    loginHref: loginUrl(`${url.pathname}${url.search}`, journalSite().paths.login),
  };
}

/** Where an accepted invitation leads: the editorial pages for editors, else the panel. */
function landing(roles: readonly string[]): string {
  const { paths } = journalSite();
  return roles.some((role) => EDITORIAL_ROLES.includes(role as never))
    ? paths.editorSubmissions
    : paths.panel;
}

/**
 * The page's two forms, by `intent`: `accept` (signed in: the account takes the roles) and
 * `register` (the invited account is created with a name and a password, and signed in). Either
 * lands on the editorial pages, or the panel for a reviewer.
 */
export async function invitationAction({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await readFormData(request);
  const token = textField(form, 'token');
  const api = context.get(apiContext);
  if (textField(form, 'intent') === 'accept') {
    const { session } = await context.get(sessionContext);
    if (!session) throw redirect(journalSite().paths.login);
    try {
      const accepted = await api.invitations.accept({ params: { token } });
      return redirect(landing(accepted.roles));
    } catch (caught) {
      return formFailure(caught, {});
    }
  }
  if (textField(form, 'intent') !== 'register') {
    throw data(accountTexts().invitationNeedsLink, { status: 400 });
  }
  const values = { name: textField(form, 'name') };
  const checked = checkBody(
    {
      name: values.name,
      password: textField(form, 'password'),
      confirmPassword: textField(form, 'confirmPassword'),
    },
    invitationRegisterFormSchema,
    values,
  );
  if (!checked.ok) return checked.answer;
  try {
    const answer = await api.invitations.register({
      params: { token },
      body: { name: checked.data.name, password: checked.data.password },
    });
    const roles = answer.user.journals.flatMap((membership) => membership.roles);
    return redirectSignedIn({
      session: { user: answer.user, expiresAt: answer.expiresAt },
      token: answer.token,
      redirectTo: landing(roles),
    });
  } catch (caught) {
    return formFailure(caught, values);
  }
}
