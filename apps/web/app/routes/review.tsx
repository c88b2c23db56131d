export { ReviewTaskPage as default, reviewTaskMeta as meta } from '@quire/panel';
export {
  reviewLinkMiddleware as middleware,
  reviewTaskAction as action,
  reviewTaskLoader as loader,
} from '@quire/panel/server';
