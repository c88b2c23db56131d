import {
  formFields,
  journalSite,
  SubmitButton,
  useActionErrorModal,
  useJournalSite,
  withQuery,
} from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { Form, Link, type MetaArgs, useActionData, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../account/new-password-fields';
import { authPageMeta } from '../../lib/auth-meta';
import { type AccountTexts, accountTexts, useAccountTexts } from '../../texts';
import type { registerAction, registerLoader } from './register.server';

function labelsOf(texts: AccountTexts) {
  return {
    name: texts.nameLabel,
    email: texts.emailLabel,
    password: texts.passwordLabel,
    confirmPassword: texts.confirmPasswordLabel,
    affiliation: texts.affiliationLabel,
    orcid: texts.orcidLabel,
  };
}

export function registerMeta(_: MetaArgs<typeof registerLoader>) {
  const texts = accountTexts();
  return authPageMeta(texts.registerTitle, texts.registerDescription(journalSite().name));
}

/**
 * Registration: mails a link that creates the author account when opened (the confirmation page), then
 * says "check your inbox" — the same for every address, so the form reveals no account. Works
 * without JavaScript.
 */
export function RegisterPage() {
  const answer = useActionData<typeof registerAction>();
  const failure = answer && 'message' in answer && !('sent' in answer) ? answer : undefined;
  const [searchParams] = useSearchParams();
  useActionErrorModal(failure);
  const { paths } = useJournalSite();
  const texts = useAccountTexts();
  const field = formFields(failure, labelsOf(texts));
  const loginHref = withQuery(paths.login, { redirect: searchParams.get('redirect') });
  if (answer && 'sent' in answer) {
    return (
      <>
        <h1 className="q-auth__title">{texts.checkInboxTitle}</h1>
        <p role="status">{answer.message}</p>
        <p>{texts.registrationLinkValidity}</p>
        <p className="q-auth__links">
          <Link to={loginHref}>{texts.backToSignIn}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="q-auth__title">{texts.registerTitle}</h1>
      <ErrorSummary failure={failure} labels={field.labels} />
      <Form method="post" className="q-form" noValidate>
        <TextField {...field('name')} autoComplete="name" required />
        <TextField {...field('email')} type="email" autoComplete="email" required />
        <NewPasswordFields field={field} hint={texts.registerPasswordHint} />
        <TextField
          {...field('affiliation')}
          autoComplete="organization"
          hint={texts.registerAffiliationHint}
        />
        <TextField
          {...field('orcid')}
          autoComplete="off"
          inputMode="text"
          placeholder="0000-0000-0000-0000"
        />
        <SubmitButton busyLabel={texts.registerBusy}>{texts.registerButton}</SubmitButton>
      </Form>
      <p className="q-auth__links">
        {`${texts.haveAccount} `}
        <Link to={loginHref}>{texts.signInLink}</Link>
      </p>
    </>
  );
}
