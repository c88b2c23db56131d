export { NewsPage as default, newsMeta as meta } from '@quire/reading';
export { newsLoader as loader } from '@quire/reading/server';
