import { describe, expect, it } from 'vitest';
import {
  actorOf,
  allowedActions,
  allowedDecisions,
  isEditable,
  nextStatus,
  refusalMessage,
  SUBMISSION_STATUSES,
  SUBMISSION_TRANSITIONS,
  type SubmissionAction,
  type SubmissionStatus,
} from './workflow';

const ALL_ACTIONS = Object.keys(SUBMISSION_TRANSITIONS) as SubmissionAction[];

describe('submission status transitions', () => {
  it.each<[SubmissionAction, SubmissionStatus, SubmissionStatus]>([
    ['submit', 'draft', 'submitted'],
    ['send_to_review', 'submitted', 'under_review'],
    ['request_revisions', 'submitted', 'revisions_requested'],
    ['request_revisions', 'under_review', 'revisions_requested'],
    ['resubmit', 'revisions_requested', 'under_review'],
    ['accept', 'submitted', 'accepted'],
    ['accept', 'under_review', 'accepted'],
    ['decline', 'submitted', 'declined'],
    ['decline', 'under_review', 'declined'],
    ['decline', 'revisions_requested', 'declined'],
    ['publish', 'accepted', 'published'],
  ])('%s: %s → %s', (action, from, to) => {
    expect(nextStatus(action, from)).toBe(to);
  });

  it('allows exactly the eleven listed moves and refuses every other pair', () => {
    const allowed = SUBMISSION_STATUSES.flatMap((status) =>
      ALL_ACTIONS.filter((action) => nextStatus(action, status) !== null).map(
        (action) => `${status}:${action}`,
      ),
    );
    expect(allowed).toHaveLength(11);
    expect(nextStatus('accept', 'revisions_requested')).toBeNull();
    expect(nextStatus('send_to_review', 'under_review')).toBeNull();
    expect(nextStatus('submit', 'submitted')).toBeNull();
    expect(nextStatus('publish', 'under_review')).toBeNull();
  });

  it('ends at published and declined: nothing leaves them', () => {
    expect(allowedActions('published')).toEqual([]);
    expect(allowedActions('declined')).toEqual([]);
  });

  it('lists what can happen next from each status', () => {
    expect(allowedActions('draft')).toEqual(['submit']);
    expect(allowedActions('submitted')).toEqual([
      'send_to_review',
      'request_revisions',
      'accept',
      'decline',
    ]);
    expect(allowedActions('revisions_requested')).toEqual(['resubmit', 'decline']);
    expect(allowedActions('accepted')).toEqual(['publish']);
  });

  it('offers editors the decisions the table allows, and none once decided', () => {
    expect(allowedDecisions('submitted')).toEqual([
      'send_to_review',
      'request_revisions',
      'accept',
      'decline',
    ]);
    expect(allowedDecisions('under_review')).toEqual(['request_revisions', 'accept', 'decline']);
    expect(allowedDecisions('revisions_requested')).toEqual(['decline']);
    expect(allowedDecisions('accepted')).toEqual([]);
    expect(allowedDecisions('draft')).toEqual([]);
  });

  it('gives authors submit and resubmit only', () => {
    expect(ALL_ACTIONS.filter((action) => actorOf(action) === 'author')).toEqual([
      'submit',
      'resubmit',
    ]);
  });

  it('names the current status when refusing', () => {
    expect(refusalMessage('accept', 'draft')).toBe(
      'A submission that is a draft cannot be accepted.',
    );
    expect(refusalMessage('send_to_review', 'declined')).toBe(
      'A submission that is declined cannot be sent to review.',
    );
  });

  it('lets only drafts be edited', () => {
    expect(SUBMISSION_STATUSES.filter(isEditable)).toEqual(['draft']);
  });
});
