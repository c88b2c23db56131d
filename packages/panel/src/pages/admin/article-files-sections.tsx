import { type FormFailure, fieldErrorsOf } from '@quire/site';
import { ErrorSummary, FileUploadField, SelectField, TextField, type UploadRules } from '@quire/ui';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { MoveButtons } from '../../panel-pages/move-buttons';
import type { articleFilesView } from '../../server/issues/article-files.server';
import { usePanelTexts } from '../../texts';
import './staff.css';

/** A refusal with what the form sent (its `intent` and fields). */
export type FilesFailure = (FormFailure & { values?: Record<string, string> }) | undefined;

type FilesView = ReturnType<typeof articleFilesView>;

/** The note readers see beside the version a change of a published article replaces. */
export function VersionNoteField({ failure, id }: { failure: FilesFailure; id: string }) {
  const texts = usePanelTexts();
  return (
    <TextField
      id={id}
      name="versionNote"
      label={texts.versionNoteLabel}
      hint={texts.versionNoteHint}
      defaultValue={failure?.values?.versionNote ?? ''}
      errors={fieldErrorsOf(failure, 'versionNote')}
    />
  );
}

/**
 * A multipart form posting one file under `intent`: its file field (types and size shown, the
 * server's refusal beside it), the form's other `children` fields and its submit button.
 */
function FileForm({
  intent,
  fieldId,
  label,
  rules,
  accept = rules.extensions.map((extension) => `.${extension}`).join(','),
  failure,
  submit,
  children,
}: {
  intent: string;
  fieldId: string;
  label: string;
  rules: UploadRules;
  accept?: string;
  failure: FilesFailure;
  submit: ReactNode;
  children?: ReactNode;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" encType="multipart/form-data" className="q-form">
      <input type="hidden" name="intent" value={intent} />
      <FileUploadField
        id={fieldId}
        name="file"
        label={label}
        rules={rules}
        accept={accept}
        required
        error={fieldErrorsOf(failure, 'file')[0]}
      />
      {children}
      <div className="q-form-actions">
        <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
          {submit}
        </button>
      </div>
    </Form>
  );
}

/** The kinds of data a supplementary file may be, as a select. */
function DataTypeField({
  id,
  name,
  value,
  dataTypes,
  errors,
}: {
  id: string;
  name: string;
  value: string;
  dataTypes: FilesView['dataTypes'];
  errors: string[];
}) {
  const texts = usePanelTexts();
  return (
    <SelectField
      id={id}
      name={name}
      label={texts.articleSupplementaryDataTypeLabel}
      required
      defaultValue={value}
      errors={errors}
    >
      {dataTypes.map((type) => (
        <option key={type.value} value={type.value}>
          {type.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The article's galleys — its PDF and its one full text (JATS XML or HTML, which replace each
 * other, as the section says) — and the form that uploads a new one.
 */
export function GalleySection({
  askNote,
  galleys,
  rules,
  failure,
}: {
  askNote: boolean;
  galleys: FilesView['galleys'];
  rules: UploadRules;
  failure: FilesFailure;
}) {
  const texts = usePanelTexts();
  return (
    <section aria-labelledby="article-galleys" className="q-account-section">
      <h2 id="article-galleys">{texts.articleGalleysHeading}</h2>
      <p>{texts.articleGalleysIntro}</p>
      <ul>
        {galleys.pdfUrl && (
          <li>
            <a href={galleys.pdfUrl} type="application/pdf">
              {texts.articleHasPdf}
            </a>
          </li>
        )}
        {galleys.fullTextFormat === 'jats' && <li>{texts.articleHasFullText}</li>}
        {galleys.fullTextFormat === 'html' && <li>{texts.articleHasHtmlFullText}</li>}
        {!galleys.pdfUrl && !galleys.fullText && <li>{texts.articleNoGalley}</li>}
      </ul>
      <p className="q-muted">{texts.articleFullTextRule}</p>
      <ErrorSummary failure={failure} labels={{ file: texts.articleGalleyFileLabel }} />
      <FileForm
        intent="galley"
        fieldId="article-galley-file"
        label={texts.articleGalleyFileLabel}
        rules={rules}
        failure={failure}
        submit={texts.uploadGalley}
      >
        {askNote && <VersionNoteField failure={failure} id="galley-version-note" />}
      </FileForm>
    </section>
  );
}

/**
 * The images the article's JATS full text names, each marked uploaded or missing, with a form
 * per image to upload (or replace) it. Shown only for a JATS full text that names images.
 */
export function FiguresSection({
  figures,
  rules,
  failure,
}: {
  figures: FilesView['galleys']['figures'];
  rules: UploadRules;
  failure: FilesFailure;
}) {
  const texts = usePanelTexts();
  const missing = figures.filter((figure) => figure.url === null).length;
  return (
    <section aria-labelledby="article-figures" className="q-account-section">
      <h2 id="article-figures">{texts.figuresHeading}</h2>
      <p>{texts.figuresIntro}</p>
      <p role="status">{texts.figuresMissingCount(missing, figures.length)}</p>
      <ul className="q-staff-list q-article-figures">
        {figures.map((figure, index) => {
          const refused = failure?.values?.href === figure.href ? failure : undefined;
          return (
            <li key={figure.href} className="q-staff-member">
              <div className="q-staff-member__who">
                <code>{figure.href}</code>
                {figure.url ? (
                  <span className="q-article-figures__stored">
                    <img src={figure.url} alt="" className="q-article-figures__thumb" />
                    {texts.figureStored}
                  </span>
                ) : (
                  <strong>{texts.figureMissing}</strong>
                )}
              </div>
              <ErrorSummary
                failure={refused}
                labels={{ file: texts.figureFileLabel(figure.href) }}
              />
              <FileForm
                intent="figure"
                fieldId={`article-figure-${index}`}
                label={texts.figureFileLabel(figure.href)}
                rules={rules}
                accept="image/png,image/jpeg,image/gif,image/webp"
                failure={refused}
                submit={
                  <>
                    {figure.url ? texts.replaceFigure : texts.uploadFigure}
                    <span className="q-visually-hidden"> {figure.href}</span>
                  </>
                }
              >
                <input type="hidden" name="href" value={figure.href} />
              </FileForm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The article's supplementary files: the list in one form (labels, kinds of data, move buttons
 * that work from the keyboard and without JavaScript, one remove button each), then the form
 * that adds one.
 */
export function SupplementarySection({
  files,
  dataTypes,
  rules,
  askNote,
  listFailure,
  addFailure,
}: {
  files: FilesView['supplementaryFiles'];
  dataTypes: FilesView['dataTypes'];
  rules: UploadRules;
  askNote: boolean;
  listFailure: FilesFailure;
  addFailure: FilesFailure;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const typed = listFailure?.values;
  return (
    <section aria-labelledby="article-supplementary" className="q-account-section">
      <h2 id="article-supplementary">{texts.articleSupplementaryHeading}</h2>
      <p>{texts.articleSupplementaryIntro}</p>
      {files.length === 0 ? (
        <p>{texts.articleNoSupplementaryFiles}</p>
      ) : (
        <Form method="post" className="q-form" noValidate>
          <ErrorSummary failure={listFailure} labels={{}} />
          <input type="hidden" name="intent" value="supplementary" />
          <ol className="q-staff-list q-issue-contents">
            {files.map((file, index) => (
              <li key={file.id} className="q-staff-member">
                <input type="hidden" name="supplementary" value={file.id} />
                <div className="q-staff-member__who">
                  <a href={file.url} download={file.name}>
                    {file.name}
                  </a>
                  <span className="q-muted">{file.size}</span>
                </div>
                <div className="q-issue-numbers">
                  <TextField
                    id={`supplementary-label-${file.id}`}
                    name={`label-${file.id}`}
                    label={texts.articleSupplementaryLabelLabel}
                    required
                    defaultValue={typed?.[`label-${file.id}`] ?? file.label}
                    errors={fieldErrorsOf(listFailure, `label-${file.id}`)}
                  />
                  <DataTypeField
                    id={`supplementary-type-${file.id}`}
                    name={`dataType-${file.id}`}
                    value={typed?.[`dataType-${file.id}`] ?? file.dataType}
                    dataTypes={dataTypes}
                    errors={fieldErrorsOf(listFailure, `dataType-${file.id}`)}
                  />
                </div>
                <div className="q-actions-row">
                  <MoveButtons
                    id={file.id}
                    title={file.label}
                    first={index === 0}
                    last={index === files.length - 1}
                    busy={busy}
                  />
                  <button
                    type="submit"
                    name="remove"
                    value={file.id}
                    className="q-btn q-btn--danger"
                    disabled={busy}
                  >
                    {texts.removeSupplementaryFileShort}
                    <span className="q-visually-hidden"> {file.label}</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
          {askNote && <VersionNoteField failure={listFailure} id="supplementary-version-note" />}
          <div className="q-form-actions">
            <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
              {texts.saveSupplementaryFiles}
            </button>
          </div>
        </Form>
      )}
      <h3>{texts.articleSupplementaryAddHeading}</h3>
      <ErrorSummary
        failure={addFailure}
        labels={{
          file: texts.articleSupplementaryFileLabel,
          label: texts.articleSupplementaryLabelLabel,
          dataType: texts.articleSupplementaryDataTypeLabel,
        }}
      />
      <FileForm
        intent="supplementary-add"
        fieldId="supplementary-file"
        label={texts.articleSupplementaryFileLabel}
        rules={rules}
        failure={addFailure}
        submit={texts.addSupplementaryFile}
      >
        <div className="q-issue-numbers">
          <TextField
            id="supplementary-label"
            name="label"
            label={texts.articleSupplementaryLabelLabel}
            hint={texts.articleSupplementaryLabelHint}
            required
            defaultValue={addFailure?.values?.label ?? ''}
            errors={fieldErrorsOf(addFailure, 'label')}
          />
          <DataTypeField
            id="supplementary-type"
            name="dataType"
            value={addFailure?.values?.dataType ?? 'dataset'}
            dataTypes={dataTypes}
            errors={fieldErrorsOf(addFailure, 'dataType')}
          />
        </div>
        {askNote && <VersionNoteField failure={addFailure} id="supplementary-add-version-note" />}
      </FileForm>
    </section>
  );
}
