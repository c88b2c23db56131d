import {
  type AuthHandle,
  ErrorSummary,
  FieldErrors,
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { FileUploadField, type UploadRules } from '@quire/ui';
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
import type { adminIssueAction, adminIssueLoader } from './issue.server';
import '../../panel-pages/panel-pages.css';
import '../../submission/submission.css';

export const adminIssueHandle = { auth: 'user' } satisfies AuthHandle;

export function adminIssueMeta({ data }: MetaArgs<typeof adminIssueLoader>) {
  return [{ title: data ? siteTitle(data.issue.label, 'Issues') : siteTitle('Issue') }];
}

const FIELD_LABELS = { file: 'Cover image', alt: 'Description' };

/** What each `?saved=` after a post says. */
const SAVED_MESSAGES: Record<string, string> = {
  cover: 'The cover is saved: readers see it on the issue, the archive and the journal’s home.',
  description: 'The description is saved.',
  removed: 'The cover is removed.',
};

/**
 * `/admin/issues/:id`: an issue's cover for the editors — the current one with its description,
 * a form to upload a new image (PNG, JPEG or WebP) with the description screen readers read out
 * (or marked decorative), and removal. Works without JavaScript.
 */
export function AdminIssuePage() {
  const { issue, rules } = useLoaderData<typeof adminIssueLoader>();
  const result = useActionData<typeof adminIssueAction>();
  useActionErrorModal(result);
  const failure = isFormFailure(result) ? result : undefined;
  const [searchParams] = useSearchParams();
  const saved = SAVED_MESSAGES[searchParams.get('saved') ?? ''];
  return (
    <div className="q-panel-page">
      <p>
        <Link to="/admin/issues">← Issues</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{issue.label}</h1>
      </header>
      <p className="q-muted">
        {issue.journal.title} · {issue.status} · {issue.articleCount}{' '}
        {issue.articleCount === 1 ? 'article' : 'articles'}
      </p>
      {saved && !failure && (
        <p className="q-notice" role="status">
          {saved}
        </p>
      )}

      <section aria-labelledby="cover-current" className="q-account-section">
        <h2 id="cover-current">Cover</h2>
        {issue.coverUrl ? (
          <figure className="q-issue-cover">
            <img src={issue.coverUrl} alt={issue.coverAlt} className="q-issue-cover__image" />
            <figcaption>
              {issue.coverAlt ? `Description: ${issue.coverAlt}` : 'Decorative: no description.'}
            </figcaption>
          </figure>
        ) : (
          <p>This issue has no cover yet. Readers see its table of contents without an image.</p>
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
  const [decorative, setDecorative] = useState(issue.coverUrl !== null && issue.coverAlt === '');
  const altErrors = fieldErrorsOf(failure, 'alt');
  return (
    <section aria-labelledby="cover-form" className="q-account-section">
      <h2 id="cover-form">{issue.coverUrl ? 'Change the cover' : 'Add a cover'}</h2>
      <ErrorSummary failure={failure} labels={FIELD_LABELS} />
      <Form method="post" encType="multipart/form-data" className="q-form">
        <input type="hidden" name="intent" value="save" />
        <FileUploadField
          id="field-file"
          name="file"
          label={issue.coverUrl ? 'New cover image (leave empty to keep this one)' : 'Cover image'}
          rules={rules}
          accept={rules.extensions.map((extension) => `.${extension}`).join(',')}
          required={!issue.coverUrl}
          error={fieldErrorsOf(failure, 'file')[0]}
        />
        <div className="q-field" data-invalid={altErrors.length ? '' : undefined}>
          <label htmlFor="field-alt" className="q-field__label">
            Description
          </label>
          <p id="field-alt-hint" className="q-field__hint">
            What the cover shows, for readers who cannot see it (at most 300 characters).
          </p>
          <textarea
            id="field-alt"
            name="alt"
            className="q-field__input"
            rows={3}
            maxLength={300}
            defaultValue={typedAlt ?? issue.coverAlt}
            disabled={decorative}
            aria-invalid={altErrors.length ? true : undefined}
            aria-describedby={`field-alt-hint${altErrors.length ? ' field-alt-error' : ''}`}
          />
          <FieldErrors id="field-alt-error" messages={altErrors} />
        </div>
        <div className="q-field q-field--check">
          <input
            id="field-decorative"
            type="checkbox"
            name="decorative"
            checked={decorative}
            onChange={(event) => setDecorative(event.currentTarget.checked)}
          />
          <label htmlFor="field-decorative">
            Decorative: the image adds nothing the issue’s title does not say
          </label>
        </div>
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save the cover'}
          </button>
        </div>
      </Form>
      {issue.coverUrl && (
        <Form method="post" className="q-form-actions">
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="q-btn q-btn--danger" disabled={busy}>
            Remove the cover
          </button>
        </Form>
      )}
    </section>
  );
}
