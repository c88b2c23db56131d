export { ReviewTaskPage as default, reviewTaskMeta as meta } from '@quire/panel';
export {
  myReviewMiddleware as middleware,
  reviewTaskAction as action,
  reviewTaskLoader as loader,
} from '@quire/panel/server';
