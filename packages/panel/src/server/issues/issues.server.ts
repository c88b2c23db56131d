import { isApiError } from '@quire/api-client';
import {
  type AdminIssue,
  ISSUE_COVER_ALT_MAX_LENGTH,
  issueCoverBodySchema,
  type Session,
} from '@quire/contracts';
import { journalSite, pageParam, type SiteDatedText } from '@quire/site';
import {
  apiContext,
  formFailure,
  localFailure,
  parseFields,
  type RequestArgs,
  readFormData,
  textField,
} from '@quire/site/server';
import { data, redirect } from 'react-router';
import { editorIssuePath } from '../../lib/panel-paths';
import { panelTexts } from '../../texts';
import { crossrefDepositAction, loadCrossrefView } from '../dois/crossref.server';
import { editorJournals } from '../editor-journals.server';
import { rethrowApiError } from '../submission/api-errors.server';
import { issueEditingAction, issueEditingView, issueStateText } from './issue-editing.server';

/** Issues per page of the editors' issue list (`paths.issues`). */
export const ADMIN_ISSUES_PER_PAGE = 20;
/** The longest alt text the API keeps (the cover contract's limit). */
export const COVER_ALT_MAX_LENGTH = ISSUE_COVER_ALT_MAX_LENGTH;
/** Cover image types the API accepts (its `cover` upload purpose). */
export const COVER_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** An issue as the editors' pages show it. */
export interface EditorIssueView {
  id: number;
  journal: { slug: string; title: string };
  /** `Vol. 3 No. 2 (2025)`, then its title when it has one. */
  label: string;
  /** `Draft`, `Scheduled for 05-03-2025`, `Current issue, published 05-03-2025`, `Withdrawn`… */
  status: SiteDatedText;
  published: boolean;
  coverUrl: string | null;
  coverAlt: string;
  articleCount: number;
  href: string;
}

/** Shapes the API's issue for the editors' pages. */
export function toEditorIssueView(issue: AdminIssue): EditorIssueView {
  const label = panelTexts().issueLabel(issue);
  return {
    id: issue.id,
    journal: issue.journal,
    label: issue.title ? `${label}: ${issue.title}` : label,
    status: issueStateText(issue),
    published: issue.state === 'published',
    coverUrl: issue.coverUrl,
    coverAlt: issue.coverAlt,
    articleCount: issue.articleCount,
    href: editorIssuePath(journalSite().paths, issue.id),
  };
}

/**
 * `{paths.issues}?journal=&page=`: the issues of the editor's journals with their covers, and
 * those journals to filter by.
 */
export async function loadEditorIssues({ request, context }: RequestArgs, editor: Session['user']) {
  const params = new URL(request.url).searchParams;
  const journal = params.get('journal')?.trim() || undefined;
  const page = pageParam(params.get('page'));
  const api = context.get(apiContext);
  const [list, journals] = await Promise.all([
    api.editor.issues({ query: { journal, page, perPage: ADMIN_ISSUES_PER_PAGE } }),
    editorJournals({ context }, editor),
  ]);
  return {
    journal: journal ?? '',
    journals: journals.map(({ id, slug, title }) => ({ id, slug, title })),
    issues: list.data.map(toEditorIssueView),
    /** The new-issue form's suggestion: this year. */
    year: new Date().getUTCFullYear(),
    saved: params.get('saved') ?? '',
    page: list.meta.page,
    lastPage: list.meta.lastPage,
    total: list.meta.total,
  };
}

/**
 * `{paths.issues}/{id}`: the issue — its details, publication, contents and cover, with the
 * upload rules for a new cover.
 */
export async function loadEditorIssue({ context }: RequestArgs, id: number) {
  const api = context.get(apiContext);
  const [issue, options, crossref] = await Promise.all([
    api.editor.issue({ params: { issueId: id } }).catch(rethrowApiError),
    api.submissions.options(),
    loadCrossrefView({ context }, { kind: 'issue', id }),
  ]);
  return {
    issue: toEditorIssueView(issue),
    crossref,
    editing: issueEditingView(issue),
    // Covers share the API's general upload size limit (the manuscripts' one).
    rules: { extensions: [...COVER_EXTENSIONS], maxBytes: options.uploads.manuscript.maxBytes },
  };
}

/** What the cover form echoes back after a refusal (never the file). */
export interface CoverValues {
  alt: string;
}

/**
 * The issue page's posts. The cover's, by `intent`: `save` (multipart: an image `file` and its
 * `alt`; the alt text alone when the image stays) and `remove`; a refused post keeps the typed
 * alt text, and an image the API took but could not set is deleted again. Every other intent is
 * the issue's own (`issueEditingAction`).
 */
export async function editorIssueAction({ request, context }: RequestArgs, id: number) {
  const form = await readFormData(request);
  const api = context.get(apiContext);
  const intent = textField(form, 'intent');
  if (intent === 'crossref-deposit') {
    return crossrefDepositAction({ request, context }, { kind: 'issue', id }, { intent });
  }
  if (intent !== 'save' && intent !== 'remove') {
    return issueEditingAction({ request, context }, id, form, intent);
  }
  if (intent === 'remove') {
    await api.editor.removeIssueCover({ params: { issueId: id } }).catch(rethrowApiError);
    throw redirect(`${editorIssuePath(journalSite().paths, id)}?saved=removed`);
  }
  if (intent !== 'save') throw data(panelTexts().unknownFormIntent, { status: 400 });

  const values: CoverValues = { alt: textField(form, 'alt').trim() };
  const file = form.get('file');
  const hasFile = file instanceof File && file.size > 0;
  const decorative = form.get('decorative') === 'on';
  const texts = panelTexts();
  // A decorative cover is described by an empty text (the contract's way of saying so).
  const alt = decorative ? '' : values.alt;
  const parsed = parseFields({ alt }, issueCoverBodySchema, {
    messages: { alt: texts.coverAltTooLong(COVER_ALT_MAX_LENGTH) },
  });
  const errors: Record<string, string[]> = parsed.ok ? {} : { ...parsed.fieldErrors };
  if (!decorative && values.alt === '') errors.alt = [texts.describeCover];
  const current = await api.editor.issue({ params: { issueId: id } }).catch(rethrowApiError);
  if (!hasFile && !current.coverUrl) errors.file = [texts.chooseCoverImage];
  if (Object.keys(errors).length > 0) return localFailure(errors, values);

  if (!hasFile) {
    // The image stays; only its description changes.
    try {
      await api.editor.setIssueCover({ params: { issueId: id }, body: { alt } });
    } catch (caught) {
      return formFailure(caught, values);
    }
    throw redirect(`${editorIssuePath(journalSite().paths, id)}?saved=description`);
  }
  let fileId: number;
  try {
    fileId = (await api.files.upload('cover', file, file.name)).id;
  } catch (caught) {
    return uploadFailure(caught, values);
  }
  try {
    await api.editor.setIssueCover({ params: { issueId: id }, body: { fileId, alt } });
  } catch (caught) {
    await api.files.remove({ params: { id: fileId } }).catch(() => undefined);
    return formFailure(caught, values);
  }
  throw redirect(`${editorIssuePath(journalSite().paths, id)}?saved=cover`);
}

/** An upload refusal (413 too large, 415 not an image) as a message under the file field. */
function uploadFailure(caught: unknown, values: CoverValues) {
  if (isApiError(caught) && caught.status >= 400 && caught.status < 500) {
    const detail = Object.values(caught.fieldErrors).flat()[0];
    return localFailure({ file: [detail ?? caught.message] }, values);
  }
  return formFailure(caught, values);
}
