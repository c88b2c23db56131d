import { isFormFailure, loginUrl } from '@quire/site';
import { useToast } from '@quire/ui';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { ARTICLE_PAGE_TEXTS, useArticlePageTexts } from '../article-page-texts';

/** What the bookmark action answers (see `toggleBookmark` in `lib/bookmarks.server.ts`). */
export interface BookmarkAnswer {
  articleId: number;
  bookmarked: boolean;
  message: string;
}

/** The link signed-out readers get instead of the button (the site may reword it). */
export const SIGN_IN_TO_BOOKMARK = ARTICLE_PAGE_TEXTS.signInToBookmark;

/**
 * The state a bookmark toggle shows: the intent in flight (optimistic), else the last answer,
 * else the loader's.
 */
export function shownBookmarkState(
  loaded: boolean,
  pendingIntent: FormDataEntryValue | null | undefined,
  answer: unknown,
): boolean {
  if (pendingIntent === 'bookmark') return true;
  if (pendingIntent === 'unbookmark') return false;
  if (answer && typeof answer === 'object' && 'bookmarked' in answer) {
    return Boolean((answer as BookmarkAnswer).bookmarked);
  }
  return loaded;
}

/**
 * The article page's bookmark button (a toggle with `aria-pressed`). It is a plain form post to
 * the article route's action, so it works without JavaScript; with it, a fetcher posts in the
 * background, the button flips at once and a toast confirms ('Bookmark added' / 'Bookmark
 * removed'); a failure flips it back and says why. Signed-out readers get a sign-in link that
 * brings them back.
 */
export function BookmarkToggle({
  articleId,
  state,
  path,
}: {
  articleId: number;
  /** Null when signed out. */
  state: { bookmarked: boolean } | null;
  /** The article's path, to come back to after signing in. */
  path: string;
}) {
  const fetcher = useFetcher();
  const toast = useToast();
  const texts = useArticlePageTexts();
  const seen = useRef<unknown>(undefined);
  const answer = fetcher.data as unknown;
  useEffect(() => {
    if (fetcher.state !== 'idle' || answer === undefined || seen.current === answer) return;
    seen.current = answer;
    if (isFormFailure(answer)) toast.error(answer.message);
    else if (answer && typeof answer === 'object' && 'message' in answer) {
      toast.success((answer as BookmarkAnswer).message);
    }
  }, [fetcher.state, answer, toast]);

  if (!state) {
    return (
      <p className="q-tool">
        <Link to={loginUrl(path)}>{texts.signInToBookmark}</Link>
      </p>
    );
  }
  const bookmarked = shownBookmarkState(
    state.bookmarked,
    fetcher.formData?.get('intent'),
    isFormFailure(answer) ? undefined : answer,
  );
  return (
    <fetcher.Form method="post" className="q-tool">
      <input type="hidden" name="articleId" value={articleId} />
      <input type="hidden" name="intent" value={bookmarked ? 'unbookmark' : 'bookmark'} />
      <button type="submit" className="q-btn" aria-pressed={bookmarked}>
        <span aria-hidden="true">{bookmarked ? '★ ' : '☆ '}</span>
        {texts.bookmarkButton}
      </button>
    </fetcher.Form>
  );
}
