import { assertSameOrigin, guardMiddleware, requireSession, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  editorArticleAction,
  loadEditorArticle,
  loadNewIssueArticle,
  newIssueArticleAction,
} from '../../server/issues/article-editing.server';
import { requireIdParam } from '../../server/submission/api-errors.server';
import { requireEditor } from '../../server/submission/editor.server';

/** Who may see these pages (redirects run before their loaders and actions). */
export const adminArticleMiddleware = [guardMiddleware('user')];

/** `{paths.issues}/:id/articles/new`: entering an article in the issue. */
export async function adminNewArticleLoader({ request, context, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  return loadNewIssueArticle({ request, context }, requireIdParam(routeParam(params, 'id')));
}

export async function adminNewArticleAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return newIssueArticleAction({ request, context }, requireIdParam(routeParam(params, 'id')));
}

/** `{paths.issues}/articles/:id`: an article's metadata and galleys. */
export async function adminArticleLoader({ request, context, params }: LoaderFunctionArgs) {
  requireEditor(await requireSession(context));
  return loadEditorArticle({ request, context }, requireIdParam(routeParam(params, 'id')));
}

export async function adminArticleAction({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request);
  requireEditor(await requireSession(context));
  return editorArticleAction({ request, context }, requireIdParam(routeParam(params, 'id')));
}
