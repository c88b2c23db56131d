// The browser stories project's setup file: Storybook's stylesheets, before any story renders
// (the module is served by browserStoriesConfig's plugin).
import 'virtual:quire/storybook-stylesheets';
