import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmissionStatusBadge } from './submission-status-badge';

describe('SubmissionStatusBadge', () => {
  it('names the status in words', () => {
    render(<SubmissionStatusBadge status="revisions_requested" />);
    expect(screen.getByText('Revisions requested')).toBeTruthy();
  });

  it('marks the status and its tone for styling', () => {
    render(<SubmissionStatusBadge status="declined" className="extra" />);
    const badge = screen.getByText('Declined');
    expect(badge.dataset.status).toBe('declined');
    expect(badge.dataset.tone).toBe('danger');
    expect(badge.className).toBe('q-status-badge extra');
  });
});
