import {
  DOI_MAX_LENGTH,
  type License,
  type LicenseOption,
  type PublishTarget,
  SUBMISSION_TEXT_LIMITS,
} from '@quire/contracts';
import { SelectField, TextField } from '@quire/ui';
import { useState } from 'react';
import { errorsFor, type SubmissionActionData } from '../lib/submission/action-data';
import { type PanelTexts, panelTexts, usePanelTexts } from '../texts';
import { EditorFormSection } from './editor-form-section';

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

/** "Vol. 3 No. 2 (2026): Title — not yet public", in a site's words (its own by default). */
export function targetLabel(target: PublishTarget, texts: PanelTexts = panelTexts()): string {
  const name = texts.targetIssue(target.volume, target.number, target.year);
  return texts.targetLabel(name, target.title, target.isPublished);
}

/** Publishing an accepted submission: the issue, its section, optional pages and DOI. */
export function PublishForm({ targets, defaultLicense, licenses, result }: PublishFormProps) {
  const texts = usePanelTexts();
  const failed = result?.form === 'publish' ? result : undefined;
  const [issueId, setIssueId] = useState(failed?.issueId ?? String(targets[0]?.id ?? ''));
  const issue = targets.find((target) => String(target.id) === issueId);
  const issueErrors = errorsFor(failed, 'issueId');
  const sectionErrors = errorsFor(failed, 'sectionId');
  const licenseErrors = errorsFor(failed, 'licenseId');
  if (targets.length === 0) {
    return (
      <section className="q-section" aria-labelledby="publish-heading">
        <h2 id="publish-heading">{texts.publishHeading}</h2>
        <p>{texts.noIssueToPublishIn}</p>
      </section>
    );
  }
  return (
    <EditorFormSection
      intent="publish"
      heading={texts.publishHeading}
      failed={failed}
      submitLabel={texts.publishButton}
      busyLabel={texts.publishing}
    >
      <SelectField
        name="issueId"
        label={texts.publishIssueLabel}
        required
        value={issueId}
        onChange={(event) => setIssueId(event.currentTarget.value)}
        errors={issueErrors}
        options={targets.map((target) => ({
          value: target.id,
          label: targetLabel(target, texts),
        }))}
      />
      <SelectField
        name="sectionId"
        label={texts.publishSectionLabel}
        key={issueId}
        defaultValue={failed?.sectionId ?? ''}
        errors={sectionErrors}
      >
        <option value="">{texts.submissionSectionOption}</option>
        {(issue ? [issue] : targets).map((target) => (
          <optgroup key={target.id} label={targetLabel(target, texts)}>
            {target.sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.title}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField
        name="licenseId"
        label={texts.licenceLabel}
        labelNote={false}
        defaultValue={failed?.licenseId ?? ''}
        errors={licenseErrors}
        options={licenses.map((option) => ({ value: option.id, label: option.name }))}
      >
        <option value="">{texts.journalLicenceOption(defaultLicense?.name ?? null)}</option>
      </SelectField>
      <TextField
        name="pages"
        label={texts.pagesLabel}
        hint={texts.pagesHint}
        maxLength={SUBMISSION_TEXT_LIMITS.pages}
        defaultValue={failed?.pages ?? ''}
        errors={errorsFor(failed, 'pages')}
      />
      <TextField
        name="doi"
        label={texts.doiLabel}
        hint={texts.doiHint}
        maxLength={DOI_MAX_LENGTH}
        defaultValue={failed?.doi ?? ''}
        errors={errorsFor(failed, 'doi')}
      />
    </EditorFormSection>
  );
}
