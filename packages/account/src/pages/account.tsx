import { type AuthHandle, siteTitle, useRootData } from '@quire/site';
import { type MetaArgs, type ShouldRevalidateFunction, useLoaderData } from 'react-router';
import { AvatarForm } from '../account/avatar-form';
import { DeleteAccountForm } from '../account/delete-account-form';
import { EmailForm } from '../account/email-form';
import { MailPreferencesForm } from '../account/mail-preferences-form';
import { PasswordForm } from '../account/password-form';
import { ProfileForm } from '../account/profile-form';
import type { accountLoader } from './account.server';

export const accountHandle = { auth: 'user' } satisfies AuthHandle;

/**
 * After the account is deleted there is nothing to reload (the session is gone, and the guard
 * would send the page to sign in): the page goes home by itself.
 */
export const accountShouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === 'delete-account' ? false : defaultShouldRevalidate);

export function accountMeta(_: MetaArgs<typeof accountLoader>) {
  return [{ title: siteTitle('Account') }];
}

/**
 * `/panel/account`: profile, avatar, email, email notifications, password and account deletion, each its own form
 * that works without JavaScript. The header re-reads the session after each change.
 */
export function AccountPage() {
  const loaderData = useLoaderData<typeof accountLoader>();
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
