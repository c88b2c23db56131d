export { SearchPage as default, searchMeta as meta } from '@quire/reading';
export { searchLoader as loader } from '@quire/reading/server';
