export { AuthorPage as default, authorMeta as meta } from '@quire/reading';
export { authorLoader as loader } from '@quire/reading/server';
