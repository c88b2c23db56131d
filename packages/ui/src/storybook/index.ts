/*
 * `@quire/ui/storybook`: what a Storybook needs to show the kit's components the way Quire's own
 * Storybook does (theme and brand toolbars, router-free links). Kept out of the main entry so a
 * journal site never loads it.
 */

// Story data of the message thread views, which the chat's stories show too.
export { storyMessages } from '../chat/story-messages';
export type { StoryBrand } from './preview-annotations';
export { previewAnnotations, STORY_BRANDS } from './preview-annotations';
export { storyLink } from './story-link';
