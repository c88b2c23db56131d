export {
  reviewFileLoader as loader,
  reviewLinkMiddleware as middleware,
} from '@quire/panel/server';
