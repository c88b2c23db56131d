import { PROFILE_TEXT_LIMITS } from '@quire/contracts';
import {
  formFields,
  SiteTime,
  SubmitButton,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { Form, Link, type MetaArgs, useActionData, useLoaderData } from 'react-router';
import { NewPasswordFields } from '../../account/new-password-fields';
import { authPageMeta } from '../../lib/auth-meta';
import { accountTexts, useAccountTexts } from '../../texts';
import type { invitationAction, invitationLoader } from './invitation.server';

export function invitationMeta(_: MetaArgs<typeof invitationLoader>) {
  return authPageMeta(accountTexts().invitationTitle);
}

/**
 * `{paths.invitation}?token=`: an invitation to a journal's staff, from its emailed link. Signed
 * in, one button accepts it; signed out, the invited address either signs in first (it has an
 * account) or creates its account here. A used, expired or withdrawn link says so. Works
 * without JavaScript.
 */
export function InvitationPage() {
  const loaded = useLoaderData<typeof invitationLoader>();
  const failure = useActionData<typeof invitationAction>();
  useActionErrorModal(failure);
  const { paths } = useJournalSite();
  const texts = useAccountTexts();
  const field = formFields(failure, {
    name: texts.nameLabel,
    password: texts.passwordLabel,
    confirmPassword: texts.confirmPasswordLabel,
  });
  if (loaded.state !== 'open') {
    return (
      <>
        <h1 className="q-auth__title">{texts.invitationTitle}</h1>
        <p role="alert">
          {loaded.state === 'missing' ? texts.invitationNeedsLink : loaded.message}
        </p>
        <p>{texts.invitationInvalidHint}</p>
        <p className="q-auth__links">
          <Link to={paths.home}>{texts.backHome}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="q-auth__title">{texts.invitationHeading(loaded.journal.title)}</h1>
      <p>{loaded.offer}</p>
      <p className="q-muted">
        {texts.invitationFor(loaded.email)}{' '}
        {loaded.expires && <SiteTime date={loaded.expires} sentence={texts.invitationExpires} />}
      </p>
      <ErrorSummary failure={failure} labels={field.labels} />
      {loaded.signedIn ? (
        <Form method="post" className="q-form" noValidate>
          <p>{texts.invitationSignedInAs(loaded.signedIn.name, loaded.signedIn.email)}</p>
          <input type="hidden" name="token" value={loaded.token} />
          <input type="hidden" name="intent" value="accept" />
          <SubmitButton busyLabel={texts.acceptingBusy}>{texts.acceptInvitation}</SubmitButton>
        </Form>
      ) : loaded.accountExists ? (
        <>
          <p>{texts.invitationHasAccount(loaded.email)}</p>
          <p className="q-auth__links">
            <Link to={loaded.loginHref} className="q-btn q-btn--primary">
              {texts.signInToAccept}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" className="q-form" noValidate>
          <p>{texts.invitationCreateIntro}</p>
          <input type="hidden" name="token" value={loaded.token} />
          <input type="hidden" name="intent" value="register" />
          <TextField
            {...field('name')}
            autoComplete="name"
            maxLength={PROFILE_TEXT_LIMITS.name}
            required
          />
          <NewPasswordFields field={field} hint={texts.passwordHint} />
          <SubmitButton busyLabel={texts.creatingBusy}>{texts.createAndJoin}</SubmitButton>
        </Form>
      )}
    </>
  );
}
