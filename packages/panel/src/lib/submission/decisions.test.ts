import { describe, expect, it } from 'vitest';
import { decisionsFor, isAllowedDecision } from './decisions';

describe('decisionsFor', () => {
  it('offers every decision on a new submission', () => {
    expect(decisionsFor('submitted')).toEqual([
      'send_to_review',
      'request_revisions',
      'accept',
      'decline',
    ]);
  });

  it('does not send a submission under review to review again', () => {
    expect(decisionsFor('under_review')).not.toContain('send_to_review');
  });

  it('only declines while the author revises', () => {
    expect(decisionsFor('revisions_requested')).toEqual(['decline']);
  });

  it('offers nothing for drafts and decided submissions', () => {
    for (const status of ['draft', 'accepted', 'declined', 'published'] as const) {
      expect(decisionsFor(status)).toEqual([]);
    }
  });
});

describe('isAllowedDecision', () => {
  it('checks a posted value against the status', () => {
    expect(isAllowedDecision('under_review', 'accept')).toBe(true);
    expect(isAllowedDecision('accepted', 'accept')).toBe(false);
    expect(isAllowedDecision('submitted', 'publish')).toBe(false);
  });
});
