export { NewsItemPage as default, newsItemMeta as meta } from '@quire/reading';
export { newsItemLoader as loader } from '@quire/reading/server';
