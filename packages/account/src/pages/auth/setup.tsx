import {
  JOURNAL_SLUG_MAX_LENGTH,
  JOURNAL_TITLE_MAX_LENGTH,
  PROFILE_TEXT_LIMITS,
  SITE_NAME_MAX_LENGTH,
} from '@quire/contracts';
import { formFields, SubmitButton, useActionErrorModal } from '@quire/site';
import { ErrorSummary, Fieldset, TextField } from '@quire/ui';
import { Form, type MetaArgs, useActionData } from 'react-router';
import { NewPasswordFields } from '../../account/new-password-fields';
import { authPageMeta } from '../../lib/auth-meta';
import { type AccountTexts, accountTexts, useAccountTexts } from '../../texts';
import type { setupAction, setupLoader } from './setup.server';

function labelsOf(texts: AccountTexts) {
  return {
    siteName: texts.siteNameLabel,
    name: texts.nameLabel,
    email: texts.emailLabel,
    password: texts.passwordLabel,
    confirmPassword: texts.confirmPasswordLabel,
    'journal.title': texts.journalTitleLabel,
    'journal.slug': texts.journalSlugLabel,
  };
}

export function setupMeta(_: MetaArgs<typeof setupLoader>) {
  const texts = accountTexts();
  return authPageMeta(texts.setupTitle, texts.setupDescription);
}

/**
 * The first-run setup, where every page leads while the site has no administrator: the site's
 * name, the first administrator (who is signed in), and optionally the first journal. A 404 once
 * the site is set up. Works without JavaScript.
 */
export function SetupPage() {
  const failure = useActionData<typeof setupAction>();
  useActionErrorModal(failure);
  const texts = useAccountTexts();
  const field = formFields(failure, labelsOf(texts));
  return (
    <>
      <h1 className="q-auth__title">{texts.setupTitle}</h1>
      <p>{texts.setupIntro}</p>
      <ErrorSummary failure={failure} labels={field.labels} />
      <Form method="post" className="q-form" noValidate>
        <Fieldset name="site" legend={texts.setupSiteLegend}>
          <TextField
            {...field('siteName')}
            hint={texts.siteNameHint}
            maxLength={SITE_NAME_MAX_LENGTH}
            required
          />
        </Fieldset>
        <Fieldset name="administrator" legend={texts.setupAdminLegend}>
          <TextField
            {...field('name')}
            autoComplete="name"
            maxLength={PROFILE_TEXT_LIMITS.name}
            required
          />
          <TextField {...field('email')} type="email" autoComplete="email" required />
          <NewPasswordFields field={field} hint={texts.registerPasswordHint} />
        </Fieldset>
        <Fieldset name="journal" legend={texts.setupJournalLegend} hint={texts.setupJournalHint}>
          <TextField {...field('journal.title')} maxLength={JOURNAL_TITLE_MAX_LENGTH} />
          <TextField
            {...field('journal.slug')}
            hint={texts.journalSlugHint}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={JOURNAL_SLUG_MAX_LENGTH}
          />
        </Fieldset>
        <SubmitButton busyLabel={texts.setupBusy}>{texts.setupButton}</SubmitButton>
      </Form>
    </>
  );
}
