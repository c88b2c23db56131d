import '@quire/ui/styles.css';
import '@quire/site/site.css';
import '@quire/reading/reading.css';
import '@quire/reading/search.css';
import '@quire/panel/panel-pages.css';
import '@quire/panel/submission.css';
import { previewAnnotations } from '@quire/ui/storybook';
import type { Preview } from '@storybook/react-vite';

const preview = {
  ...previewAnnotations,
  // Every component and screen gets a docs page: its description, prop table and stories.
  tags: ['autodocs'],
  parameters: {
    ...previewAnnotations.parameters,
    // Axe violations show as failures in the accessibility panel, not as mere warnings.
    a11y: { test: 'error' },
    viewport: {
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

export default preview;
