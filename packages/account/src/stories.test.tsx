/// <reference types="vite/client" />
import { checkStories } from '@quire/story-kit/check-stories';

// Every stories file is found by the glob, so a new screen's stories are checked without anyone
// editing this file.
checkStories(import.meta.glob('./**/*.stories.tsx', { eager: true }));
