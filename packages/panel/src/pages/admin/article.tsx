import {
  type FormFailure,
  fieldErrorsOf,
  isFormFailure,
  siteTitle,
  useActionErrorModal,
} from '@quire/site';
import { ErrorSummary, SelectField, TextareaField, TextField } from '@quire/ui';
import {
  Form,
  Link,
  type MetaArgs,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router';
import { RichTextField } from '../../rich-text/rich-text-field';
import type { ArticleFormValues } from '../../server/issues/article-editing.server';
import { panelTexts, usePanelTexts } from '../../texts';
import type {
  adminArticleAction,
  adminArticleLoader,
  adminNewArticleAction,
  adminNewArticleLoader,
} from './article.server';
import {
  FiguresSection,
  GalleySection,
  SupplementarySection,
  VersionNoteField,
} from './article-files-sections';
import { ArticleNoticesSection } from './article-notices-section';
import { CrossrefSection } from './crossref-section';
import '../../panel-pages/panel-pages.css';
import '../../submission/submission.css';

type Failure = (FormFailure & { values?: Record<string, string> }) | undefined;

export function adminNewArticleMeta(_: MetaArgs<typeof adminNewArticleLoader>) {
  return [{ title: siteTitle(panelTexts().newArticleTitle, panelTexts().issuesTitle) }];
}

export function adminArticleMeta({ loaderData }: MetaArgs<typeof adminArticleLoader>) {
  const texts = panelTexts();
  return [
    { title: siteTitle(loaderData?.article.title ?? texts.newArticleTitle, texts.issuesTitle) },
  ];
}

/** The refusal of the form posting `intent` (the new-article form posts none). */
function failureFor(result: unknown, intent: string): Failure {
  if (!isFormFailure(result)) return undefined;
  const values = (result as { values?: Record<string, string> }).values;
  return (values?.intent ?? '') === intent ? { ...result, values } : undefined;
}

interface Choices {
  types: Array<{ value: string; label: string }>;
  licenses: Array<{ value: string; label: string }>;
  sections: Array<{ id: number; title: string }>;
}

/**
 * An article's metadata form: title, authors (one per line), abstract in the rich-text editor,
 * keywords, type, language, section, pages, DOI, licence and dates. What was typed stays after a
 * refusal, each message beside its field.
 */
function ArticleMetadataForm({
  values,
  choices,
  failure,
  intent,
  version,
  submitLabel,
  askNote = false,
}: {
  values: ArticleFormValues;
  choices: Choices;
  failure: Failure;
  intent: string | null;
  version: number | null;
  submitLabel: string;
  /** Readers have seen the article: ask what the correction changes (shown beside the earlier version). */
  askNote?: boolean;
}) {
  const texts = usePanelTexts();
  const busy = useNavigation().state === 'submitting';
  const typed = failure?.values;
  const value = (name: keyof ArticleFormValues) => typed?.[name] ?? values[name];
  const errors = (name: string) => fieldErrorsOf(failure, name);
  return (
    <Form method="post" className="q-form" noValidate>
      <ErrorSummary
        failure={failure}
        labels={{
          title: texts.articleTitleLabel,
          authors: texts.articleAuthorsLabel,
          abstract: texts.articleAbstractLabel,
          keywords: texts.articleKeywordsLabel,
          type: texts.articleTypeLabel,
          language: texts.articleLanguageLabel,
          sectionId: texts.issueArticleSectionLabel,
          pages: texts.issueArticlePagesLabel,
          doi: texts.articleDoiLabel,
          license: texts.articleLicenseLabel,
          receivedAt: texts.articleReceivedLabel,
          acceptedAt: texts.articleAcceptedLabel,
          version: submitLabel,
        }}
      />
      {intent && <input type="hidden" name="intent" value={intent} />}
      {version !== null && <input type="hidden" name="version" value={version} />}
      <TextField
        id="article-title"
        name="title"
        label={texts.articleTitleLabel}
        required
        defaultValue={value('title')}
        errors={errors('title')}
      />
      <TextareaField
        id="article-authors"
        name="authors"
        label={texts.articleAuthorsLabel}
        hint={texts.articleAuthorsHint}
        required
        rows={4}
        defaultValue={value('authors')}
        errors={errors('authors')}
      />
      <RichTextField
        id="article-abstract"
        name="abstract"
        label={texts.articleAbstractLabel}
        defaultValue={value('abstract')}
        errors={errors('abstract')}
      />
      <TextField
        id="article-keywords"
        name="keywords"
        label={texts.articleKeywordsLabel}
        hint={texts.articleKeywordsHint}
        defaultValue={value('keywords')}
        errors={errors('keywords')}
      />
      <div className="q-issue-numbers">
        <SelectField
          id="article-type"
          name="type"
          label={texts.articleTypeLabel}
          required
          defaultValue={value('type')}
          errors={errors('type')}
        >
          {choices.types.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="article-section"
          name="sectionId"
          label={texts.issueArticleSectionLabel}
          labelNote={false}
          defaultValue={value('sectionId')}
          errors={errors('sectionId')}
        >
          <option value="">{texts.noSection}</option>
          {choices.sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.title}
            </option>
          ))}
        </SelectField>
        <TextField
          id="article-language"
          name="language"
          label={texts.articleLanguageLabel}
          hint={texts.articleLanguageHint}
          defaultValue={value('language')}
          errors={errors('language')}
        />
        <TextField
          id="article-pages"
          name="pages"
          label={texts.issueArticlePagesLabel}
          labelNote={false}
          defaultValue={value('pages')}
          errors={errors('pages')}
        />
      </div>
      <div className="q-issue-numbers">
        <TextField
          id="article-doi"
          name="doi"
          label={texts.articleDoiLabel}
          labelNote={false}
          defaultValue={value('doi')}
          errors={errors('doi')}
        />
        <SelectField
          id="article-license"
          name="license"
          label={texts.articleLicenseLabel}
          required
          defaultValue={value('license')}
          errors={errors('license')}
        >
          {choices.licenses.map((license) => (
            <option key={license.value} value={license.value}>
              {license.label}
            </option>
          ))}
        </SelectField>
        <TextField
          id="article-received"
          name="receivedAt"
          type="date"
          label={texts.articleReceivedLabel}
          labelNote={false}
          defaultValue={value('receivedAt')}
          errors={errors('receivedAt')}
        />
        <TextField
          id="article-accepted"
          name="acceptedAt"
          type="date"
          label={texts.articleAcceptedLabel}
          labelNote={false}
          defaultValue={value('acceptedAt')}
          errors={errors('acceptedAt')}
        />
      </div>
      {askNote && <VersionNoteField failure={failure} id="article-version-note" />}
      <div className="q-form-actions">
        <button type="submit" className="q-btn q-btn--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

/**
 * `{paths.issues}/:id/articles/new`: an article entered in the issue without a submission (a
 * back issue's, an editorial). Entered, its page opens for its galleys.
 */
export function AdminNewArticlePage() {
  const { issue, journalTitle, sections, types, licenses, values } =
    useLoaderData<typeof adminNewArticleLoader>();
  const result = useActionData<typeof adminNewArticleAction>();
  useActionErrorModal(result);
  const texts = usePanelTexts();
  return (
    <div className="q-panel-page">
      <p>
        <Link to={issue.href}>{texts.backToIssues}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{texts.newArticleTitle}</h1>
      </header>
      <p className="q-muted">
        {journalTitle} · {texts.addIssueArticleHint}
      </p>
      <ArticleMetadataForm
        values={values}
        choices={{ types, licenses, sections }}
        failure={failureFor(result, '')}
        intent={null}
        version={null}
        submitLabel={texts.enterArticle}
      />
    </div>
  );
}

const SAVED = {
  created: 'articleCreated',
  metadata: 'articleSaved',
  galley: 'articleGalleySaved',
  figure: 'articleFigureSaved',
  supplementary: 'articleSupplementarySaved',
  'supplementary-added': 'articleSupplementaryAdded',
  'supplementary-removed': 'articleSupplementaryRemoved',
  notice: 'articleNoticePublished',
  crossref: 'crossrefDeposited',
} as const;

/** What the page says after a post (`?saved=`), or nothing for an unknown key. */
function savedMessage(texts: ReturnType<typeof usePanelTexts>, saved: string): string | null {
  if (saved === 'replaced-html') return texts.articleFullTextReplaced('HTML');
  if (saved === 'replaced-jats') return texts.articleFullTextReplaced('JATS XML');
  const key = SAVED[saved as keyof typeof SAVED];
  return key ? texts[key] : null;
}

/**
 * `{paths.issues}/articles/:id`: an article's metadata as its editors correct it, its galleys
 * (a PDF, its full text as JATS XML or HTML), the images its JATS names, its supplementary
 * files, its notices (corrections, retractions…) and, while
 * readers have not seen it, its deletion.
 */
export function AdminArticlePage() {
  const {
    article,
    issue,
    journalTitle,
    sections,
    types,
    licenses,
    values,
    files,
    notices,
    noticeTypes,
    today,
    saved,
    crossref,
  } = useLoaderData<typeof adminArticleLoader>();
  const result = useActionData<typeof adminArticleAction>();
  useActionErrorModal(result);
  const texts = usePanelTexts();
  const message = savedMessage(texts, saved);
  return (
    <div className="q-panel-page">
      <p>
        <Link to={issue.href}>← {issue.label}</Link>
      </p>
      <header className="q-panel-page__header">
        <h1>{article.title}</h1>
      </header>
      <p className="q-muted">{journalTitle}</p>
      {message && !isFormFailure(result) && (
        <p className="q-notice" role="status">
          {message}
        </p>
      )}
      {article.fromSubmission && <p>{texts.articleFromSubmission}</p>}
      <section aria-labelledby="article-metadata" className="q-account-section">
        <h2 id="article-metadata">{texts.articleMetadataHeading}</h2>
        <ArticleMetadataForm
          key={article.version}
          values={values}
          choices={{ types, licenses, sections }}
          failure={failureFor(result, 'metadata')}
          intent="metadata"
          version={article.version}
          submitLabel={texts.saveArticle}
          askNote={article.isPublic}
        />
      </section>
      <GalleySection
        askNote={article.isPublic}
        galleys={files.galleys}
        rules={files.galleyRules}
        failure={failureFor(result, 'galley')}
      />
      {files.galleys.figures.length > 0 && (
        <FiguresSection
          figures={files.galleys.figures}
          rules={files.figureRules}
          failure={failureFor(result, 'figure')}
        />
      )}
      <SupplementarySection
        files={files.supplementaryFiles}
        dataTypes={files.dataTypes}
        rules={files.supplementaryRules}
        askNote={article.isPublic}
        listFailure={failureFor(result, 'supplementary')}
        addFailure={failureFor(result, 'supplementary-add')}
      />
      <ArticleNoticesSection
        notices={notices}
        types={noticeTypes}
        today={today}
        isPublic={article.isPublic}
        failure={failureFor(result, 'notice')}
      />
      <CrossrefSection crossref={crossref} failure={failureFor(result, 'crossref-deposit')} />
      {article.canDelete && (
        <Form method="post" className="q-form-actions">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="q-btn q-btn--danger">
            {texts.deleteArticle}
          </button>
        </Form>
      )}
    </div>
  );
}
