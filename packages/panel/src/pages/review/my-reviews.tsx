import type { MyReview, MyReviewerInterests } from '@quire/contracts';
import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  SiteTime,
  siteDate,
  useJournalSite,
} from '@quire/site';
import { EmptyState, ErrorSummary, TextareaField } from '@quire/ui';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import '../../panel-pages/panel-pages.css';
import { panelTexts, usePanelTexts } from '../../texts';
import type { myReviewsAction, myReviewsLoader } from './my-reviews.server';

/** The title of "My reviews". */
export function myReviewsMeta() {
  const texts = panelTexts();
  return [{ title: texts.reviewerPageMyReviewsTitle }];
}

/** One assignment: title (a link to the review), journal, round, status and its due date. */
function ReviewRow({ review, panel }: { review: MyReview; panel: string }) {
  const texts = usePanelTexts();
  const open = review.status === 'invited' || review.status === 'accepted';
  const due = siteDate(review.status === 'invited' ? review.responseDueAt : review.reviewDueAt);
  const submitted = siteDate(review.submittedAt);
  return (
    <li className="q-review-row">
      <Link to={`${panel}/reviews/${review.id}`}>{review.title ?? texts.reviewerPageUntitled}</Link>
      <span className="q-muted">
        {' '}
        · {review.journal.title} · {texts.reviewerPageRoundLabel(review.round)} ·{' '}
        {texts.reviewerPageStatusName(review.status)}
        {review.overdue && <strong> · {texts.reviewerPageOverdue}</strong>}
      </span>
      <br />
      {open && due && (
        <SiteTime
          date={due}
          sentence={
            review.status === 'invited' ? texts.reviewerPageAnswerBy : texts.reviewerPageReviewBy
          }
        />
      )}
      {!open && submitted && <SiteTime date={submitted} sentence={texts.reviewerPageSubmittedOn} />}
    </li>
  );
}

type Typed = { journalId?: string; interests?: string };

/** One journal's interests: a list typed one per line, saved by a plain form post. */
function InterestsForm({
  journal,
  failure,
}: {
  journal: MyReviewerInterests;
  failure: (FormFailure & { values?: Typed }) | undefined;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="q-form" noValidate>
      <ErrorSummary
        failure={failure}
        labels={{ interests: texts.reviewerPageInterestsLabel(journal.journalTitle) }}
      />
      <input type="hidden" name="intent" value="interests" />
      <input type="hidden" name="journalId" value={journal.journalId} />
      <TextareaField
        id={`interests-${journal.journalId}`}
        name="interests"
        label={texts.reviewerPageInterestsLabel(journal.journalTitle)}
        hint={texts.reviewerPageInterestsHint}
        rows={4}
        defaultValue={failure?.values?.interests ?? journal.interests.join('\n')}
        errors={fieldErrorsOf(failure, 'interests')}
      />
      <div className="q-form-actions">
        <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
          {texts.reviewerPageSaveInterests}
        </button>
      </div>
    </Form>
  );
}

/**
 * `{paths.panel}/reviews`: the signed-in reviewer's invitations and reviews in progress (with
 * their due dates, overdue ones marked), then their past reviews, and the interests they
 * declare in each journal where they review.
 */
export function MyReviewsPage() {
  const texts = usePanelTexts();
  const { open, past, interests, saved } = useLoaderData<typeof myReviewsLoader>();
  const result = useActionData<typeof myReviewsAction>();
  const refused = isFormFailure(result) ? (result as FormFailure & { values?: Typed }) : undefined;
  const { paths } = useJournalSite();
  return (
    <div className="q-panel-page">
      <header className="q-panel-page__header">
        <h1>{texts.reviewerPageMyReviewsTitle}</h1>
      </header>
      <section aria-labelledby="reviews-open">
        <h2 id="reviews-open">{texts.reviewerPageOpenHeading}</h2>
        {open.length === 0 ? (
          <EmptyState title={texts.reviewerPageNoOpen} />
        ) : (
          <ul className="q-review-list">
            {open.map((review) => (
              <ReviewRow key={review.id} review={review} panel={paths.panel} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="reviews-past">
        <h2 id="reviews-past">{texts.reviewerPagePastHeading}</h2>
        {past.length === 0 ? (
          <p className="q-muted">{texts.reviewerPageNoPast}</p>
        ) : (
          <ul className="q-review-list">
            {past.map((review) => (
              <ReviewRow key={review.id} review={review} panel={paths.panel} />
            ))}
          </ul>
        )}
      </section>
      {interests.length > 0 && (
        <section aria-labelledby="interests" className="q-account-section">
          <h2 id="interests">{texts.reviewerPageInterestsHeading}</h2>
          <p>{texts.reviewerPageInterestsIntro}</p>
          {saved === 'interests' && !refused && (
            <p className="q-notice" role="status">
              {texts.reviewerPageInterestsSaved}
            </p>
          )}
          {interests.map((journal) => (
            <InterestsForm
              key={journal.journalId}
              journal={journal}
              failure={
                refused?.values?.journalId === String(journal.journalId) ? refused : undefined
              }
            />
          ))}
        </section>
      )}
    </div>
  );
}
