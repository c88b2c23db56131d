export {
  ArticlePage as default,
  articleMeta as meta,
  articleShouldRevalidate as shouldRevalidate,
} from '@quire/reading';
export { articleAction as action, articleLoader as loader } from '@quire/reading/server';
