import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyInitialTheme,
  DARK_CLASS,
  getPreferredTheme,
  getStoredTheme,
  getTheme,
  setTheme,
  THEME_STORAGE_KEY,
  themeBootScript,
  toggleTheme,
} from './theme';

function stubSystemDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  stubSystemDark(false);
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('getTheme', () => {
  it('is light without the p-dark class', () => {
    expect(getTheme()).toBe('light');
  });

  it('is dark with the p-dark class on the root', () => {
    document.documentElement.classList.add(DARK_CLASS);
    expect(getTheme()).toBe('dark');
  });
});

describe('setTheme', () => {
  it('adds p-dark for dark and remembers the choice', () => {
    setTheme('dark');
    expect(document.documentElement.classList.contains('p-dark')).toBe(true);
    expect(localStorage.getItem('quire-theme')).toBe('dark');
  });

  it('removes p-dark for light', () => {
    document.documentElement.classList.add(DARK_CLASS);
    setTheme('light');
    expect(document.documentElement.classList.contains('p-dark')).toBe(false);
  });

  it('does not remember when told not to', () => {
    setTheme('dark', { remember: false });
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('still switches when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(setTheme('dark')).toBe('dark');
    expect(getTheme()).toBe('dark');
  });
});

describe('toggleTheme', () => {
  it('switches light to dark and returns the new theme', () => {
    expect(toggleTheme()).toBe('dark');
    expect(getTheme()).toBe('dark');
  });

  it('switches dark back to light and remembers light', () => {
    setTheme('dark');
    expect(toggleTheme()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});

describe('getPreferredTheme', () => {
  it('follows prefers-color-scheme when nothing is remembered', () => {
    stubSystemDark(true);
    expect(getPreferredTheme()).toBe('dark');
  });

  it('is light when the system prefers light', () => {
    expect(getPreferredTheme()).toBe('light');
  });

  it('prefers the remembered choice over the system', () => {
    stubSystemDark(true);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(getPreferredTheme()).toBe('light');
  });

  it('ignores a remembered value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(getStoredTheme()).toBeUndefined();
  });
});

describe('applyInitialTheme', () => {
  it('applies the system theme without remembering it', () => {
    stubSystemDark(true);
    expect(applyInitialTheme()).toBe('dark');
    expect(getTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });
});

describe('themeBootScript', () => {
  function runBootScript() {
    // The string is what a server puts in <head>; running it is the only honest test.
    new Function(themeBootScript)();
  }

  it('applies a remembered dark theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runBootScript();
    expect(getTheme()).toBe('dark');
  });

  it('applies the system dark theme when nothing is remembered', () => {
    stubSystemDark(true);
    runBootScript();
    expect(getTheme()).toBe('dark');
  });

  it('removes p-dark when light was remembered', () => {
    document.documentElement.classList.add(DARK_CLASS);
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    runBootScript();
    expect(getTheme()).toBe('light');
  });

  it('never throws when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runBootScript).not.toThrow();
  });
});
