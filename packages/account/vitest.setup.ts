import { previewAnnotations } from '@quire/ui/storybook';
import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when test globals are on; Quire imports vitest explicitly.
afterEach(cleanup);

// Portable stories get the same decorators and globals as Storybook's preview.
setProjectAnnotations(previewAnnotations);
