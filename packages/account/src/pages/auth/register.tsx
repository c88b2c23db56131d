import { PASSWORD_MIN_LENGTH } from '@quire/contracts';
import {
  type AuthHandle,
  ErrorSummary,
  FormField,
  fieldErrorsOf,
  SubmitButton,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { Form, Link, type MetaArgs, useActionData, useSearchParams } from 'react-router';
import type { registerAction, registerLoader } from './register.server';

export const registerHandle = { auth: 'guest' } satisfies AuthHandle;

const LABELS = {
  name: 'Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  affiliation: 'Affiliation',
  orcid: 'ORCID iD',
};

export function registerMeta(_: MetaArgs<typeof registerLoader>) {
  return [
    { title: siteTitle('Create an account') },
    {
      name: 'description',
      content: 'Create a Quire author account to submit and follow your articles.',
    },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Registration: mails a link that creates the author account when opened (`/auth/confirm`), then
 * says "check your inbox" — the same for every address, so the form reveals no account. Works
 * without JavaScript.
 */
export function RegisterPage() {
  const answer = useActionData<typeof registerAction>();
  const failure = answer && 'message' in answer && !('sent' in answer) ? answer : undefined;
  const [searchParams] = useSearchParams();
  useActionErrorModal(failure);
  const redirect = searchParams.get('redirect');
  const loginHref = redirect ? `/auth/login?${new URLSearchParams({ redirect })}` : '/auth/login';
  if (answer && 'sent' in answer) {
    return (
      <>
        <h1 className="q-auth__title">Check your inbox</h1>
        <p role="status">{answer.message}</p>
        <p>
          The link works for 24 hours. No email? Check your spam folder, or register again in a few
          minutes.
        </p>
        <p className="q-auth__links">
          <Link to={loginHref}>Back to sign in</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="q-auth__title">Create an account</h1>
      <ErrorSummary failure={failure} labels={LABELS} />
      <Form method="post" className="q-form" noValidate>
        <FormField
          name="name"
          label={LABELS.name}
          autoComplete="name"
          required
          defaultValue={failure?.name}
          errors={fieldErrorsOf(failure, 'name')}
        />
        <FormField
          name="email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
          required
          defaultValue={failure?.email}
          errors={fieldErrorsOf(failure, 'email')}
        />
        <FormField
          name="password"
          label={LABELS.password}
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong password.`}
          minLength={PASSWORD_MIN_LENGTH}
          required
          errors={fieldErrorsOf(failure, 'password')}
        />
        <FormField
          name="confirmPassword"
          label={LABELS.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          errors={fieldErrorsOf(failure, 'confirmPassword')}
        />
        <FormField
          name="affiliation"
          label={LABELS.affiliation}
          autoComplete="organization"
          hint="Your university or institute, as it should appear on your articles."
          defaultValue={failure?.affiliation}
          errors={fieldErrorsOf(failure, 'affiliation')}
        />
        <FormField
          name="orcid"
          label={LABELS.orcid}
          autoComplete="off"
          inputMode="text"
          placeholder="0000-0000-0000-0000"
          defaultValue={failure?.orcid}
          errors={fieldErrorsOf(failure, 'orcid')}
        />
        <SubmitButton busyLabel="Creating your account…">Create account</SubmitButton>
      </Form>
      <p className="q-auth__links">
        Already have an account? <Link to={loginHref}>Sign in</Link>
      </p>
    </>
  );
}
