import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type MouseEvent, useSyncExternalStore } from 'react';
import { getTheme, type Theme, toggleTheme } from './theme';
import { useUiTexts } from './ui-texts';

// The root's class is the single source of truth, so every toggle on the page (and any other
// code that calls setTheme) stays in sync by watching it.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const getSnapshot = () => getTheme();
// The server cannot know the reader's theme; the boot script fixes the page before paint.
const getServerSnapshot = (): Theme => 'light';

export interface ThemeToggleProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'aria-pressed' | 'children'> {
  /** Accessible name of the button; pressed means dark mode is on. */
  label?: string;
  /** Called with the new theme after each toggle. */
  onThemeChange?: (theme: Theme) => void;
}

/** A toggle button for dark mode (`aria-pressed` = dark); remembers the reader's choice. */
export function ThemeToggle({
  label,
  onThemeChange,
  onClick,
  className,
  ...props
}: ThemeToggleProps) {
  const texts = useUiTexts();
  const theme = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const dark = theme === 'dark';

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const theme = toggleTheme();
    onThemeChange?.(theme);
  }

  return (
    <button
      type="button"
      aria-label={label ?? texts.darkMode ?? 'Dark mode'}
      aria-pressed={dark}
      data-state={theme}
      className={clsx('q-icon-btn', 'q-theme-toggle', className)}
      onClick={handleClick}
      {...props}
    >
      <svg
        className="q-theme-toggle__moon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
      </svg>
      <svg className="q-theme-toggle__sun" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
        />
      </svg>
    </button>
  );
}
