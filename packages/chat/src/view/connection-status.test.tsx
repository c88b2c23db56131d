import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionStatus } from './connection-status';

describe('ConnectionStatus', () => {
  it.each([
    ['connected', 'Connected'],
    ['connecting', 'Connecting…'],
    ['reconnecting', 'Reconnecting…'],
    ['offline', 'Offline'],
  ] as const)('announces %s as "%s"', (state, text) => {
    render(<ConnectionStatus status={state} />);
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.getByRole('status').getAttribute('data-state')).toBe(state);
  });
});
