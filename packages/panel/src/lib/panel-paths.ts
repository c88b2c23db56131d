/**
 * The addresses of the panel's and the editors' pages, built from the site's configured paths
 * (`useJournalSite().paths` in components, `journalSite().paths` in loaders), so a site that
 * mounts its panel elsewhere is linked to correctly from every page, redirect and menu.
 */
import type { PEOPLE_SORTS } from '@quire/contracts';
import { type SitePaths, withQuery } from '@quire/site';
import type { WizardStepId } from './submission/wizard-steps';

/** The paths these addresses are built from. */
export type PanelPaths = Pick<
  SitePaths,
  | 'submissions'
  | 'articles'
  | 'notifications'
  | 'editorSubmissions'
  | 'issues'
  | 'staff'
  | 'people'
  | 'siteSettings'
  | 'journalsAdmin'
  | 'audit'
  | 'newsAdmin'
>;

/** `{submissions}/{id}`: one of the author's submissions. */
export function submissionPath(paths: PanelPaths, id: number): string {
  return `${paths.submissions}/${id}`;
}

/** `{submissions}/{id}/edit?step=`: a draft's wizard at a step. */
export function wizardPath(paths: PanelPaths, id: number, step: WizardStepId): string {
  return withQuery(`${submissionPath(paths, id)}/edit`, { step });
}

/** `{submissions}/{id}/upload`: where the wizard's upload form posts a file. */
export function submissionUploadPath(paths: PanelPaths, id: number): string {
  return `${submissionPath(paths, id)}/upload`;
}

/**
 * A submission file's download address: under the author's submission, or under the editors'
 * (`editor`), where the file route answers with the editors' view.
 */
export function submissionFilePath(
  paths: PanelPaths,
  submissionId: number,
  fileId: number,
  { editor = false } = {},
): string {
  const submission = editor
    ? editorSubmissionPath(paths, submissionId)
    : submissionPath(paths, submissionId);
  return `${submission}/files/${fileId}`;
}

/** `{articles}/{id}`: one of the author's published articles. */
export function authorArticlePath(paths: PanelPaths, id: number): string {
  return `${paths.articles}/${id}`;
}

/** `{notifications}/{id}`: one notification. */
export function notificationPath(paths: PanelPaths, id: number): string {
  return `${paths.notifications}/${id}`;
}

/** `{editorSubmissions}/{id}`: a submission in the editors' queue. */
export function editorSubmissionPath(paths: PanelPaths, id: number): string {
  return `${paths.editorSubmissions}/${id}`;
}

/** `{issues}/{id}`: an issue's page on the editors' side (its cover). */
export function editorIssuePath(paths: PanelPaths, id: number): string {
  return `${paths.issues}/${id}`;
}

/** `{issues}/{id}/articles/new`: entering an article in an issue without a submission. */
export function newIssueArticlePath(paths: PanelPaths, issueId: number): string {
  return `${editorIssuePath(paths, issueId)}/articles/new`;
}

/** `{issues}/articles/{id}`: an article's metadata and galleys, as its editors correct them. */
export function editorArticlePath(paths: PanelPaths, articleId: number): string {
  return `${paths.issues}/articles/${articleId}`;
}

/** The address of a page of the editors' issue list, with its journal filter. */
export function editorIssuesHref(paths: PanelPaths, journal: string, page: number): string {
  return withQuery(paths.issues, { journal, page });
}

/** `{staff}/{slug}`: one journal's staff page. */
export function journalStaffPath(paths: PanelPaths, slug: string): string {
  return `${paths.staff}/${encodeURIComponent(slug)}`;
}

/** A column the people list can be ordered by. */
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/** What the people list's address carries: its filters, order and page. */
export type PeopleHrefFilters = Partial<
  Record<'q' | 'role' | 'journal' | 'status' | 'sort' | 'dir', string> & {
    page: number;
    /** The last person of the page before: the API reads the page from them (keyset). */
    after: number;
  }
>;

/**
 * `{people}?q=&role=&journal=&status=&sort=&dir=&page=&after=`: empty filters and page 1 left
 * out.
 */
export function peopleHref(paths: PanelPaths, filters: PeopleHrefFilters): string {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== '' && value !== undefined && !(key === 'page' && value === 1)) query[key] = value;
  }
  return withQuery(paths.people, query);
}

/** `{journalsAdmin}/{id}`: one journal's settings and sections in the back office. */
export function journalSettingsPath(paths: PanelPaths, journalId: number): string {
  return `${paths.journalsAdmin}/${journalId}`;
}

/** `{siteSettings}/pages`: the site's own pages and menu (header and footer) in the back office. */
export function sitePagesPath(paths: PanelPaths): string {
  return `${paths.siteSettings}/pages`;
}

/** `{journalsAdmin}/{id}/pages`: one journal's pages and menu in the back office. */
export function journalPagesPath(paths: PanelPaths, journalId: number): string {
  return `${journalSettingsPath(paths, journalId)}/pages`;
}

/** `{journalsAdmin}/{id}/review`: a journal's peer-review settings and review form. */
export function journalReviewPath(paths: PanelPaths, journalId: number): string {
  return `${journalSettingsPath(paths, journalId)}/review`;
}
