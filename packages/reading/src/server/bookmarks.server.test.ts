import { contextForRequest } from '@quire/site/server';
import { describe, expect, it } from 'vitest';
import { toBookmarkListItem, toggleBookmark } from './bookmarks.server';

describe('toBookmarkListItem', () => {
  const bookmark = {
    articleId: 12,
    title: 'On quires',
    authors: [
      { name: 'Ada Author', affiliation: null, orcid: null },
      { name: 'Bo Berg', affiliation: 'Lund', orcid: null },
    ],
    journal: { slug: 'jce', title: 'Journal of Codex Studies' },
    path: '/journals/jce/articles/on-quires',
    publishedAt: '2025-05-02T08:00:00.000Z',
    bookmarkedAt: '2026-01-10T14:30:00.000Z',
  };

  it('joins the authors and formats both dates', () => {
    const item = toBookmarkListItem(bookmark);
    expect(item).toMatchObject({
      articleId: 12,
      title: 'On quires',
      path: '/journals/jce/articles/on-quires',
      authors: 'Ada Author, Bo Berg',
      journal: 'Journal of Codex Studies',
    });
    expect(item.published?.text).toMatch(/^\d{2}-05-2025$/);
    expect(item.published?.dateTime).toMatch(/^2025-05-\d{2}$/);
    expect(item.bookmarked?.text).toMatch(/^\d{2}-01-2026 \d{2}:\d{2}$/);
    expect(item.bookmarked?.dateTime).toMatch(/^2026-01-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
  });

  it('leaves an unpublished date empty', () => {
    expect(toBookmarkListItem({ ...bookmark, publishedAt: null }).published).toBeNull();
  });
});

describe('toggleBookmark', () => {
  it('sends a signed-out visitor to sign in without reading their post', async () => {
    const request = new Request('http://web.test/journals/jce/articles/on-quires', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'articleId=12&intent=bookmark',
    });
    const context = contextForRequest(request);
    const thrown = await toggleBookmark(
      { request, context },
      '/journals/jce/articles/on-quires',
    ).catch((caught: unknown) => caught);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/auth/login?redirect=/journals/jce/articles/on-quires',
    );
    expect(request.bodyUsed).toBe(false);
  });
});
