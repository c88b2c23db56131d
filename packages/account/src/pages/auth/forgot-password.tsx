import {
  formFields,
  journalSite,
  SubmitButton,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { ErrorSummary, TextField } from '@quire/ui';
import { Form, Link, type MetaArgs, useActionData } from 'react-router';
import { authPageMeta } from '../../lib/auth-meta';
import { accountTexts, useAccountTexts } from '../../texts';
import type { forgotPasswordAction, forgotPasswordLoader } from './forgot-password.server';

export function forgotPasswordMeta(_: MetaArgs<typeof forgotPasswordLoader>) {
  const texts = accountTexts();
  return authPageMeta(
    texts.forgotPasswordTitle,
    texts.forgotPasswordDescription(journalSite().name),
  );
}

/** Asks for a reset link; always answers with the same confirmation. */
export function ForgotPasswordPage() {
  const answer = useActionData<typeof forgotPasswordAction>();
  const failure = answer && 'message' in answer ? answer : undefined;
  useActionErrorModal(failure);
  const { paths } = useJournalSite();
  const texts = useAccountTexts();
  const field = formFields(failure, { email: texts.emailLabel });
  if (answer && 'sent' in answer) {
    return (
      <>
        <h1 className="q-auth__title">{texts.checkEmailTitle}</h1>
        <p role="status">{texts.resetLinkSent}</p>
        <p className="q-auth__links">
          <Link to={paths.login}>{texts.backToSignIn}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="q-auth__title">{texts.forgotPasswordTitle}</h1>
      <p>{texts.forgotPasswordIntro}</p>
      <ErrorSummary failure={failure} labels={field.labels} />
      <Form method="post" className="q-form" noValidate>
        <TextField {...field('email')} type="email" autoComplete="email" required />
        <SubmitButton busyLabel={texts.sendLinkBusy}>{texts.sendLinkButton}</SubmitButton>
      </Form>
      <p className="q-auth__links">
        <Link to={paths.login}>{texts.backToSignIn}</Link>
      </p>
    </>
  );
}
