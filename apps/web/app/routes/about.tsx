export { AboutPage as default, aboutMeta as meta } from '@quire/reading';
export { aboutLoader as loader } from '@quire/reading/server';
// Prerendered (the site server renders it at start and keeps it until a purge).
export { prerenderedRouteHandle as handle } from '@quire/site';
