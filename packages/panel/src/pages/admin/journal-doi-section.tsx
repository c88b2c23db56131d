import type { DoiSettings } from '@quire/contracts';
import { type FormFailure, fieldErrorsOf } from '@quire/site';
import { Checkbox, ErrorSummary, SelectField, TextField } from '@quire/ui';
import { Form, useNavigation } from 'react-router';
import { usePanelTexts } from '../../texts';
import './crossref.css';

type Failure = (FormFailure & { values?: Record<string, string> }) | undefined;

/**
 * The journal's DOI settings on its settings page: the prefix, the three suffix patterns (with
 * what they give for the newest issue), and the Crossref depositor, Crossmark policy and account. The password is
 * write-only: the form says whether one is stored, a blank field keeps it, and a box removes it.
 * Read-only for the journal's editors.
 */
export function JournalDoiSection({
  doi,
  canEdit,
  failure,
}: {
  doi: DoiSettings;
  canEdit: boolean;
  failure: Failure;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const typed = failure?.values;
  const value = (name: keyof DoiSettings & string, saved: string | null) =>
    typed ? (typed[name] ?? '') : (saved ?? '');
  const errors = (name: string) => fieldErrorsOf(failure, name);
  const labels = {
    version: texts.saveDoiSettings,
    prefix: texts.doiPrefixLabel,
    articlePattern: texts.doiArticlePatternLabel,
    issuePattern: texts.doiIssuePatternLabel,
    noticePattern: texts.doiNoticePatternLabel,
    crossmarkPolicyDoi: texts.crossmarkPolicyLabel,
    depositorName: texts.depositorNameLabel,
    depositorEmail: texts.depositorEmailLabel,
    username: texts.crossrefUsernameLabel,
    password: texts.crossrefPasswordLabel,
    environment: texts.crossrefEnvironmentLabel,
  };
  return (
    <section aria-labelledby="journal-dois" className="q-account-section">
      <h2 id="journal-dois">{texts.doiHeading}</h2>
      <p className="q-muted">{texts.doiIntro}</p>
      <Form method="post" className="q-form" noValidate>
        <ErrorSummary failure={failure} labels={labels} />
        <input type="hidden" name="intent" value="doi" />
        <input type="hidden" name="version" value={doi.version} />
        <fieldset disabled={!canEdit} className="q-journal-settings">
          <TextField
            name="prefix"
            label={texts.doiPrefixLabel}
            hint={texts.doiPrefixHint}
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={value('prefix', doi.prefix)}
            errors={errors('prefix')}
          />
          <TextField
            name="issuePattern"
            label={texts.doiIssuePatternLabel}
            hint={texts.doiPatternHint}
            required
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={value('issuePattern', doi.issuePattern)}
            errors={errors('issuePattern')}
          />
          <TextField
            name="articlePattern"
            label={texts.doiArticlePatternLabel}
            hint={texts.doiPatternHint}
            required
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={value('articlePattern', doi.articlePattern)}
            errors={errors('articlePattern')}
          />
          <TextField
            name="noticePattern"
            label={texts.doiNoticePatternLabel}
            hint={texts.doiNoticePatternHint}
            required
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={value('noticePattern', doi.noticePattern)}
            errors={errors('noticePattern')}
          />
          <p className="q-muted q-doi-example">
            {texts.doiExample(doi.example.issue, doi.example.article, doi.example.notice)}
          </p>
          <fieldset className="q-fieldset">
            <legend>{texts.crossrefLegend}</legend>
            <TextField
              name="depositorName"
              label={texts.depositorNameLabel}
              defaultValue={value('depositorName', doi.depositorName)}
              errors={errors('depositorName')}
            />
            <TextField
              name="depositorEmail"
              type="email"
              label={texts.depositorEmailLabel}
              hint={texts.depositorEmailHint}
              defaultValue={value('depositorEmail', doi.depositorEmail)}
              errors={errors('depositorEmail')}
            />
            <TextField
              name="crossmarkPolicyDoi"
              label={texts.crossmarkPolicyLabel}
              hint={texts.crossmarkPolicyHint}
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={value('crossmarkPolicyDoi', doi.crossmarkPolicyDoi)}
              errors={errors('crossmarkPolicyDoi')}
            />
            <TextField
              name="username"
              label={texts.crossrefUsernameLabel}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              defaultValue={value('username', doi.username)}
              errors={errors('username')}
            />
            <TextField
              name="password"
              type="password"
              label={texts.crossrefPasswordLabel}
              hint={texts.crossrefPasswordHint(doi.hasPassword)}
              autoComplete="new-password"
              // Never filled in: the stored password is not sent to the browser.
              defaultValue=""
              errors={errors('password')}
            />
            {doi.hasPassword && (
              <Checkbox
                name="clearPassword"
                label={texts.clearCrossrefPassword}
                defaultChecked={typed?.clearPassword === 'on'}
              />
            )}
            <SelectField
              name="environment"
              label={texts.crossrefEnvironmentLabel}
              required
              defaultValue={value('environment', doi.environment)}
              options={[
                { value: 'test', label: texts.crossrefEnvironmentTest },
                { value: 'production', label: texts.crossrefEnvironmentProduction },
              ]}
              errors={errors('environment')}
            />
          </fieldset>
          {canEdit && (
            <div className="q-form-actions">
              <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
                {texts.saveDoiSettings}
              </button>
            </div>
          )}
        </fieldset>
      </Form>
    </section>
  );
}
