// Helpers for the kit's screen stories; the axe check of every story is @quire/vitest-config's
// `./check-stories` entry (ui, which these helpers build on, runs it too).
export { cleanLayout, defaultLayout, panelLayout } from './layouts';
export type { ScreenMoment, ScreenRoute, ScreenRouteState, ScreenStubProps } from './screen-stub';
export {
  LOADING_STORY,
  MOBILE_VIEWPORT,
  SCREEN_PARAMETERS,
  ScreenStub,
  UNAVAILABLE_STORY,
} from './screen-stub';
export type { StorySite, StoryVisitor } from './story-sites';
export { STORY_SITES, STORY_VISITORS } from './story-sites';
