import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('says its state in words and marks the emphasis for styling', () => {
    render(<Badge emphasis="strong">Unread</Badge>);
    const badge = screen.getByText('Unread');
    expect(badge.className).toBe('q-badge');
    expect(badge.dataset.emphasis).toBe('strong');
  });
});
