import { withQuery } from '@quire/site';

/** `/admin/issues/{id}`: an issue's page on the editors' side (its cover). */
export function editorIssuePath(id: number): string {
  return `/admin/issues/${id}`;
}

/** The address of a page of the editors' issue list, with its journal filter. */
export function editorIssuesHref(journal: string, page: number): string {
  return withQuery('/admin/issues', { journal, page });
}
