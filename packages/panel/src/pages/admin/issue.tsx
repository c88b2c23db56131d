import { ISSUE_COVER_ALT_MAX_LENGTH } from '@quire/contracts';
import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  siteTitle,
  useActionErrorModal,
  useJournalSite,
} from '@quire/site';
import {
  Checkbox,
  ErrorSummary,
  FileUploadField,
  TextareaField,
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
import { panelTexts, usePanelTexts } from '../../texts';
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
const SAVED_TEXTS: Record<string, 'coverSaved' | 'coverDescriptionSaved' | 'coverRemoved'> = {
  cover: 'coverSaved',
  description: 'coverDescriptionSaved',
  removed: 'coverRemoved',
};

/**
 * `{paths.issues}/:id`: an issue's cover for the editors — the current one with its description,
 * a form to upload a new image (PNG, JPEG or WebP) with the description screen readers read out
 * (or marked decorative), and removal. Works without JavaScript.
 */
export function AdminIssuePage() {
  const { issue, rules } = useLoaderData<typeof adminIssueLoader>();
  const result = useActionData<typeof adminIssueAction>();
  useActionErrorModal(result);
  const failure = isFormFailure(result) ? result : undefined;
  const [searchParams] = useSearchParams();
  const { paths } = useJournalSite();
  const texts = usePanelTexts();
  const savedText = SAVED_TEXTS[searchParams.get('saved') ?? ''];
  const saved = savedText && texts[savedText];
  return (
    <div className="q-panel-page">
      <p>
        <Link to={paths.issues}>{texts.backToIssues}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{issue.label}</h1>
      </header>
      <p className="q-muted">
        {issue.journal.title} · {issue.status} · {texts.articleCount(issue.articleCount)}
      </p>
      {saved && !failure && (
        <p className="q-notice" role="status">
          {saved}
        </p>
      )}

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
