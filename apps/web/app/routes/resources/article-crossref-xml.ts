export {
  articleCrossrefXmlLoader as loader,
  crossrefXmlMiddleware as middleware,
} from '@quire/panel/server';
