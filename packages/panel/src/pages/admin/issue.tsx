import { ISSUE_COVER_ALT_MAX_LENGTH } from '@quire/contracts';
import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  SiteDatedSentence,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import {
  Checkbox,
  ErrorSummary,
  FileUploadField,
  SelectField,
  TextareaField,
  TextField,
  type UploadRules,
} from '@quire/ui';
import { useState } from 'react';
import {
  Form,
  Link,
  type MetaArgs,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from 'react-router';
import { editorArticlePath, newIssueArticlePath } from '../../lib/panel-paths';
import { MoveButtons } from '../../panel-pages/move-buttons';
import { RichTextField } from '../../rich-text/rich-text-field';
import { panelTexts, usePanelTexts } from '../../texts';
import { CrossrefSection } from './crossref-section';
import type { adminIssueAction, adminIssueLoader } from './issue.server';
import '../../panel-pages/panel-pages.css';
import '../../submission/submission.css';

export function adminIssueMeta({ loaderData }: MetaArgs<typeof adminIssueLoader>) {
  return [
    {
      title: loaderData
        ? siteTitle(loaderData.issue.label, panelTexts().issuesTitle)
        : siteTitle(panelTexts().issueFallbackTitle),
    },
  ];
}

/** The text each `?saved=` after a post shows. */
const SAVED_TEXTS = {
  cover: 'coverSaved',
  description: 'coverDescriptionSaved',
  removed: 'coverRemoved',
  created: 'issueCreated',
  details: 'issueDetailsSaved',
  published: 'issuePublished',
  scheduled: 'issueScheduled',
  unscheduled: 'issueUnscheduled',
  withdrawn: 'issueWithdrawn',
  current: 'issueMadeCurrent',
  contents: 'issueContentsSaved',
  crossref: 'crossrefDeposited',
} as const;

type Failure = (FormFailure & { values?: Record<string, string> }) | undefined;
type Editing = ReturnType<typeof useLoaderData<typeof adminIssueLoader>>['editing'];

/**
 * The refusal of the form whose `intent` is one of `intents` (`''`: a form that posts none, the
 * cover's refusals echo only its description), with what was typed.
 */
function failureFor(result: unknown, intents: readonly string[]): Failure {
  if (!isFormFailure(result)) return undefined;
  const values = (result as { values?: Record<string, string> }).values;
  return intents.includes(values?.intent ?? '') ? { ...result, values } : undefined;
}

/**
 * `{paths.issues}/:id`: one issue for its editors — where it stands and its publication (now, at
 * a date in the journal's time zone, back to draft, current, withdrawn with a reason, deleted
 * while an empty draft), its details, its table of contents (each article's place, section and
 * pages) and its cover. Every form works without JavaScript and carries the issue's version.
 */
export function AdminIssuePage() {
  const { issue, editing, rules, crossref } = useLoaderData<typeof adminIssueLoader>();
  const result = useActionData<typeof adminIssueAction>();
  useActionErrorModal(result);
  const failure = failureFor(result, ['', 'save', 'remove']);
  const [searchParams] = useSearchParams();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const savedKey = SAVED_TEXTS[(searchParams.get('saved') ?? '') as keyof typeof SAVED_TEXTS];
  const saved = savedKey && texts[savedKey];
  return (
    <div className="q-panel-page">
      <p>
        <Link to={paths.issues}>{texts.backToIssues}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{issue.label}</h1>
      </header>
      <p className="q-muted">
        {issue.journal.title} · <SiteDatedSentence text={issue.status} /> ·{' '}
        {texts.articleCount(issue.articleCount)}
      </p>
      {saved && !isFormFailure(result) && (
        <p className="q-notice" role="status">
          {saved}
        </p>
      )}

      <PublicationSection
        editing={editing}
        failure={failureFor(result, [
          'publish',
          'schedule',
          'unschedule',
          'withdraw',
          'current',
          'delete',
        ])}
      />
      <DetailsForm
        key={`details-${editing.version}`}
        editing={editing}
        failure={failureFor(result, ['details'])}
      />
      <ContentsForm
        key={`contents-${editing.version}`}
        editing={editing}
        failure={failureFor(result, ['contents'])}
      />
      <CrossrefSection crossref={crossref} failure={failureFor(result, ['crossref-deposit'])} />

      <section aria-labelledby="cover-current" className="q-account-section">
        <h2 id="cover-current">{texts.coverHeading}</h2>
        {issue.coverUrl ? (
          <figure className="q-issue-cover">
            <img src={issue.coverUrl} alt={issue.coverAlt} className="q-issue-cover__image" />
            <figcaption>
              {issue.coverAlt ? texts.coverDescribed(issue.coverAlt) : texts.coverDecorative}
            </figcaption>
          </figure>
        ) : (
          <p>{texts.noCoverYet}</p>
        )}
      </section>

      {/* A fresh form after each save: the chosen file is not sent twice. */}
      <CoverForm
        key={`${issue.coverUrl ?? ''}|${issue.coverAlt}`}
        issue={issue}
        rules={rules}
        failure={failure}
        typedAlt={failure && 'alt' in failure ? String(failure.alt) : undefined}
      />
    </div>
  );
}

interface CoverFormProps {
  issue: { coverUrl: string | null; coverAlt: string };
  rules: UploadRules;
  failure: FormFailure | undefined;
  /** The description typed before a refusal, kept. */
  typedAlt: string | undefined;
}

/** The cover's upload form (image, description or decorative) and its removal. */
function CoverForm({ issue, rules, failure, typedAlt }: CoverFormProps) {
  const busy = useNavigation().state === 'submitting';
  const texts = usePanelTexts();
  const [decorative, setDecorative] = useState(issue.coverUrl !== null && issue.coverAlt === '');
  const altErrors = fieldErrorsOf(failure, 'alt');
  return (
    <section aria-labelledby="cover-form" className="q-account-section">
      <h2 id="cover-form">{issue.coverUrl ? texts.changeCover : texts.addCover}</h2>
      <ErrorSummary
        failure={failure}
        labels={{ file: texts.coverImageLabel, alt: texts.coverAltLabel }}
      />
      <Form method="post" encType="multipart/form-data" className="q-form">
        <input type="hidden" name="intent" value="save" />
        <FileUploadField
          id="field-file"
          name="file"
          label={issue.coverUrl ? texts.newCoverImageLabel : texts.coverImageLabel}
          rules={rules}
          accept={rules.extensions.map((extension) => `.${extension}`).join(',')}
          required={!issue.coverUrl}
          error={fieldErrorsOf(failure, 'file')[0]}
        />
        <TextareaField
          name="alt"
          label={texts.coverAltLabel}
          labelNote={false}
          hint={texts.coverAltHint(ISSUE_COVER_ALT_MAX_LENGTH)}
          rows={3}
          maxLength={ISSUE_COVER_ALT_MAX_LENGTH}
          defaultValue={typedAlt ?? issue.coverAlt}
          disabled={decorative}
          errors={altErrors}
        />
        <Checkbox
          id="field-decorative"
          name="decorative"
          label={texts.coverDecorativeLabel}
          checked={decorative}
          onChange={(event) => setDecorative(event.currentTarget.checked)}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? texts.saving : texts.saveCover}
          </button>
        </div>
      </Form>
      {issue.coverUrl && (
        <Form method="post" className="q-form-actions">
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="q-btn q-btn--danger" disabled={busy}>
            {texts.removeCover}
          </button>
        </Form>
      )}
    </section>
  );
}

/** A form that only changes the issue's state: its intent, the version and one button. */
function StateButton({
  intent,
  version,
  label,
  danger = false,
}: {
  intent: string;
  version: number;
  label: string;
  danger?: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="q-form-actions">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <button
        type="submit"
        className={danger ? 'q-btn q-btn--danger' : 'q-btn q-btn--primary'}
        disabled={busy}
      >
        {label}
      </button>
    </Form>
  );
}

/** Where the issue stands and what can happen to it next. */
function PublicationSection({ editing, failure }: { editing: Editing; failure: Failure }) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const { state, version } = editing;
  const scheduleFailure = failure?.values?.intent === 'schedule' ? failure : undefined;
  const withdrawFailure = failure?.values?.intent === 'withdraw' ? failure : undefined;
  const otherFailure = failure && !scheduleFailure && !withdrawFailure ? failure : undefined;
  return (
    <section aria-labelledby="issue-publication" className="q-account-section">
      <h2 id="issue-publication">{texts.issuePublicationHeading}</h2>
      <p>
        <strong>
          <SiteDatedSentence text={editing.stateText} />
        </strong>
      </p>
      {editing.withdrawalReason && <p>{texts.withdrawnBecause(editing.withdrawalReason)}</p>}
      {editing.isCurrent && <p>{texts.isCurrentIssue}</p>}
      <ErrorSummary failure={otherFailure} labels={{}} />
      {(state === 'draft' || state === 'scheduled' || state === 'withdrawn') && (
        <StateButton
          intent="publish"
          version={version}
          label={state === 'withdrawn' ? texts.publishIssueAgain : texts.publishIssueNow}
        />
      )}
      {(state === 'draft' || state === 'scheduled') && (
        <Form method="post" className="q-form" noValidate>
          <ErrorSummary
            failure={scheduleFailure}
            labels={{
              publishAt: texts.scheduleIssueLabel(editing.timeZone),
              at: texts.scheduleIssueLabel(editing.timeZone),
            }}
          />
          <input type="hidden" name="intent" value="schedule" />
          <input type="hidden" name="version" value={version} />
          <TextField
            id="issue-publish-at"
            name="publishAt"
            type="datetime-local"
            label={texts.scheduleIssueLabel(editing.timeZone)}
            labelNote={false}
            defaultValue={scheduleFailure?.values?.publishAt ?? editing.publishAt}
            errors={[
              ...fieldErrorsOf(scheduleFailure, 'publishAt'),
              ...fieldErrorsOf(scheduleFailure, 'at'),
            ]}
          />
          <div className="q-form-actions">
            <button type="submit" className="q-btn" disabled={busy}>
              {state === 'scheduled' ? texts.rescheduleIssue : texts.scheduleIssue}
            </button>
          </div>
        </Form>
      )}
      {state === 'scheduled' && (
        <StateButton intent="unschedule" version={version} label={texts.unscheduleIssue} danger />
      )}
      {state === 'published' && !editing.isCurrent && (
        <StateButton intent="current" version={version} label={texts.makeIssueCurrent} />
      )}
      {state === 'published' && (
        <details className="q-staff-member__change" open={Boolean(withdrawFailure)}>
          <summary>{texts.withdrawIssueHeading}</summary>
          <p>{texts.withdrawIssueHint}</p>
          <Form method="post" className="q-form" noValidate>
            <ErrorSummary
              failure={withdrawFailure}
              labels={{ reason: texts.withdrawReasonLabel }}
            />
            <input type="hidden" name="intent" value="withdraw" />
            <input type="hidden" name="version" value={version} />
            <TextareaField
              id="issue-withdraw-reason"
              name="reason"
              label={texts.withdrawReasonLabel}
              required
              rows={3}
              defaultValue={withdrawFailure?.values?.reason ?? ''}
              errors={fieldErrorsOf(withdrawFailure, 'reason')}
            />
            <div className="q-form-actions">
              <button type="submit" className="q-btn q-btn--danger" disabled={busy}>
                {texts.withdrawIssue}
              </button>
            </div>
          </Form>
        </details>
      )}
      {editing.canDelete && (
        <StateButton intent="delete" version={version} label={texts.deleteIssue} danger />
      )}
    </section>
  );
}

/** The issue's volume, number, year, title and description. */
function DetailsForm({ editing, failure }: { editing: Editing; failure: Failure }) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const typed = failure?.values;
  const value = (name: keyof Editing['details']) => typed?.[name] ?? editing.details[name];
  const whole = { inputMode: 'numeric', pattern: '[0-9]*', required: true } as const;
  return (
    <section aria-labelledby="issue-details" className="q-account-section">
      <h2 id="issue-details">{texts.issueDetailsHeading}</h2>
      <Form method="post" className="q-form" noValidate>
        <ErrorSummary
          failure={failure}
          labels={{
            volume: texts.issueVolumeLabel,
            number: texts.issueNumberLabel,
            year: texts.issueYearLabel,
            title: texts.issueTitleLabel,
            description: texts.issueDescriptionLabel,
            version: texts.saveIssueDetails,
          }}
        />
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="version" value={editing.version} />
        <div className="q-issue-numbers">
          <TextField
            id="issue-volume"
            name="volume"
            label={texts.issueVolumeLabel}
            {...whole}
            defaultValue={value('volume')}
            errors={fieldErrorsOf(failure, 'volume')}
          />
          <TextField
            id="issue-number"
            name="number"
            label={texts.issueNumberLabel}
            {...whole}
            defaultValue={value('number')}
            errors={fieldErrorsOf(failure, 'number')}
          />
          <TextField
            id="issue-year"
            name="year"
            label={texts.issueYearLabel}
            {...whole}
            defaultValue={value('year')}
            errors={fieldErrorsOf(failure, 'year')}
          />
        </div>
        <TextField
          id="issue-title"
          name="title"
          label={texts.issueTitleLabel}
          defaultValue={value('title')}
          errors={fieldErrorsOf(failure, 'title')}
        />
        <RichTextField
          id="issue-description"
          name="description"
          label={texts.issueDescriptionLabel}
          defaultValue={value('description')}
          errors={fieldErrorsOf(failure, 'description')}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {texts.saveIssueDetails}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * The table of contents: each article with its section, pages and move buttons, in one form, so
 * a move keeps what was typed in the other fields (and works without JavaScript).
 */
function ContentsForm({ editing, failure }: { editing: Editing; failure: Failure }) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const { paths } = useJournalSite();
  const { sections } = editing;
  const typed = failure?.values;
  // Dragging reorders the list here (the hidden fields follow), and "Save" sends the new order;
  // the move buttons do the same from the keyboard, or without JavaScript, one step per post.
  const [articles, setArticles] = useState(editing.articles);
  const [dragged, setDragged] = useState<number | null>(null);
  const dropOn = (targetId: number) => {
    if (dragged === null || dragged === targetId) return;
    setArticles((current) => {
      const from = current.findIndex((article) => article.id === dragged);
      const to = current.findIndex((article) => article.id === targetId);
      const next = [...current];
      const [moving] = next.splice(from, 1);
      if (moving) next.splice(to, 0, moving);
      return next;
    });
  };
  return (
    <section aria-labelledby="issue-contents" className="q-account-section">
      <h2 id="issue-contents">{texts.issueContentsHeading}</h2>
      <p>
        <Link to={newIssueArticlePath(paths, editing.id)} className="q-btn">
          {texts.addIssueArticle}
        </Link>{' '}
        <span className="q-muted">{texts.addIssueArticleHint}</span>
      </p>
      {articles.length === 0 ? (
        <p>{texts.issueContentsEmpty}</p>
      ) : (
        <Form method="post" className="q-form" noValidate>
          <p>{texts.issueContentsIntro}</p>
          <ErrorSummary failure={failure} labels={{}} />
          <input type="hidden" name="intent" value="contents" />
          <input type="hidden" name="version" value={editing.version} />
          <ol className="q-staff-list q-issue-contents">
            {articles.map((article, index) => (
              <li
                key={article.id}
                className="q-staff-member"
                draggable
                data-dragging={dragged === article.id || undefined}
                onDragStart={(event) => {
                  setDragged(article.id);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  dropOn(article.id);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <input type="hidden" name="article" value={article.id} />
                <div className="q-staff-member__who">
                  <strong>{article.title}</strong>
                  <span className="q-muted">{article.authors.join(', ')}</span>
                  <Link to={editorArticlePath(paths, article.id)}>
                    {texts.editArticleMetadata}
                    <span className="q-visually-hidden"> {article.title}</span>
                  </Link>
                </div>
                <div className="q-issue-numbers">
                  <SelectField
                    id={`section-${article.id}`}
                    name={`section-${article.id}`}
                    label={texts.issueArticleSectionLabel}
                    labelNote={false}
                    defaultValue={
                      typed?.[`section-${article.id}`] ?? String(article.sectionId ?? '')
                    }
                  >
                    <option value="">{texts.noSection}</option>
                    {sections.map((section) => (
                      <option key={section.id} value={section.id}>
                        {section.title}
                      </option>
                    ))}
                  </SelectField>
                  <TextField
                    id={`pages-${article.id}`}
                    name={`pages-${article.id}`}
                    label={texts.issueArticlePagesLabel}
                    labelNote={false}
                    defaultValue={typed?.[`pages-${article.id}`] ?? article.pages ?? ''}
                  />
                </div>
                <div className="q-actions-row">
                  <MoveButtons
                    id={article.id}
                    title={article.title}
                    first={index === 0}
                    last={index === articles.length - 1}
                    busy={busy}
                  />
                </div>
              </li>
            ))}
          </ol>
          <div className="q-form-actions">
            <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
              {texts.saveIssueContents}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
