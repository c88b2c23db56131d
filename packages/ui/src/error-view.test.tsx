import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorView, errorTitle } from './error-view';

describe('ErrorView', () => {
  it('names a 404 "Page Not Found" and shows the path', () => {
    render(<ErrorView status={404} path="/nowhere" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found');
    expect(screen.getByText('Page Not Found: /nowhere')).toBeTruthy();
  });

  it('names any other status "Internal Server Error"', () => {
    render(<ErrorView status={502} path="/journals" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
    expect(screen.queryByText(/\/journals/)).toBeNull();
  });

  it('names a 503 "Service Unavailable" and asks to try again', () => {
    render(<ErrorView status={503} path="/journals" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Service Unavailable');
    expect(screen.getByText(/please try again in a minute/)).toBeTruthy();
  });
});

describe('errorTitle', () => {
  it.each([
    [404, 'Page Not Found'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
    [403, 'Internal Server Error'],
  ])('titles %i as %s', (status, title) => {
    expect(errorTitle(status)).toBe(title);
  });
});
