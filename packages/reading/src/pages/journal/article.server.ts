import { assertSameOrigin, journalSlugParam, routeParam } from '@quire/site/server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { loadArticlePage } from '../../server/article.server';
import { loadBookmarkState, toggleBookmark } from '../../server/bookmarks.server';

export async function articleLoader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadArticlePage(
    { request, context },
    journalSlugParam(params),
    routeParam(params, 'article_slug'),
  );
  // Only with a session: the anonymous page makes no extra call and stays publicly cacheable.
  return { ...page, bookmark: await loadBookmarkState({ request, context }, page.article.id) };
}

/** The bookmark toggle's post (a plain form: works without JavaScript). */
export async function articleAction({ request, context, url }: ActionFunctionArgs) {
  assertSameOrigin(request);
  // The page's own path (a script's post is a data request to `….data`): where sign-in returns.
  return toggleBookmark({ request, context }, url.pathname);
}
