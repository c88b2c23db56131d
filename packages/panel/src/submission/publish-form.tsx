import type { License, LicenseOption, PublishTarget } from '@quire/contracts';
import { FieldErrors, FormField } from '@quire/site';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';

export interface PublishFormProps {
  targets: readonly PublishTarget[];
  /** The journal's default licence, applied when the editor keeps the first choice. */
  defaultLicense: License | null;
  /** The licences an editor may choose instead. */
  licenses: readonly LicenseOption[];
  result:
    | (SubmissionActionData & {
        issueId?: string;
        sectionId?: string;
        pages?: string;
        doi?: string;
        licenseId?: string;
      })
    | undefined;
}

/** "Vol. 3 No. 2 (2026): Title — not yet public". */
export function targetLabel(target: PublishTarget): string {
  const name = `Vol. ${target.volume} No. ${target.number} (${target.year})`;
  return `${name}${target.title ? `: ${target.title}` : ''}${target.isPublished ? '' : ' — not yet public'}`;
}

/** Publishing an accepted submission: the issue, its section, optional pages and DOI. */
export function PublishForm({ targets, defaultLicense, licenses, result }: PublishFormProps) {
  const busy = useNavigation().state === 'submitting';
  const failed = result?.form === 'publish' ? result : undefined;
  const [issueId, setIssueId] = useState(failed?.issueId ?? String(targets[0]?.id ?? ''));
  const issue = targets.find((target) => String(target.id) === issueId);
  const issueErrors = errorsFor(failed, 'issueId');
  const sectionErrors = errorsFor(failed, 'sectionId');
  const licenseErrors = errorsFor(failed, 'licenseId');
  if (targets.length === 0) {
    return (
      <section className="q-section" aria-labelledby="publish-heading">
        <h2 id="publish-heading">Publish</h2>
        <p>This journal has no issue to publish in yet. Create an issue first.</p>
      </section>
    );
  }
  return (
    <section className="q-section" aria-labelledby="publish-heading">
      <h2 id="publish-heading">Publish</h2>
      {failed?.message && Object.keys(failed.fieldErrors ?? {}).length === 0 && (
        <p className="q-notice q-notice--error" role="alert">
          {failed.message}
        </p>
      )}
      <Form method="post" className="q-form">
        <input type="hidden" name="intent" value="publish" />
        <div className="q-field" data-invalid={issueErrors.length ? '' : undefined}>
          <label htmlFor="field-issueId" className="q-field__label">
            Issue
          </label>
          <select
            id="field-issueId"
            name="issueId"
            className="q-field__input"
            required
            value={issueId}
            onChange={(event) => setIssueId(event.currentTarget.value)}
            aria-invalid={issueErrors.length ? true : undefined}
            aria-describedby={issueErrors.length ? 'field-issueId-error' : undefined}
          >
            {targets.map((target) => (
              <option key={target.id} value={target.id}>
                {targetLabel(target)}
              </option>
            ))}
          </select>
          <FieldErrors id="field-issueId-error" messages={issueErrors} />
        </div>
        <div className="q-field" data-invalid={sectionErrors.length ? '' : undefined}>
          <label htmlFor="field-sectionId" className="q-field__label">
            Section <span className="q-field__optional">(optional)</span>
          </label>
          <select
            id="field-sectionId"
            name="sectionId"
            className="q-field__input"
            key={issueId}
            defaultValue={failed?.sectionId ?? ''}
            aria-invalid={sectionErrors.length ? true : undefined}
            aria-describedby={sectionErrors.length ? 'field-sectionId-error' : undefined}
          >
            <option value="">The submission’s section</option>
            {(issue ? [issue] : targets).map((target) => (
              <optgroup key={target.id} label={targetLabel(target)}>
                {target.sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <FieldErrors id="field-sectionId-error" messages={sectionErrors} />
        </div>
        <div className="q-field" data-invalid={licenseErrors.length ? '' : undefined}>
          <label htmlFor="field-licenseId" className="q-field__label">
            Licence
          </label>
          <select
            id="field-licenseId"
            name="licenseId"
            className="q-field__input"
            defaultValue={failed?.licenseId ?? ''}
            aria-invalid={licenseErrors.length ? true : undefined}
            aria-describedby={licenseErrors.length ? 'field-licenseId-error' : undefined}
          >
            <option value="">
              The journal’s licence{defaultLicense ? ` (${defaultLicense.name})` : ''}
            </option>
            {licenses.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
          <FieldErrors id="field-licenseId-error" messages={licenseErrors} />
        </div>
        <FormField
          name="pages"
          label="Pages"
          hint="Like 12–24."
          maxLength={50}
          defaultValue={failed?.pages ?? ''}
          errors={errorsFor(failed, 'pages')}
        />
        <FormField
          name="doi"
          label="DOI"
          hint="Like 10.1234/abc.2026.1."
          maxLength={200}
          defaultValue={failed?.doi ?? ''}
          errors={errorsFor(failed, 'doi')}
        />
        <div className="q-form-actions">
          <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
            {busy ? 'Publishing…' : 'Publish'}
          </button>
        </div>
      </Form>
    </section>
  );
}
