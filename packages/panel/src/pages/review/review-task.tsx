import { REVIEW_RECOMMENDATIONS, type ReviewQuestion, type ReviewTask } from '@quire/contracts';
import {
  formFields,
  SiteTime,
  SubmitButton,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import { ErrorSummary, SelectField, TextareaField, TextField } from '@quire/ui';
import { Form, useActionData, useLoaderData } from 'react-router';
import '../../panel-pages/panel-pages.css';
import '../admin/submission-review.css';
import { DiscussionSection } from '../../discussion/discussion-section';
import { ReviewLinkLive } from '../../discussion/review-link-live';
import { panelTexts, usePanelTexts } from '../../texts';
import type { reviewTaskAction, reviewTaskLoader } from './review-task.server';

/** The title of the review pages. */
export function reviewTaskMeta() {
  const texts = panelTexts();
  return [{ title: texts.reviewerPagePageTitle }];
}

type Failure = Exclude<ReturnType<typeof useActionData<typeof reviewTaskAction>>, undefined>;

/** One question of the form, as a field (text, choice or scale), its answer echoed back. */
function QuestionField({
  question,
  answer,
  field,
  disabled,
}: {
  question: ReviewQuestion;
  answer: string | number | undefined;
  field: ReturnType<typeof formFields<string>>;
  disabled: boolean;
}) {
  const texts = usePanelTexts();
  const bound = field(`answers.${question.id}`);
  const value = bound.defaultValue ?? (answer === undefined ? '' : String(answer));
  const common = {
    ...bound,
    defaultValue: value,
    required: question.required,
    disabled,
    ...(question.help ? { hint: question.help } : {}),
  };
  if (question.kind === 'text') return <TextareaField {...common} rows={4} />;
  const options =
    question.kind === 'choice'
      ? question.options.map((option) => ({ value: option, label: option }))
      : Array.from({ length: question.scaleMax ?? 5 }, (_, index) => ({
          value: String(index + 1),
          label:
            index === 0 && question.scaleLabels
              ? `1 — ${question.scaleLabels[0]}`
              : index + 1 === question.scaleMax && question.scaleLabels
                ? `${index + 1} — ${question.scaleLabels[1]}`
                : String(index + 1),
        }));
  return (
    <SelectField {...common} options={options}>
      <option value="">{texts.reviewerPageChooseRecommendation}</option>
    </SelectField>
  );
}

/** The submission as the reviewer may see it (the server left out what they may not). */
function SubmissionSummary({ task }: { task: ReviewTask }) {
  const texts = usePanelTexts();
  const { submission } = task;
  return (
    <section aria-labelledby="review-submission">
      <h2 id="review-submission">{submission.title ?? texts.reviewerPageUntitled}</h2>
      {submission.authors ? (
        <p>
          <strong>{texts.reviewerPageAuthorsLabel}:</strong>{' '}
          {submission.authors
            .map((author) =>
              author.affiliation ? `${author.name} (${author.affiliation})` : author.name,
            )
            .join('; ')}
        </p>
      ) : (
        <p className="q-muted">{texts.reviewerPageAnonymousAuthors}</p>
      )}
      {submission.abstract && (
        <>
          <h3>{texts.reviewerPageAbstractLabel}</h3>
          {submission.abstract.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </>
      )}
      {submission.keywords.length > 0 && (
        <p>
          <strong>{texts.reviewerPageKeywordsLabel}:</strong> {submission.keywords.join(', ')}
        </p>
      )}
    </section>
  );
}

/** What a button answered when it worked: what was done and the task as it now is. */
interface Answered {
  done: 'accepted' | 'declined' | 'saved' | 'submitted';
  task: ReviewTask;
}

/** The action's answer when it is a success (failures carry a `message` and what was typed). */
function answerOf(result: unknown): Answered | null {
  if (typeof result !== 'object' || result === null || 'message' in result) return null;
  const candidate = result as Partial<Answered>;
  return typeof candidate.task === 'object' && candidate.done ? (candidate as Answered) : null;
}

/** The review form: questions, recommendation, both comments; read-only once submitted. */
function ReviewForm({ task, failure }: { task: ReviewTask; failure: Failure | undefined }) {
  const texts = usePanelTexts();
  const readOnly = task.status !== 'accepted';
  const formFailure = failure && 'message' in failure ? failure : undefined;
  const labels: Record<string, string> = {
    recommendation: texts.reviewerPageRecommendationLabel,
    commentsForAuthor: texts.reviewerPageCommentsForAuthorLabel,
    commentsForEditor: texts.reviewerPageCommentsForEditorLabel,
  };
  for (const question of task.form.questions) labels[`answers.${question.id}`] = question.prompt;
  const field = formFields<string>(formFailure, labels);
  const review = task.review;
  return (
    <Form method="post" className="q-form" noValidate aria-labelledby="review-form">
      <h2 id="review-form">{texts.reviewerPageFormHeading}</h2>
      <ErrorSummary failure={formFailure} labels={field.labels} />
      {task.form.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          answer={review?.answers[question.id]}
          field={field}
          disabled={readOnly}
        />
      ))}
      <SelectField
        {...field('recommendation')}
        defaultValue={field('recommendation').defaultValue ?? review?.recommendation ?? ''}
        options={REVIEW_RECOMMENDATIONS.map((value) => ({
          value,
          label: texts.reviewerPageRecommendationName(value),
        }))}
        disabled={readOnly}
        required
      >
        <option value="">{texts.reviewerPageChooseRecommendation}</option>
      </SelectField>
      <TextareaField
        {...field('commentsForAuthor')}
        defaultValue={field('commentsForAuthor').defaultValue ?? review?.commentsForAuthor ?? ''}
        hint={texts.reviewerPageCommentsForAuthorHint}
        rows={8}
        disabled={readOnly}
        required
      />
      <TextareaField
        {...field('commentsForEditor')}
        defaultValue={field('commentsForEditor').defaultValue ?? review?.commentsForEditor ?? ''}
        rows={4}
        disabled={readOnly}
      />
      {!readOnly && (
        <div className="q-review-actions">
          <SubmitButton
            name="intent"
            value="save"
            variant="secondary"
            busyLabel={texts.reviewerPageSaveBusy}
          >
            {texts.reviewerPageSaveButton}
          </SubmitButton>
          <SubmitButton name="intent" value="submit" busyLabel={texts.reviewerPageSubmitBusy}>
            {texts.reviewerPageSubmitButton}
          </SubmitButton>
        </div>
      )}
    </Form>
  );
}

/**
 * `/review?token=` (the mailed link, no password) and `{paths.panel}/reviews/:id` (signed in):
 * one review. Invited: the submission and due dates, with Accept and Decline (each a button
 * that posts: opening the link changes nothing). Accepted: the files and the review form, saved
 * as a draft or submitted. Submitted: the review as sent. Works without JavaScript.
 */
export function ReviewTaskPage() {
  const texts = usePanelTexts();
  const loaded = useLoaderData<typeof reviewTaskLoader>();
  const result = useActionData<typeof reviewTaskAction>();
  const { paths } = useJournalSite();
  useActionErrorModal(result && 'message' in result ? result : undefined);
  const answered = answerOf(result);
  // Declining or submitting by link ends the link, so the page's reload after the action finds
  // nothing: the action's own answer (the task as it now is) is what the page shows then.
  if (loaded.state !== 'open' && !answered) {
    return (
      <div className="q-panel-page">
        <h1>{texts.reviewerPagePageTitle}</h1>
        <p role="alert">
          {loaded.state === 'missing' ? texts.reviewerPageMissingLink : loaded.message}
        </p>
        <p>{texts.reviewerPageInvalidHint}</p>
      </div>
    );
  }
  const open = loaded.state === 'open' ? loaded : null;
  // One of the two is there (the check above): the action's answer, else the open review.
  const task = answered?.task ?? (open as NonNullable<typeof open>).task;
  const dates = open?.dates ?? { responseDue: null, reviewDue: null };
  const token = open?.token ?? null;
  const done = answered?.done ?? null;
  const discussionFailure =
    result && 'form' in result && result.form === 'discussion' ? result : undefined;
  const failure = result && 'message' in result && !discussionFailure ? result : undefined;
  const declineField = formFields(failure, {
    reason: texts.reviewerPageReasonLabel,
    suggestedName: texts.reviewerPageSuggestedNameLabel,
    suggestedEmail: texts.reviewerPageSuggestedEmailLabel,
  });
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.reviewerPageHeading(task.journal.title)}</h1>
      </header>
      <p className="q-panel-page__lead">
        {texts.reviewerPageRoundLabel(task.round)} · {texts.reviewerPageYouAre(task.alias)}
      </p>
      {(done === 'saved' || done === 'submitted' || done === 'declined') && (
        <p role="status" className="q-panel-page__notice">
          {done === 'saved'
            ? texts.reviewerPageSaved
            : done === 'submitted'
              ? texts.reviewerPageSubmitted
              : texts.reviewerPageDeclined}
        </p>
      )}
      {/* Only when there is a date to give: an empty paragraph would add a second gap to the
          page's column. */}
      {((task.status === 'invited' && dates.responseDue) || dates.reviewDue) && (
        <p>
          {task.status === 'invited' && dates.responseDue && (
            <SiteTime date={dates.responseDue} sentence={texts.reviewerPageAnswerBy} />
          )}{' '}
          {dates.reviewDue && (
            <SiteTime date={dates.reviewDue} sentence={texts.reviewerPageReviewBy} />
          )}
        </p>
      )}
      <SubmissionSummary task={task} />
      {task.status === 'invited' && (
        <>
          <Form method="post" className="q-form">
            <SubmitButton name="intent" value="accept" busyLabel={texts.reviewerPageAcceptBusy}>
              {texts.reviewerPageAcceptButton}
            </SubmitButton>
          </Form>
          <Form method="post" className="q-form" noValidate aria-labelledby="review-decline">
            <h2 id="review-decline">{texts.reviewerPageDeclineHeading}</h2>
            <ErrorSummary failure={failure} labels={declineField.labels} />
            <TextareaField {...declineField('reason')} rows={3} required />
            <TextField {...declineField('suggestedName')} autoComplete="off" />
            <TextField {...declineField('suggestedEmail')} type="email" autoComplete="off" />
            <SubmitButton
              name="intent"
              value="decline"
              variant="secondary"
              busyLabel={texts.reviewerPageDeclineBusy}
            >
              {texts.reviewerPageDeclineButton}
            </SubmitButton>
          </Form>
        </>
      )}
      {(task.status === 'accepted' || task.status === 'submitted') && (
        <>
          <section aria-labelledby="review-files">
            <h2 id="review-files">{texts.reviewerPageFilesHeading}</h2>
            {task.files.length === 0 ? (
              <p className="q-muted">{texts.reviewerPageNoFiles}</p>
            ) : (
              <ul>
                {task.files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={
                        token
                          ? `/review/files/${file.id}?token=${encodeURIComponent(token)}`
                          : `${paths.panel}/reviews/${task.id}/files/${file.id}`
                      }
                      download
                    >
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {task.status === 'submitted' && <p>{texts.reviewerPageReadOnly}</p>}
          {task.outcome && (
            <p>{texts.reviewerPageOutcome(texts.reviewerPageOutcomeName(task.outcome))}</p>
          )}
          <ReviewForm task={task} failure={failure} />
          {!task.hasPassword && <p className="q-muted">{texts.reviewerPageSetPassword}</p>}
        </>
      )}
      {open && (
        <DiscussionSection view={open.discussion} viewer="reviewer" result={discussionFailure} />
      )}
      {/* By the mailed link (no session): the discussion's live events come over the link. */}
      {open && token !== null && <ReviewLinkLive token={token} />}
    </div>
  );
}
