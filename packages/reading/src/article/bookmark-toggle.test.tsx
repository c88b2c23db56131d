import { describe, expect, it } from 'vitest';
import { shownBookmarkState } from './bookmark-toggle';

describe('shownBookmarkState', () => {
  it('shows the loaded state when nothing was sent', () => {
    expect(shownBookmarkState(true, undefined, undefined)).toBe(true);
    expect(shownBookmarkState(false, null, undefined)).toBe(false);
  });

  it('flips at once while a toggle is in flight (optimistic)', () => {
    expect(shownBookmarkState(false, 'bookmark', undefined)).toBe(true);
    expect(shownBookmarkState(true, 'unbookmark', { bookmarked: true })).toBe(false);
  });

  it("shows the server's answer once it came back", () => {
    expect(shownBookmarkState(false, undefined, { articleId: 1, bookmarked: true })).toBe(true);
    expect(shownBookmarkState(true, undefined, { articleId: 1, bookmarked: false })).toBe(false);
  });

  it('falls back to the loaded state for an answer without a state (a failure)', () => {
    expect(shownBookmarkState(true, undefined, { message: 'Not found' })).toBe(true);
    expect(shownBookmarkState(false, 'other', null)).toBe(false);
  });
});
