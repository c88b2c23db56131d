import {
  type DecisionDraft,
  type EditorAssignment,
  REVIEW_ASSIGNMENT_STATUS_NAMES,
  REVIEW_MODE_NAMES,
  REVIEW_RECOMMENDATION_NAMES,
  type ReviewerCandidate,
} from '@quire/contracts';
import { formFields, SiteTime, SubmitButton, siteDate, useActionErrorModal } from '@quire/site';
import { ErrorSummary, SelectField, TextareaField, TextField } from '@quire/ui';
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import '../../panel-pages/panel-pages.css';
import './submission-review.css';
import type { submissionReviewAction, submissionReviewLoader } from './submission-review.server';

/** The words of the editor's review page (English defaults beside it). */
export const SUBMISSION_REVIEW_TEXTS = {
  title: 'Peer review',
  round: (round: number) => `Round ${round}`,
  notInReview: 'The submission is not under review: no round is open for new reviewers.',
  back: 'Back to the submission',
  /** The link to this page from the editor's submission page. */
  open: 'Peer review: reviewers, reviews and the decision with them',
  manuscripts: 'Manuscript files of the open round',
  flagged: (names: string) =>
    `Its PDF metadata names an author (${names}): reviewers do not receive it until a cleaned copy is offered.`,
  cleanedNote: 'Reviewers receive the cleaned copy.',
  cleanButton: 'Offer a cleaned copy',
  cleanBusy: 'Cleaning…',
  noAssignments: 'No reviewers in this round yet.',
  reviewer: 'Reviewer',
  status: 'Status',
  due: 'Due',
  overdue: 'overdue',
  remind: 'Remind',
  withdraw: 'Withdraw',
  declined: (reason: string) => `Declined: ${reason}`,
  suggested: (name: string, email: string | null) =>
    `Suggests ${name}${email ? ` <${email}>` : ''}`,
  recommendation: 'Recommendation',
  forAuthor: 'For the author',
  forEditor: 'For the editor only',
  inviteHeading: 'Invite a reviewer',
  whoLegend: 'Who',
  chooseReviewer: 'One of the journal’s reviewers',
  orNewPerson: 'or someone new (name and e-mail)',
  noneChosen: 'Choose…',
  candidate: (candidate: ReviewerCandidate) =>
    `${candidate.name} — ${candidate.openAssignments} open, ${candidate.completedReviews} done${
      candidate.averageDays === null ? '' : `, ${candidate.averageDays} days on average`
    }${candidate.interests.length > 0 ? ` — ${candidate.interests.join(', ')}` : ''}${
      candidate.assignedHere ? ' (already in this round)' : ''
    }`,
  name: 'Name',
  email: 'E-mail',
  responseDueAt: 'Answer due',
  reviewDueAt: 'Review due',
  inviteButton: 'Send the invitation',
  inviteBusy: 'Sending…',
  decisionHeading: 'Decide this round',
  decisionLinks: {
    request_revisions: 'Request revisions',
    accept: 'Accept',
    decline: 'Decline',
  } as Record<DecisionDraft['decision'], string>,
  letter: 'The letter to the author',
  letterHint: '{reviews} is replaced by the reviews you share, each as “Reviewer n”.',
  share: (alias: string) => `Share ${alias}’s comments (edit them as the author will read them)`,
  decideButton: 'Send the decision',
  decideBusy: 'Sending…',
  done: {
    invited: 'The invitation is sent.',
    withdrawn: 'The reviewer is withdrawn; their link no longer works.',
    reminded: 'The reminder is sent.',
    cleaned: 'The cleaned copy is ready for reviewers.',
    decided: 'The decision is sent to the author.',
  } as Record<string, string>,
};

const texts = SUBMISSION_REVIEW_TEXTS;

/** The title of the page. */
export function submissionReviewMeta() {
  return [{ title: texts.title }];
}

/** A due date in the site's format, like every other date of the back office. */
function Day({ iso }: { iso: string }) {
  const date = siteDate(iso);
  return date ? <SiteTime date={date} /> : null;
}

/** One reviewer of a round: who, where they are, their review, and what the editor can do. */
function AssignmentRow({ assignment }: { assignment: EditorAssignment }) {
  const open = assignment.status === 'invited' || assignment.status === 'accepted';
  const review = assignment.review;
  return (
    <li className="q-review-assignment">
      <p>
        <strong>{assignment.alias}</strong>: {assignment.reviewer.name} ({assignment.reviewer.email}
        ) · {REVIEW_ASSIGNMENT_STATUS_NAMES[assignment.status]} · {texts.due}{' '}
        <Day
          iso={assignment.status === 'invited' ? assignment.responseDueAt : assignment.reviewDueAt}
        />
        {assignment.overdue && <strong> ({texts.overdue})</strong>}
      </p>
      {assignment.declineReason && <p>{texts.declined(assignment.declineReason)}</p>}
      {assignment.suggested && (
        <p>{texts.suggested(assignment.suggested.name, assignment.suggested.email)}</p>
      )}
      {review?.submittedAt && (
        <dl className="q-review-content">
          <dt>{texts.recommendation}</dt>
          <dd>
            {review.recommendation ? REVIEW_RECOMMENDATION_NAMES[review.recommendation] : '—'}
          </dd>
          {review.questions.map((question) => (
            <div key={question.id}>
              <dt>{question.prompt}</dt>
              <dd>{String(review.answers[question.id] ?? '—')}</dd>
            </div>
          ))}
          <dt>{texts.forAuthor}</dt>
          <dd className="q-review-text">{review.commentsForAuthor}</dd>
          {review.commentsForEditor && (
            <>
              <dt>{texts.forEditor}</dt>
              <dd className="q-review-text">{review.commentsForEditor}</dd>
            </>
          )}
        </dl>
      )}
      {open && (
        <Form method="post" className="q-review-actions">
          <input type="hidden" name="assignmentId" value={assignment.id} />
          <button type="submit" name="intent" value="remind" className="q-btn">
            {texts.remind}
          </button>
          <button type="submit" name="intent" value="withdraw" className="q-btn">
            {texts.withdraw}
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
  const field = formFields(failure, { letter: texts.letter });
  return (
    <Form method="post" className="q-form" noValidate aria-labelledby="decision-form">
      <h3 id="decision-form">{texts.decisionLinks[draft.decision]}</h3>
      <input type="hidden" name="decision" value={draft.decision} />
      <TextareaField
        {...field('letter')}
        defaultValue={field('letter').defaultValue ?? draft.letter}
        hint={texts.letterHint}
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
                {texts.forEditor}: {review.commentsForEditor}
              </p>
            )}
            <label className="q-check">
              <input type="checkbox" name="share" value={review.assignmentId} defaultChecked />{' '}
              {texts.share(review.alias)}
            </label>
            <TextareaField
              name={`comments.${review.assignmentId}`}
              label={`${review.alias}: ${texts.forAuthor}`}
              defaultValue={review.commentsForAuthor}
              rows={6}
            />
          </fieldset>
        ))}
      </div>
      <SubmitButton name="intent" value="decide" busyLabel={texts.decideBusy}>
        {texts.decideButton}
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
  const { id, review, candidates, draft } = useLoaderData<typeof submissionReviewLoader>();
  const result = useActionData<typeof submissionReviewAction>();
  const failure = result && 'message' in result ? result : undefined;
  useActionErrorModal(failure);
  const done = result && !('message' in result) && 'done' in result ? result.done : null;
  const field = formFields(failure, {
    reviewerId: texts.chooseReviewer,
    name: texts.name,
    email: texts.email,
    responseDueAt: texts.responseDueAt,
    reviewDueAt: texts.reviewDueAt,
  });
  return (
    <div className="q-panel-page q-panel-page--wide">
      <header className="q-panel-page__header">
        <h1>{texts.title}</h1>
        <Link to={`/admin/submissions/${id}`}>{texts.back}</Link>
      </header>
      <p className="q-panel-page__lead">
        {REVIEW_MODE_NAMES[review.mode]}
        {review.openRound ? ` · ${texts.round(review.openRound)}` : ''}
      </p>
      {typeof done === 'string' && (
        <p role="status" className="q-panel-page__notice">
          {texts.done[done]}
        </p>
      )}
      {review.openRound === null && <p>{texts.notInReview}</p>}
      {review.manuscripts.length > 0 && (
        <section aria-labelledby="review-manuscripts">
          <h2 id="review-manuscripts">{texts.manuscripts}</h2>
          <ul>
            {review.manuscripts.map((file) => (
              <li key={file.fileId}>
                {file.name}
                {file.namesAnAuthor && !file.cleanedFileId && (
                  <>
                    {' '}
                    <strong role="note">{texts.flagged(file.metadataAuthors.join(', '))}</strong>
                    <Form method="post" className="q-review-actions">
                      <input type="hidden" name="fileId" value={file.fileId} />
                      <SubmitButton name="intent" value="clean" busyLabel={texts.cleanBusy}>
                        {texts.cleanButton}
                      </SubmitButton>
                    </Form>
                  </>
                )}
                {file.cleanedFileId && <span className="q-muted"> · {texts.cleanedNote}</span>}
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
            <h2 id={`round-${round.round}`}>{texts.round(round.round)}</h2>
            {round.assignments.length === 0 ? (
              <p className="q-muted">{texts.noAssignments}</p>
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
            <h2 id="review-invite">{texts.inviteHeading}</h2>
            <Form method="post" className="q-form" noValidate>
              <ErrorSummary failure={failure} labels={field.labels} />
              {/* Either a reviewer of the journal or a new person: neither part alone is
                  required, so neither is marked optional; the group says it. */}
              <fieldset className="q-review-who">
                <legend>{texts.whoLegend}</legend>
                <SelectField
                  {...field('reviewerId')}
                  labelNote={false}
                  options={candidates.map((candidate) => ({
                    value: String(candidate.id),
                    label: texts.candidate(candidate),
                  }))}
                >
                  <option value="">{texts.noneChosen}</option>
                </SelectField>
                <p className="q-muted">{texts.orNewPerson}</p>
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
              <SubmitButton name="intent" value="invite" busyLabel={texts.inviteBusy}>
                {texts.inviteButton}
              </SubmitButton>
            </Form>
          </section>
          <section aria-labelledby="review-decision">
            <h2 id="review-decision">{texts.decisionHeading}</h2>
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
                    {texts.decisionLinks[decision]}
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
