import type { Submission, SubmissionFile } from '@quire/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { WizardStepId } from '../lib/submission/wizard-steps';
import { usePanelTexts } from '../texts';
import { FileList } from './file-list';
import { DECLARATIONS } from './wizard/declarations-step';

export interface SubmissionSummaryProps {
  submission: Submission;
  /** Download address of a file. */
  fileHref: (file: SubmissionFile) => string;
  /** With it, each part gets an "Edit" link to its wizard step (the review step). */
  editHref?: (step: WizardStepId) => string;
  /** Heading level of the parts (2 on their own page). */
  level?: 2 | 3;
}

function Part({
  title,
  step,
  editHref,
  level,
  children,
}: {
  title: string;
  step: WizardStepId;
  editHref: SubmissionSummaryProps['editHref'];
  level: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const texts = usePanelTexts();
  const id = `summary-${step}`;
  return (
    <section className="q-section" aria-labelledby={id}>
      <div className="q-panel-page__header">
        <Heading id={id}>{title}</Heading>
        {editHref && (
          <Link to={editHref(step)} className="q-btn">
            {texts.editPart}
            <span className="q-visually-hidden">{` ${title.toLowerCase()}`}</span>
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Everything in a submission, part by part (journal, details, authors, files, letter). */
export function SubmissionSummary({
  submission,
  fileHref,
  editHref,
  level = 2,
}: SubmissionSummaryProps) {
  const part = { editHref, level };
  const texts = usePanelTexts();
  const missing = <span className="q-muted">{texts.notGiven}</span>;
  return (
    <>
      <Part title={texts.partJournal} step="journal" {...part}>
        <dl className="q-summary-list">
          <dt>{texts.fieldJournal}</dt>
          <dd>{submission.journal?.title ?? missing}</dd>
          <dt>{texts.fieldSection}</dt>
          <dd>{submission.section?.title ?? texts.noSectionPreference}</dd>
        </dl>
      </Part>
      <Part title={texts.partDetails} step="details" {...part}>
        <dl className="q-summary-list">
          <dt>{texts.fieldTitle}</dt>
          <dd>{submission.title || missing}</dd>
          <dt>{texts.fieldAbstract}</dt>
          <dd>{submission.abstract || missing}</dd>
          <dt>{texts.fieldKeywords}</dt>
          <dd>{submission.keywords.length > 0 ? submission.keywords.join(', ') : missing}</dd>
        </dl>
      </Part>
      <Part title={texts.partAuthors} step="authors" {...part}>
        {submission.authors.length === 0 ? (
          <p>{missing}</p>
        ) : (
          <ol className="q-plain-list">
            {submission.authors.map((author) => (
              <li key={`${author.email}-${author.name}`}>
                <strong>{author.name}</strong>
                {author.corresponding && texts.correspondingSuffix}
                <br />
                <span className="q-muted">
                  {[
                    author.email,
                    author.affiliation,
                    author.orcid && texts.orcidValue(author.orcid),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Part>
      <Part title={texts.partFiles} step="files" {...part}>
        <FileList files={submission.files} hrefFor={fileHref} emptyText={texts.noFilesYet} />
      </Part>
      <Part title={texts.partDeclarations} step="declarations" {...part}>
        <dl className="q-summary-list">
          <dt>{texts.fieldCoverLetter}</dt>
          <dd>{submission.coverLetter || missing}</dd>
        </dl>
        {/* Each declaration is a sentence: a list reads better than a two-column table. */}
        <h3 className="q-summary-subheading">{texts.declarationsHeading}</h3>
        <ul className="q-plain-list">
          {DECLARATIONS.map((declaration) => (
            <li key={declaration.name}>
              <strong>
                {submission.declarations[declaration.name]
                  ? texts.confirmed
                  : texts.notYetConfirmed}
              </strong>
              {` ${texts[declaration.text]}`}
            </li>
          ))}
        </ul>
      </Part>
    </>
  );
}
