/// <reference types="vite/client" />
import { checkStories } from '@quire/vitest-config/check-stories';

// Every stories file is found by the glob, so a new story is checked without anyone editing
// this file. The light theme is checked by stories.light.test.tsx: two files, which the
// browser runs side by side.
checkStories(import.meta.glob('./**/*.stories.tsx', { eager: true }), { themes: ['dark'] });
