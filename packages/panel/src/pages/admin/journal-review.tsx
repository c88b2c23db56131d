import {
  DECISION_TEMPLATE_KEYS,
  type JournalReviewer,
  REVIEW_MODE_NAMES,
  REVIEW_MODES,
  REVIEW_QUESTION_KINDS,
  type ReviewForm,
  type ReviewSettings,
} from '@quire/contracts';
import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import {
  Badge,
  Checkbox,
  EmptyState,
  ErrorSummary,
  Fieldset,
  SelectField,
  TextareaField,
  TextField,
} from '@quire/ui';
import { Link, type MetaArgs, useActionData, useLoaderData, useNavigation } from 'react-router';
import { IntentForm, ItemEditor } from '../../panel-pages/intent-form';
import { OrderButtons } from '../../panel-pages/order-buttons';
import { type PanelTexts, panelTexts, usePanelTexts } from '../../texts';
import type { adminJournalReviewAction, adminJournalReviewLoader } from './journal-review.server';
import '../../panel-pages/panel-pages.css';
import './staff.css';
import './journals.css';

export function adminJournalReviewMeta({ loaderData }: MetaArgs<typeof adminJournalReviewLoader>) {
  const texts = panelTexts();
  return [
    {
      title: siteTitle(
        loaderData ? texts.reviewSettingsTitle(loaderData.journal.title) : texts.journalsTitle,
        texts.editorialTitle,
      ),
    },
  ];
}

const SAVED = {
  settings: 'reviewSettingsSaved',
  'question-added': 'reviewQuestionAdded',
  'question-saved': 'reviewQuestionSaved',
  'question-deleted': 'reviewQuestionDeleted',
  'questions-ordered': 'reviewQuestionsOrdered',
  interests: 'reviewerInterestsSaved',
} as const;

type Typed = Record<string, string>;
type Failure = (FormFailure & { values?: Typed }) | undefined;
type Question = ReviewForm['questions'][number];

/** The refusal of a post with one of `intents` about `questionId` ('' for none). */
function failureOf(result: unknown, intents: string[], questionId = ''): Failure {
  if (!isFormFailure(result)) return undefined;
  const values = (result as { values?: Typed }).values;
  if (!values || !intents.includes(values.intent ?? '')) return undefined;
  if ((values.questionId ?? '') !== questionId) return undefined;
  return { ...result, values };
}

/**
 * `{paths.journalsAdmin}/:id/review`: the journal's peer review — anonymity (the journal's and
 * each section's), due dates, the reminder schedule, whether reviewers hear the outcome, the
 * letters with their placeholders — and its review form, one question at a time (add, edit,
 * move, remove; each change a new version). Managers edit; editors read.
 */
export function AdminJournalReviewPage() {
  const { journal, back, canEdit, settings, form, reviewers, saved } =
    useLoaderData<typeof adminJournalReviewLoader>();
  const result = useActionData<typeof adminJournalReviewAction>();
  useActionErrorModal(result);
  const texts = usePanelTexts();
  const savedKey = SAVED[saved as keyof typeof SAVED];
  const questionFailure = failureOf(result, ['delete-question', 'up', 'down']);
  return (
    <div className="q-panel-page">
      <p>
        <Link to={back.href}>← {texts.journalSettingsTitle(journal.title)}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{texts.reviewSettingsTitle(journal.title)}</h1>
      </header>
      {savedKey && !isFormFailure(result) && (
        <p className="q-notice" role="status">
          {texts[savedKey]}
        </p>
      )}
      {!canEdit && <p className="q-muted">{texts.settingsReadOnly}</p>}
      <SettingsForm
        key={settings.version}
        settings={settings}
        canEdit={canEdit}
        failure={failureOf(result, ['settings'])}
      />
      <section aria-labelledby="review-form" className="q-account-section">
        <h2 id="review-form">{texts.reviewFormHeading}</h2>
        <p>{texts.reviewFormIntro(form.version)}</p>
        {questionFailure && <ErrorSummary failure={questionFailure} labels={{}} />}
        {form.questions.length === 0 ? (
          <EmptyState title={texts.noReviewQuestions} description={texts.noReviewQuestionsHint} />
        ) : (
          <ol className="q-staff-list" aria-label={texts.reviewFormHeading}>
            {form.questions.map((question, index) => (
              <QuestionCard
                key={`${form.version}-${question.id}`}
                question={question}
                canEdit={canEdit}
                first={index === 0}
                last={index === form.questions.length - 1}
                failure={failureOf(
                  result,
                  ['save-question', 'delete-question', 'up', 'down'],
                  question.id,
                )}
              />
            ))}
          </ol>
        )}
        {canEdit && (
          <AddQuestionForm key={form.version} failure={failureOf(result, ['add-question'])} />
        )}
      </section>
      <ReviewersSection reviewers={reviewers} canEdit={canEdit} result={result} />
    </div>
  );
}

const modeOptions = REVIEW_MODES.map((mode) => ({ value: mode, label: REVIEW_MODE_NAMES[mode] }));

const settingsLabels = (texts: PanelTexts) => ({
  mode: texts.reviewModeLabel,
  responseDays: texts.reviewResponseDaysLabel,
  reviewDays: texts.reviewReviewDaysLabel,
  responseReminderDays: texts.reviewResponseRemindersLabel,
  reviewReminderDays: texts.reviewReviewRemindersLabel,
  invitationTemplate: texts.reviewInvitationTemplateLabel,
  reminderTemplate: texts.reviewReminderTemplateLabel,
  'decisionTemplates.request_revisions': texts.reviewDecisionTemplateLabel('request_revisions'),
  'decisionTemplates.accept': texts.reviewDecisionTemplateLabel('accept'),
  'decisionTemplates.decline': texts.reviewDecisionTemplateLabel('decline'),
  version: texts.saveReviewSettings,
});

/** The settings form: one post saves them all (a refused one comes back as typed). */
function SettingsForm({
  settings,
  canEdit,
  failure,
}: {
  settings: ReviewSettings;
  canEdit: boolean;
  failure: Failure;
}) {
  const texts = usePanelTexts();
  const typed = failure?.values;
  const value = (name: string, saved: string | number) => (typed ? (typed[name] ?? '') : saved);
  const errors = (name: string) => fieldErrorsOf(failure, name);
  return (
    <section aria-labelledby="review-settings" className="q-account-section">
      <h2 id="review-settings">{texts.reviewSettingsHeading}</h2>
      <IntentForm
        intent="settings"
        hidden={{ version: settings.version }}
        submit={texts.saveReviewSettings}
        failure={failure}
        labels={settingsLabels(texts)}
        className="q-journal-settings"
        canSubmit={canEdit}
      >
        <fieldset disabled={!canEdit} className="q-journal-settings">
          <fieldset className="q-fieldset">
            <legend>{texts.reviewAnonymityLegend}</legend>
            <SelectField
              id="review-mode"
              name="mode"
              required
              label={texts.reviewModeLabel}
              hint={texts.reviewModeHint}
              options={modeOptions}
              defaultValue={value('mode', settings.mode)}
              errors={errors('mode')}
            />
            {settings.sections.length > 0 && (
              <Fieldset
                name="section-modes"
                legend={texts.reviewSectionModesLegend}
                hint={texts.reviewSectionModesHint}
              >
                {settings.sections.map((section) => (
                  <SelectField
                    key={section.id}
                    id={`review-section-${section.id}`}
                    name={`section-${section.id}`}
                    label={section.title}
                    options={modeOptions}
                    defaultValue={value(`section-${section.id}`, section.mode ?? '')}
                    errors={errors(`sections.${settings.sections.indexOf(section)}.mode`)}
                  >
                    <option value="">{texts.reviewSectionJournalMode}</option>
                  </SelectField>
                ))}
              </Fieldset>
            )}
          </fieldset>
          <fieldset className="q-fieldset">
            <legend>{texts.reviewDatesLegend}</legend>
            <TextField
              id="review-response-days"
              name="responseDays"
              required
              label={texts.reviewResponseDaysLabel}
              hint={texts.reviewDaysHint}
              inputMode="numeric"
              defaultValue={value('responseDays', settings.responseDays)}
              errors={errors('responseDays')}
            />
            <TextField
              id="review-review-days"
              name="reviewDays"
              required
              label={texts.reviewReviewDaysLabel}
              hint={texts.reviewDaysHint}
              inputMode="numeric"
              defaultValue={value('reviewDays', settings.reviewDays)}
              errors={errors('reviewDays')}
            />
            <TextField
              id="review-response-reminders"
              name="responseReminderDays"
              label={texts.reviewResponseRemindersLabel}
              hint={texts.reviewRemindersHint}
              defaultValue={value('responseReminderDays', settings.responseReminderDays.join(', '))}
              errors={errors('responseReminderDays')}
            />
            <TextField
              id="review-review-reminders"
              name="reviewReminderDays"
              label={texts.reviewReviewRemindersLabel}
              hint={texts.reviewRemindersHint}
              defaultValue={value('reviewReminderDays', settings.reviewReminderDays.join(', '))}
              errors={errors('reviewReminderDays')}
            />
            <Checkbox
              id="review-tell-outcome"
              name="tellReviewersOutcome"
              label={texts.reviewTellOutcomeLabel}
              defaultChecked={
                typed ? typed.tellReviewersOutcome === 'on' : settings.tellReviewersOutcome
              }
            />
          </fieldset>
          <fieldset className="q-fieldset">
            <legend>{texts.reviewLettersLegend}</legend>
            <TextareaField
              id="review-invitation-template"
              name="invitationTemplate"
              required
              label={texts.reviewInvitationTemplateLabel}
              hint={texts.reviewerLetterPlaceholders}
              rows={6}
              defaultValue={value('invitationTemplate', settings.invitationTemplate)}
              errors={errors('invitationTemplate')}
            />
            <TextareaField
              id="review-reminder-template"
              name="reminderTemplate"
              required
              label={texts.reviewReminderTemplateLabel}
              hint={texts.reviewerLetterPlaceholders}
              rows={6}
              defaultValue={value('reminderTemplate', settings.reminderTemplate)}
              errors={errors('reminderTemplate')}
            />
            {DECISION_TEMPLATE_KEYS.map((key) => (
              <TextareaField
                key={key}
                id={`review-decision-${key}`}
                name={`decisionTemplates.${key}`}
                required
                label={texts.reviewDecisionTemplateLabel(key)}
                hint={texts.decisionLetterPlaceholders}
                rows={6}
                defaultValue={value(`decisionTemplates.${key}`, settings.decisionTemplates[key])}
                errors={errors(`decisionTemplates.${key}`)}
              />
            ))}
          </fieldset>
        </fieldset>
      </IntentForm>
    </section>
  );
}

const kindOptions = (texts: PanelTexts) =>
  REVIEW_QUESTION_KINDS.map((kind) => ({ value: kind, label: texts.reviewQuestionKind(kind) }));

const questionLabels = (texts: PanelTexts) => ({
  kind: texts.reviewQuestionKindLabel,
  prompt: texts.reviewQuestionPromptLabel,
  help: texts.reviewQuestionHelpLabel,
  options: texts.reviewQuestionOptionsLabel,
  scaleMax: texts.reviewQuestionScaleMaxLabel,
  scaleLow: texts.reviewQuestionScaleLowLabel,
  scaleHigh: texts.reviewQuestionScaleHighLabel,
});

/**
 * A question's fields. Every kind's fields show (the form works without JavaScript); the hints
 * say which kind each belongs to, and saving keeps only those of the kind chosen.
 */
function QuestionFields({
  idPrefix,
  question,
  failure,
}: {
  idPrefix: string;
  question: Question | null;
  failure: Failure;
}) {
  const texts = usePanelTexts();
  const typed = failure?.values;
  const value = (name: string, saved: string | number | null | undefined) =>
    typed ? (typed[name] ?? '') : (saved ?? '');
  const errors = (name: string) => fieldErrorsOf(failure, name);
  return (
    <>
      <TextField
        id={`${idPrefix}-prompt`}
        name="prompt"
        label={texts.reviewQuestionPromptLabel}
        required
        defaultValue={value('prompt', question?.prompt)}
        errors={errors('prompt')}
      />
      <SelectField
        id={`${idPrefix}-kind`}
        name="kind"
        required
        label={texts.reviewQuestionKindLabel}
        options={kindOptions(texts)}
        defaultValue={value('kind', question?.kind ?? 'text')}
        errors={errors('kind')}
      />
      <TextField
        id={`${idPrefix}-help`}
        name="help"
        label={texts.reviewQuestionHelpLabel}
        defaultValue={value('help', question?.help)}
        errors={errors('help')}
      />
      <Checkbox
        id={`${idPrefix}-required`}
        name="required"
        label={texts.reviewQuestionRequiredLabel}
        defaultChecked={typed ? typed.required === 'on' : (question?.required ?? false)}
      />
      <TextareaField
        id={`${idPrefix}-options`}
        name="options"
        label={texts.reviewQuestionOptionsLabel}
        hint={texts.reviewQuestionOptionsHint}
        rows={4}
        defaultValue={value('options', question?.options.join('\n'))}
        errors={errors('options')}
      />
      <Fieldset
        name={`${idPrefix}-scale`}
        legend={texts.reviewQuestionScaleLegend}
        hint={texts.reviewQuestionScaleHint}
      >
        <TextField
          id={`${idPrefix}-scale-max`}
          name="scaleMax"
          label={texts.reviewQuestionScaleMaxLabel}
          inputMode="numeric"
          defaultValue={value('scaleMax', question?.scaleMax)}
          errors={errors('scaleMax')}
        />
        <TextField
          id={`${idPrefix}-scale-low`}
          name="scaleLow"
          label={texts.reviewQuestionScaleLowLabel}
          defaultValue={value('scaleLow', question?.scaleLabels?.[0])}
          errors={errors('scaleLow')}
        />
        <TextField
          id={`${idPrefix}-scale-high`}
          name="scaleHigh"
          label={texts.reviewQuestionScaleHighLabel}
          defaultValue={value('scaleHigh', question?.scaleLabels?.[1])}
          errors={errors('scaleHigh')}
        />
      </Fieldset>
    </>
  );
}

/** What a question asks, as a line under its prompt: its kind and what it offers. */
function questionSummary(texts: PanelTexts, question: Question): string {
  if (question.kind === 'choice') return texts.reviewChoiceSummary(question.options);
  if (question.kind === 'scale' && question.scaleMax !== null) {
    return texts.reviewScaleSummary(question.scaleMax, question.scaleLabels);
  }
  return texts.reviewQuestionKind(question.kind);
}

/** One question: what it asks, its place, its editor and its removal. */
function QuestionCard({
  question,
  canEdit,
  first,
  last,
  failure,
}: {
  question: Question;
  canEdit: boolean;
  first: boolean;
  last: boolean;
  failure: Failure;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const editing = failure?.values?.intent === 'save-question' ? failure : undefined;
  return (
    <li className="q-staff-member">
      <div className="q-staff-member__who">
        <strong>{question.prompt}</strong>
      </div>
      <p className="q-muted">
        {question.required && <Badge>{texts.reviewQuestionRequired}</Badge>}{' '}
        {questionSummary(texts, question)}
      </p>
      {question.help && <p>{question.help}</p>}
      {failure && !editing && <ErrorSummary failure={failure} labels={{}} />}
      {canEdit && (
        <>
          <OrderButtons
            field="questionId"
            id={question.id}
            title={question.prompt}
            up="up"
            down="down"
            first={first}
            last={last}
            busy={busy}
          />
          <ItemEditor
            summary={texts.editReviewQuestion(question.prompt)}
            open={Boolean(editing)}
            itemField="questionId"
            itemId={question.id}
            save={{
              intent: 'save-question',
              submit: texts.saveReviewQuestion,
              failure: editing,
              labels: questionLabels(texts),
              children: (
                <QuestionFields
                  idPrefix={`question-${question.id}`}
                  question={question}
                  failure={editing}
                />
              ),
            }}
            remove={{
              intent: 'delete-question',
              label: texts.deleteReviewQuestion(question.prompt),
            }}
          />
        </>
      )}
    </li>
  );
}

/** The form that adds a question, last in the form. */
function AddQuestionForm({ failure }: { failure: Failure }) {
  const texts = usePanelTexts();
  return (
    <section aria-labelledby="add-question" className="q-account-section">
      <h3 id="add-question">{texts.addReviewQuestionHeading}</h3>
      <IntentForm
        intent="add-question"
        submit={texts.addReviewQuestion}
        failure={failure}
        labels={questionLabels(texts)}
      >
        <QuestionFields idPrefix="new-question" question={null} failure={failure} />
      </IntentForm>
    </section>
  );
}

/**
 * The journal's reviewers with their declared interests (editors see them when inviting);
 * managers correct them here, one interest a line. Reviewers declare their own under "My
 * reviews".
 */
function ReviewersSection({
  reviewers,
  canEdit,
  result,
}: {
  reviewers: JournalReviewer[];
  canEdit: boolean;
  result: unknown;
}) {
  const texts = usePanelTexts();
  const refused = failureOf(result, ['interests']);
  return (
    <section aria-labelledby="reviewer-interests" className="q-account-section">
      <h2 id="reviewer-interests">{texts.reviewerInterestsHeading}</h2>
      <p>{texts.reviewerInterestsIntro}</p>
      {reviewers.length === 0 ? (
        <EmptyState title={texts.noJournalReviewers} description={texts.noJournalReviewersHint} />
      ) : (
        <ul className="q-staff-list" aria-label={texts.reviewerInterestsHeading}>
          {reviewers.map((reviewer) => {
            const failure = refused?.values?.userId === String(reviewer.id) ? refused : undefined;
            return (
              <li key={reviewer.id} className="q-staff-member">
                <div className="q-staff-member__who">
                  <strong>{reviewer.name}</strong>
                  <span className="q-muted">{reviewer.email}</span>
                </div>
                <p>
                  {reviewer.interests.length > 0
                    ? reviewer.interests.join(' · ')
                    : texts.noInterestsDeclared}
                </p>
                {canEdit && (
                  <details className="q-staff-member__change" open={Boolean(failure)}>
                    <summary>{texts.editReviewerInterests(reviewer.name)}</summary>
                    <IntentForm
                      intent="interests"
                      hidden={{ userId: reviewer.id }}
                      submit={texts.saveReviewerInterests}
                      failure={failure}
                      labels={{ interests: texts.reviewerInterestsLabel }}
                    >
                      <TextareaField
                        id={`interests-${reviewer.id}`}
                        name="interests"
                        label={texts.reviewerInterestsLabel}
                        hint={texts.reviewerInterestsHint}
                        rows={4}
                        defaultValue={failure?.values?.interests ?? reviewer.interests.join('\n')}
                        errors={fieldErrorsOf(failure, 'interests')}
                      />
                    </IntentForm>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
