/*
 * Storybook project annotations shared by apps/storybook's preview and the kit's story tests, so
 * a story looks and behaves the same in both. Exported as `@quire/ui/storybook` (not from the main
 * entry): ui must not depend on the Storybook app, so the app and the other packages import it.
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { DARK_CLASS } from '../theme';

/** The two journal brands stories are shown with: Quire's indigo and a teal journal. */
export const STORY_BRANDS = {
  indigo: {},
  teal: { '--q-brand': '#0f766e', '--q-brand-contrast': '#ffffff' },
} as const satisfies Record<string, Record<string, string>>;

/** Name of a brand in {@link STORY_BRANDS}. */
export type StoryBrand = keyof typeof STORY_BRANDS;

// Runs during render, not in an effect, so the class is in place before a test's axe run.
const withTheme: Decorator = (Story, { globals }) => {
  document.documentElement.classList.toggle(DARK_CLASS, globals.theme === 'dark');
  return <Story />;
};

// A journal brands its pages by setting variables on a wrapper; stories get the same wrapper.
const withBrand: Decorator = (Story, { globals, parameters }) => {
  const brand: StoryBrand = globals.brand === 'teal' ? 'teal' : 'indigo';
  const style = { ...STORY_BRANDS[brand] } as CSSProperties;
  if (parameters.layout !== 'fullscreen') style.padding = '1rem';
  return (
    <div className="q-root" data-brand={brand} style={style}>
      <Story />
    </div>
  );
};

/** Decorators, toolbar globals and defaults for every story. */
export const previewAnnotations = {
  decorators: [withBrand, withTheme],
  globalTypes: {
    theme: {
      description: 'Light or dark theme (the p-dark class on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Journal brand colour (--q-brand on a wrapper)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'indigo', title: 'Indigo (Quire default)' },
          { value: 'teal', title: 'Teal journal (#0f766e)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', brand: 'indigo' },
  parameters: {
    controls: { expanded: true },
    viewport: {
      // Here rather than in the app's preview, so a story's viewport global (MOBILE_VIEWPORT's
      // `phone`) sizes the page in the story tests too.
      options: {
        // The narrowest phone the site is designed for, next to Storybook's own sizes.
        phone: {
          name: 'Phone (375 px)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        desktop: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
} satisfies Preview;
