/** A colour theme: light, or dark (the `p-dark` class on the page root). */
export type Theme = 'light' | 'dark';

/** The class on `<html>` that switches every token to its dark value. */
export const DARK_CLASS = 'p-dark';

/** localStorage key that remembers the reader's explicit choice. */
export const THEME_STORAGE_KEY = 'quire-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

/** The theme the reader chose earlier, if any. */
export function getStoredTheme(): Theme | undefined {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : undefined;
  } catch {
    // Storage throws in sandboxed iframes and some private modes; behave as if nothing was saved.
    return undefined;
  }
}

/** The remembered choice, else the system's `prefers-color-scheme`. */
export function getPreferredTheme(): Theme {
  const stored = getStoredTheme();
  if (stored) return stored;
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches
    ? 'dark'
    : 'light';
}

/** The theme currently shown, read from the page root's class. */
export function getTheme(root: Element = document.documentElement): Theme {
  return root.classList.contains(DARK_CLASS) ? 'dark' : 'light';
}

/** Shows `theme`; remembers it unless `remember` is false. */
export function setTheme(theme: Theme, { remember = true }: { remember?: boolean } = {}): Theme {
  document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
  if (remember) {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Not remembering is better than failing the toggle.
    }
  }
  return theme;
}

/** Switches between light and dark, remembers the choice and returns the new theme. */
export function toggleTheme(): Theme {
  return setTheme(getTheme() === 'dark' ? 'light' : 'dark');
}

/** Applies the remembered or system theme without remembering it; call once at start-up. */
export function applyInitialTheme(): Theme {
  return setTheme(getPreferredTheme(), { remember: false });
}

/**
 * Inline script for the SSR `<head>` that applies the theme before first paint, so a dark
 * reader never sees a light flash. Same logic as {@link applyInitialTheme}, self-contained.
 * @example <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(t!=="light"&&t!=="dark"){t=window.matchMedia&&window.matchMedia(${JSON.stringify(
  DARK_QUERY,
)}).matches?"dark":"light"}document.documentElement.classList.toggle(${JSON.stringify(
  DARK_CLASS,
)},t==="dark")}catch(e){}})();`;
