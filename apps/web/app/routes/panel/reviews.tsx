export { MyReviewsPage as default, myReviewsMeta as meta } from '@quire/panel';
export {
  myReviewsAction as action,
  myReviewsLoader as loader,
  myReviewsMiddleware as middleware,
} from '@quire/panel/server';
