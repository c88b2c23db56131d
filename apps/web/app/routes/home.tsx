export { HomePage as default, homeMeta as meta } from '@quire/reading';
export { homeLoader as loader } from '@quire/reading/server';
