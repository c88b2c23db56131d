import '@quire/ui/fonts.css';
import '@quire/ui/styles.css';
import '@quire/site/site.css';
import '@quire/reading/reading.css';
import '@quire/reading/search.css';
import '@quire/panel/panel-pages.css';
import '@quire/panel/submission.css';
import '@quire/account/account.css';
import '@quire/chat/chat.css';
import { previewAnnotations } from '@quire/ui/storybook';
import type { Preview } from '@storybook/react-vite';

const preview = {
  ...previewAnnotations,
  // Every component and screen gets a docs page: its description, prop table and stories.
  tags: ['autodocs'],
  parameters: {
    // With the phone and desktop viewports, which the story tests size the page by too.
    ...previewAnnotations.parameters,
    // Axe violations show as failures in the accessibility panel, not as mere warnings.
    a11y: { test: 'error' },
  },
} satisfies Preview;

export default preview;
