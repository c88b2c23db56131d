export { TestPage as default, testMeta as meta } from '@quire/reading';
// Prerendered (the site server renders it at start and keeps it until a purge).
export { prerenderedRouteHandle as handle } from '@quire/site';
