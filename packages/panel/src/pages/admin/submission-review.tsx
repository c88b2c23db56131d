import {
  type DecisionDraft,
  type EditorAssignment,
  REVIEW_ASSIGNMENT_STATUS_NAMES,
  REVIEW_MODE_NAMES,
  REVIEW_RECOMMENDATION_NAMES,
} from '@quire/contracts';
import { formFields, SiteTime, SubmitButton, siteDate, useActionErrorModal } from '@quire/site';
import { ErrorSummary, SelectField, TextareaField, TextField } from '@quire/ui';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import '../../panel-pages/panel-pages.css';
import './submission-review.css';
import { panelTexts, usePanelTexts } from '../../texts';
import type { submissionReviewAction, submissionReviewLoader } from './submission-review.server';

/** The title of the page. */
export function submissionReviewMeta() {
  const texts = panelTexts();
  return [{ title: texts.editorReviewTitle }];
}

/** A due date in the site's format, like every other date of the back office. */
function Day({ iso }: { iso: string }) {
  const date = siteDate(iso);
  return date ? <SiteTime date={date} /> : null;
}

/** One reviewer of a round: who, where they are, their review, and what the editor can do. */
function AssignmentRow({ assignment }: { assignment: EditorAssignment }) {
  const texts = usePanelTexts();
  const open = assignment.status === 'invited' || assignment.status === 'accepted';
  const review = assignment.review;
  return (
    <li className="q-review-assignment">
      <p>
        <strong>{assignment.alias}</strong>: {assignment.reviewer.name} ({assignment.reviewer.email}
        ) · {REVIEW_ASSIGNMENT_STATUS_NAMES[assignment.status]} · {texts.editorReviewDue}{' '}
        <Day
          iso={assignment.status === 'invited' ? assignment.responseDueAt : assignment.reviewDueAt}
        />
        {assignment.overdue && <strong> ({texts.editorReviewOverdue})</strong>}
      </p>
      {assignment.declineReason && <p>{texts.editorReviewDeclined(assignment.declineReason)}</p>}
      {assignment.suggested && (
        <p>{texts.editorReviewSuggested(assignment.suggested.name, assignment.suggested.email)}</p>
      )}
      {review?.submittedAt && (
        <dl className="q-review-content">
          <dt>{texts.editorReviewRecommendation}</dt>
          <dd>
            {review.recommendation ? REVIEW_RECOMMENDATION_NAMES[review.recommendation] : '—'}
          </dd>
          {review.questions.map((question) => (
            <div key={question.id}>
              <dt>{question.prompt}</dt>
              <dd>{String(review.answers[question.id] ?? '—')}</dd>
            </div>
          ))}
          <dt>{texts.editorReviewForAuthor}</dt>
          <dd className="q-review-text">{review.commentsForAuthor}</dd>
          {review.commentsForEditor && (
            <>
              <dt>{texts.editorReviewForEditor}</dt>
              <dd className="q-review-text">{review.commentsForEditor}</dd>
            </>
          )}
        </dl>
      )}
      {open && (
        <Form method="post" className="q-review-actions">
          <input type="hidden" name="assignmentId" value={assignment.id} />
          <button type="submit" name="intent" value="remind" className="q-btn">
            {texts.editorReviewRemind}
          </button>
          <button type="submit" name="intent" value="withdraw" className="q-btn">
            {texts.editorReviewWithdraw}
          </button>
        </Form>
      )}
    </li>
  );
}

/** The decision: the letter from the template, and the round's reviews side by side to share. */
function DecisionForm({
  draft,
  failure,
}: {
  draft: DecisionDraft;
  failure: Parameters<typeof formFields>[0];
}) {
  const texts = usePanelTexts();
  const field = formFields(failure, { letter: texts.editorReviewLetter });
  return (
    <Form method="post" className="q-form" noValidate aria-labelledby="decision-form">
      <h3 id="decision-form">{texts.editorReviewDecisionLinks(draft.decision)}</h3>
      <input type="hidden" name="decision" value={draft.decision} />
      <TextareaField
        {...field('letter')}
        defaultValue={field('letter').defaultValue ?? draft.letter}
        hint={texts.editorReviewLetterHint}
        rows={8}
        required
      />
      <div className="q-review-side-by-side">
        {draft.reviews.map((review) => (
          <fieldset key={review.assignmentId} className="q-review-card">
            <legend>
              {review.alias} — {review.reviewerName} —{' '}
              {review.recommendation ? REVIEW_RECOMMENDATION_NAMES[review.recommendation] : '—'}
            </legend>
            {review.commentsForEditor && (
              <p className="q-muted">
                {texts.editorReviewForEditor}: {review.commentsForEditor}
              </p>
            )}
            <label className="q-check">
              <input type="checkbox" name="share" value={review.assignmentId} defaultChecked />{' '}
              {texts.editorReviewShare(review.alias)}
            </label>
            <TextareaField
              name={`comments.${review.assignmentId}`}
              label={`${review.alias}: ${texts.editorReviewForAuthor}`}
              defaultValue={review.commentsForAuthor}
              rows={6}
            />
          </fieldset>
        ))}
      </div>
      <SubmitButton name="intent" value="decide" busyLabel={texts.editorReviewDecideBusy}>
        {texts.editorReviewDecideButton}
      </SubmitButton>
    </Form>
  );
}

/**
 * `/admin/submissions/:id/review`: the submission's peer review for its editor — manuscripts
 * flagged by their metadata (and cleaned), each round's reviewers and reviews, reminders and
 * withdrawal, inviting a journal reviewer or someone new, and the decision with the reviews
 * side by side. Works without JavaScript.
 */
export function SubmissionReviewPage() {
  const texts = usePanelTexts();
  const { id, review, candidates, draft } = useLoaderData<typeof submissionReviewLoader>();
  const result = useActionData<typeof submissionReviewAction>();
  const failure = result && 'message' in result ? result : undefined;
  useActionErrorModal(failure);
  const done = result && !('message' in result) && 'done' in result ? result.done : null;
  const field = formFields(failure, {
    reviewerId: texts.editorReviewChooseReviewer,
    name: texts.editorReviewName,
    email: texts.editorReviewEmail,
    responseDueAt: texts.editorReviewResponseDueAt,
    reviewDueAt: texts.editorReviewReviewDueAt,
  });
  return (
    <div className="q-panel-page q-panel-page--wide">
      <header className="q-panel-page__header">
        <h1>{texts.editorReviewTitle}</h1>
        <Link to={`/admin/submissions/${id}`}>{texts.editorReviewBack}</Link>
      </header>
      <p className="q-panel-page__lead">
        {REVIEW_MODE_NAMES[review.mode]}
        {review.openRound ? ` · ${texts.editorReviewRound(review.openRound)}` : ''}
      </p>
      {typeof done === 'string' && (
        <p role="status" className="q-panel-page__notice">
          {texts.editorReviewDone(done)}
        </p>
      )}
      {review.openRound === null && <p>{texts.editorReviewNotInReview}</p>}
      {review.manuscripts.length > 0 && (
        <section aria-labelledby="review-manuscripts">
          <h2 id="review-manuscripts">{texts.editorReviewManuscripts}</h2>
          <ul>
            {review.manuscripts.map((file) => (
              <li key={file.fileId}>
                {file.name}
                {file.namesAnAuthor && !file.cleanedFileId && (
                  <>
                    {' '}
                    <strong role="note">
                      {texts.editorReviewFlagged(file.metadataAuthors.join(', '))}
                    </strong>
                    <Form method="post" className="q-review-actions">
                      <input type="hidden" name="fileId" value={file.fileId} />
                      <SubmitButton
                        name="intent"
                        value="clean"
                        busyLabel={texts.editorReviewCleanBusy}
                      >
                        {texts.editorReviewCleanButton}
                      </SubmitButton>
                    </Form>
                  </>
                )}
                {file.cleanedFileId && (
                  <span className="q-muted"> · {texts.editorReviewCleanedNote}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {review.rounds
        .slice()
        .reverse()
        .map((round) => (
          <section key={round.round} aria-labelledby={`round-${round.round}`}>
            <h2 id={`round-${round.round}`}>{texts.editorReviewRound(round.round)}</h2>
            {round.assignments.length === 0 ? (
              <p className="q-muted">{texts.editorReviewNoAssignments}</p>
            ) : (
              <ul className="q-review-assignments">
                {round.assignments.map((assignment) => (
                  <AssignmentRow key={assignment.id} assignment={assignment} />
                ))}
              </ul>
            )}
            {round.decisionLetter && <p className="q-review-text">{round.decisionLetter}</p>}
          </section>
        ))}
      {review.openRound !== null && (
        <>
          <section aria-labelledby="review-invite">
            <h2 id="review-invite">{texts.editorReviewInviteHeading}</h2>
            <Form method="post" className="q-form" noValidate>
              <ErrorSummary failure={failure} labels={field.labels} />
              {/* Either a reviewer of the journal or a new person: neither part alone is
                  required, so neither is marked optional; the group says it. */}
              <fieldset className="q-review-who">
                <legend>{texts.editorReviewWhoLegend}</legend>
                <SelectField
                  {...field('reviewerId')}
                  labelNote={false}
                  options={candidates.map((candidate) => ({
                    value: String(candidate.id),
                    label: texts.editorReviewCandidate(candidate),
                  }))}
                >
                  <option value="">{texts.editorReviewNoneChosen}</option>
                </SelectField>
                <p className="q-muted">{texts.editorReviewOrNewPerson}</p>
                <TextField {...field('name')} labelNote={false} autoComplete="off" />
                <TextField {...field('email')} labelNote={false} type="email" autoComplete="off" />
              </fieldset>
              <TextField
                {...field('responseDueAt')}
                type="date"
                required
                defaultValue={
                  field('responseDueAt').defaultValue ?? review.defaults.responseDueAt.slice(0, 10)
                }
              />
              <TextField
                {...field('reviewDueAt')}
                type="date"
                required
                defaultValue={
                  field('reviewDueAt').defaultValue ?? review.defaults.reviewDueAt.slice(0, 10)
                }
              />
              <SubmitButton name="intent" value="invite" busyLabel={texts.editorReviewInviteBusy}>
                {texts.editorReviewInviteButton}
              </SubmitButton>
            </Form>
          </section>
          <section aria-labelledby="review-decision">
            <h2 id="review-decision">{texts.editorReviewDecisionHeading}</h2>
            <p className="q-review-actions">
              {(['request_revisions', 'accept', 'decline'] as const).map((decision) => {
                const chosen = draft?.decision === decision;
                return (
                  <Link
                    key={decision}
                    className={chosen ? 'q-btn q-btn--primary' : 'q-btn'}
                    to={`?decision=${decision}`}
                    aria-current={chosen ? 'true' : undefined}
                  >
                    {texts.editorReviewDecisionLinks(decision)}
                  </Link>
                );
              })}
            </p>
            {draft && <DecisionForm draft={draft} failure={failure} />}
          </section>
        </>
      )}
    </div>
  );
}
