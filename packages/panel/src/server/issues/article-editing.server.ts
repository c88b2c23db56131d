import { isApiError } from '@quire/api-client';
import {
  ARTICLE_TYPES,
  articleMetadataBodySchema,
  createNoticeBodySchema,
  type EditableArticle,
  LICENSE_OPTIONS,
  NOTICE_TYPE_LABELS,
  NOTICE_TYPES,
} from '@quire/contracts';
import { journalSite, noticePath, siteDate } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { editorArticlePath, editorIssuePath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { crossrefDepositAction, loadCrossrefView } from '../dois/crossref.server';
import { messagesByField, typedFields } from '../journals/journal-forms.server';
import { rethrowApiError } from '../submission/api-errors.server';
import { articleFilesAction, articleFilesView } from './article-files.server';

/*
 * The editors' article form, for articles entered without a submission (a back issue, an
 * editorial) and for correcting any article's metadata: authors one per line ("Name; Affiliation;
 * ORCID iD; email"), keywords separated by commas, the rest one field each. And its galleys: a
 * PDF, or the JATS XML of its full text.
 */

/** The choices the form offers. */
function formChoices(): { types: FormChoice[]; licenses: FormChoice[] } {
  return {
    types: ARTICLE_TYPES.map((type) => ({
      value: type,
      label: panelTexts().articleTypeName(type),
    })),
    licenses: LICENSE_OPTIONS.map((option) => ({ value: option.id, label: option.name })),
  };
}

/** One option of a select. */
export interface FormChoice {
  value: string;
  label: string;
}

/** An article's fields as the form shows them (text inputs). */
export interface ArticleFormValues {
  title: string;
  abstract: string;
  authors: string;
  keywords: string;
  type: string;
  language: string;
  sectionId: string;
  pages: string;
  doi: string;
  license: string;
  receivedAt: string;
  acceptedAt: string;
}

/** The article as the form's fields. */
function formValuesOf(article: EditableArticle): ArticleFormValues {
  return {
    title: article.title,
    abstract: article.abstract,
    authors: article.authors
      .map((author) =>
        [author.name, author.affiliation ?? '', author.orcid ?? '', author.email ?? '']
          .join('; ')
          .replace(/(; )+$/, ''),
      )
      .join('\n'),
    keywords: article.keywords.join(', '),
    type: article.type,
    language: article.language,
    sectionId: article.sectionId === null ? '' : String(article.sectionId),
    pages: article.pages ?? '',
    doi: article.doi ?? '',
    license: article.license ?? '',
    receivedAt: article.receivedAt ?? '',
    acceptedAt: article.acceptedAt ?? '',
  };
}

/** `{issues}/{id}/articles/new`: the issue it goes in, its sections and the form's choices. */
export async function loadNewIssueArticle({ context }: RequestArgs, issueId: number) {
  const issue = await context
    .get(apiContext)
    .editor.issue({ params: { issueId } })
    .catch(rethrowApiError);
  return {
    issue: { id: issue.id, href: editorIssuePath(journalSite().paths, issue.id) },
    journalTitle: issue.journal.title,
    sections: issue.sections,
    ...formChoices(),
    values: {
      title: '',
      abstract: '',
      authors: '',
      keywords: '',
      type: 'research-article',
      language: 'en',
      sectionId: '',
      pages: '',
      doi: '',
      license: 'cc-by-4.0',
      receivedAt: '',
      acceptedAt: '',
    } satisfies ArticleFormValues,
  };
}

/** `{issues}/articles/{id}`: the article's form, its galleys and whether it can be deleted. */
export async function loadEditorArticle({ request, context }: RequestArgs, articleId: number) {
  const api = context.get(apiContext);
  const [article, options, notices, crossref] = await Promise.all([
    api.editor.article({ params: { articleId } }).catch(rethrowApiError),
    api.submissions.options(),
    api.editor.articleNotices({ params: { articleId } }).catch(rethrowApiError),
    loadCrossrefView({ context }, { kind: 'article', id: articleId }),
  ]);
  return {
    crossref,
    article: {
      id: article.id,
      title: article.title,
      version: article.version,
      fromSubmission: article.fromSubmission,
      /** Readers have seen it: a correction keeps the record as an earlier version, with a note. */
      isPublic: article.isPublic,
      canDelete:
        !article.fromSubmission &&
        (article.issue.state === 'draft' || article.issue.state === 'scheduled'),
    },
    issue: { ...article.issue, href: editorIssuePath(journalSite().paths, article.issue.id) },
    journalTitle: article.journal.title,
    sections: article.sections,
    ...formChoices(),
    values: formValuesOf(article),
    files: articleFilesView(article, options.uploads.manuscript.maxBytes),
    notices: notices.data.map((notice) => ({
      id: notice.id,
      label: NOTICE_TYPE_LABELS[notice.type],
      date: siteDate(notice.date),
      href: noticePath(notice.journal.slug, notice.id),
    })),
    noticeTypes: NOTICE_TYPES.map((type) => ({ value: type, label: NOTICE_TYPE_LABELS[type] })),
    /** Today in UTC: what the notice form's date starts at. */
    today: new Date().toISOString().slice(0, 10),
    saved: new URL(request.url).searchParams.get('saved') ?? '',
  };
}

/** "Name; Affiliation; ORCID iD; email" lines as the API's authors (blank parts left out). */
function authorsOf(text: string) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', affiliation = '', orcid = '', email = ''] = line
        .split(';')
        .map((part) => part.trim());
      return { name, affiliation, orcid, email };
    });
}

/** The form's fields as the API's body (checked by the contract before it is sent). */
function metadataOf(form: FormData) {
  const section = textField(form, 'sectionId');
  return {
    title: textField(form, 'title'),
    abstract: textField(form, 'abstract'),
    authors: authorsOf(textField(form, 'authors')),
    keywords: textField(form, 'keywords')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    type: textField(form, 'type'),
    language: textField(form, 'language').trim() || 'en',
    sectionId: section ? Number(section) : null,
    pages: textField(form, 'pages'),
    doi: textField(form, 'doi'),
    license: textField(form, 'license'),
    receivedAt: textField(form, 'receivedAt') || null,
    acceptedAt: textField(form, 'acceptedAt') || null,
  };
}

/**
 * The contract's messages by form field; an author's problems go to `authors`, one per line (the
 * first said of it: an ORCID iD that fails is reported once, not once per rule it fails).
 */
function fieldMessages(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors = messagesByField(issues);
  const byLine = new Map<number, string>();
  for (const issue of issues) {
    if (issue.path[0] !== 'authors' || typeof issue.path[1] !== 'number') continue;
    const line = issue.path[1] + 1;
    if (!byLine.has(line)) byLine.set(line, panelTexts().authorLineProblem(line, issue.message));
  }
  if (byLine.size > 0) errors.authors = [...byLine.values()];
  return errors;
}

/** The new-article form: the article is entered, then its page opens to add its galleys. */
export async function newIssueArticleAction({ request, context }: RequestArgs, issueId: number) {
  const form = await readFormData(request);
  const values = typedFields(form);
  const parsed = articleMetadataBodySchema.safeParse(metadataOf(form));
  if (!parsed.success) return localFailure(fieldMessages(parsed.error.issues), values);
  try {
    const article = await context
      .get(apiContext)
      .editor.createArticle({ params: { issueId }, body: parsed.data });
    throw redirect(`${editorArticlePath(journalSite().paths, article.id)}?saved=created`);
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    return formFailure(caught, values);
  }
}

/**
 * The article page's posts, by `intent`: `metadata` (from `version`), its files' (`galley`,
 * `figure`, `supplementary-add`, `supplementary`: see `articleFilesAction`), `notice` (a
 * correction, retraction… published at once) and `delete`.
 */
export async function editorArticleAction({ request, context }: RequestArgs, articleId: number) {
  const form = await readFormData(request);
  const api = context.get(apiContext);
  const intent = textField(form, 'intent');
  const values = { intent, ...typedFields(form) };
  const here = editorArticlePath(journalSite().paths, articleId);
  if (intent === 'crossref-deposit') {
    return crossrefDepositAction({ request, context }, { kind: 'article', id: articleId }, values);
  }
  try {
    const files = await articleFilesAction(api, articleId, form, intent, values);
    if (files && 'failure' in files) return files.failure;
    if (files) throw redirect(`${here}?saved=${files.saved}`);
    switch (intent) {
      case 'metadata': {
        const parsed = articleMetadataBodySchema.safeParse(metadataOf(form));
        if (!parsed.success) return localFailure(fieldMessages(parsed.error.issues), values);
        await api.editor.saveArticle({
          params: { articleId },
          body: {
            ...parsed.data,
            version: Number(textField(form, 'version')),
            versionNote: textField(form, 'versionNote'),
          },
        });
        throw redirect(`${here}?saved=metadata`);
      }
      case 'notice': {
        const parsed = createNoticeBodySchema.safeParse({
          type: textField(form, 'type'),
          text: textField(form, 'text'),
          date: textField(form, 'date'),
          doi: textField(form, 'doi'),
        });
        if (!parsed.success) return localFailure(messagesByField(parsed.error.issues), values);
        await api.editor.publishNotice({ params: { articleId }, body: parsed.data });
        throw redirect(`${here}?saved=notice`);
      }
      case 'delete': {
        const article = await api.editor.article({ params: { articleId } });
        await api.editor.removeArticle({ params: { articleId } });
        throw redirect(`${editorIssuePath(journalSite().paths, article.issue.id)}?saved=contents`);
      }
    }
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    if (isApiError(caught) && caught.status === 404) throw data('Not Found', { status: 404 });
    return formFailure(caught, values);
  }
  throw data(panelTexts().unknownFormIntent, { status: 400 });
}
