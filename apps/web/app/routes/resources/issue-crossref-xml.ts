export {
  crossrefXmlMiddleware as middleware,
  issueCrossrefXmlLoader as loader,
} from '@quire/panel/server';
