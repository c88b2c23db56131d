import type { ShouldRevalidateFunction } from 'react-router';
import { AvatarForm } from '~/components/account/avatar-form';
import { DeleteAccountForm } from '~/components/account/delete-account-form';
import { EmailForm } from '~/components/account/email-form';
import { MailPreferencesForm } from '~/components/account/mail-preferences-form';
import { PasswordForm } from '~/components/account/password-form';
import { ProfileForm } from '~/components/account/profile-form';
import { AVATAR_EXTENSIONS, accountAction, avatarMaxBytes } from '~/lib/account.server';
import { apiFor } from '~/lib/api.server';
import type { AuthHandle } from '~/lib/auth-guard';
import { requireSession } from '~/lib/guard.server';
import { useRootData } from '~/lib/root-data';
import { assertSameOrigin } from '~/lib/same-origin.server';
import type { Route } from './+types/account';
import '~/components/panel-pages/panel-pages.css';

export const handle = { auth: 'user' } satisfies AuthHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireSession(request, handle.auth);
  return {
    user: session.user,
    mailPreferences: await apiFor(request).account.mailPreferences(),
    avatarRules: { extensions: [...AVATAR_EXTENSIONS], maxBytes: avatarMaxBytes() },
  };
}

/** Every section's form posts here; each names itself in `intent`. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  await requireSession(request, handle.auth);
  return accountAction(request);
}

/**
 * After the account is deleted there is nothing to reload (the session is gone, and the guard
 * would send the page to sign in): the page goes home by itself.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === 'delete-account' ? false : defaultShouldRevalidate);

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Account · Quire' }];
}

/**
 * `/panel/account`: profile, avatar, email, email notifications, password and account deletion, each its own form
 * that works without JavaScript. The header re-reads the session after each change.
 */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, mailPreferences, avatarRules } = loaderData;
  const root = useRootData();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>Account</h1>
      </header>
      <ProfileForm user={user} />
      <AvatarForm
        user={user}
        shownAvatarUrl={root?.viewer?.avatarUrl ?? null}
        rules={avatarRules}
      />
      <EmailForm user={user} />
      <MailPreferencesForm preferences={mailPreferences} />
      <PasswordForm />
      <DeleteAccountForm />
    </div>
  );
}
