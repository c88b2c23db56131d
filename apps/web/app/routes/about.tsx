export { AboutPage as default, aboutMeta as meta } from '@quire/reading';
export { aboutLoader as loader } from '@quire/reading/server';
