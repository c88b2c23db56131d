import { siteTitle, useRootData } from '@quire/site';
import { type MetaArgs, useLoaderData } from 'react-router';
import { AvatarForm } from '../account/avatar-form';
import { DeleteAccountForm } from '../account/delete-account-form';
import { EmailForm } from '../account/email-form';
import { MailPreferencesForm } from '../account/mail-preferences-form';
import { PasswordForm } from '../account/password-form';
import { ProfileForm } from '../account/profile-form';
import { YourRoles } from '../account/your-roles';
import { accountTexts, useAccountTexts } from '../texts';
import type { accountLoader } from './account.server';
import '../account/account.css';

export function accountMeta(_: MetaArgs<typeof accountLoader>) {
  return [{ title: siteTitle(accountTexts().accountTitle) }];
}

/**
 * `/panel/account`: profile, roles, avatar, email, email notifications, password and account deletion, each its own form
 * that works without JavaScript. The header re-reads the session after each change.
 */
export function AccountPage() {
  const loaderData = useLoaderData<typeof accountLoader>();
  const { user, mailPreferences, avatarRules } = loaderData;
  const root = useRootData();
  const texts = useAccountTexts();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.accountTitle}</h1>
      </header>
      <ProfileForm user={user} />
      <YourRoles user={user} />
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
