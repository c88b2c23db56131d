import '@quire/ui/styles.css';
import type { Preview } from '@storybook/react-vite';
// A path, not a package import: the annotations are shared with ui's story tests but are not part
// of ui's public API, and ui must not depend on this app.
import { previewAnnotations } from '../../../packages/ui/src/storybook/preview-annotations';

const preview = {
  ...previewAnnotations,
  parameters: {
    ...previewAnnotations.parameters,
    // Axe violations show as failures in the accessibility panel, not as mere warnings.
    a11y: { test: 'error' },
  },
} satisfies Preview;

export default preview;
