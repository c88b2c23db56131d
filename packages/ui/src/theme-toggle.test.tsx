import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTheme, THEME_STORAGE_KEY } from './theme';
import { ThemeToggle } from './theme-toggle';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('ThemeToggle', () => {
  it('is a button named "Dark mode", not pressed in light mode', () => {
    render(<ThemeToggle />);
    const button = screen.getByRole('button', { name: 'Dark mode' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('is pressed when the page is dark', () => {
    document.documentElement.classList.add('p-dark');
    render(<ThemeToggle />);
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('switches to dark on click and remembers it', async () => {
    render(<ThemeToggle />);
    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(document.documentElement.classList.contains('p-dark')).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('reports the new theme', async () => {
    const onThemeChange = vi.fn();
    render(<ThemeToggle onThemeChange={onThemeChange} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onThemeChange).toHaveBeenCalledWith('dark');
  });

  it('follows a theme change made elsewhere on the page', async () => {
    render(<ThemeToggle />);
    await act(async () => {
      setTheme('dark');
    });
    expect(screen.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });

  it('takes a custom accessible name', () => {
    render(<ThemeToggle label="Nachtmodus" />);
    expect(screen.getByRole('button', { name: 'Nachtmodus' })).toBeTruthy();
  });
});
