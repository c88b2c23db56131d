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
import { authPageMeta } from '../../lib/auth-meta';
import { accountTexts, useAccountTexts } from '../../texts';
import type { loginAction, loginLoader } from './login.server';

export function loginMeta(_: MetaArgs<typeof loginLoader>) {
  const texts = accountTexts();
  return authPageMeta(texts.signInTitle, texts.signInDescription(journalSite().name));
}

/** Sign in with email and password; works without JavaScript (a plain form post). */
export function LoginPage() {
  const failure = useActionData<typeof loginAction>();
  const [searchParams] = useSearchParams();
  useActionErrorModal(failure);
  const { paths } = useJournalSite();
  const texts = useAccountTexts();
  const field = formFields(failure, { email: texts.emailLabel, password: texts.passwordLabel });
  const registerHref = withQuery(paths.register, { redirect: searchParams.get('redirect') });
  return (
    <>
      <h1 className="q-auth__title">{texts.signInTitle}</h1>
      {searchParams.has('reset') && !failure && (
        <p role="status" className="q-auth__notice">
          {texts.passwordChangedNotice}
        </p>
      )}
      <ErrorSummary failure={failure} labels={field.labels} />
      <Form method="post" className="q-form" noValidate>
        <TextField {...field('email')} type="email" autoComplete="email" required />
        <TextField
          {...field('password', { echo: false })}
          type="password"
          autoComplete="current-password"
          required
        />
        <SubmitButton busyLabel={texts.signInBusy}>{texts.signInButton}</SubmitButton>
      </Form>
      <p className="q-auth__links">
        <Link to={paths.forgotPassword}>{texts.forgotPasswordLink}</Link>
      </p>
      <p className="q-auth__links">
        {`${texts.newHere} `}
        <Link to={registerHref}>{texts.createAccountLink}</Link>
      </p>
    </>
  );
}
