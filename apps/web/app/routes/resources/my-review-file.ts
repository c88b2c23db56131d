export { myReviewMiddleware as middleware, reviewFileLoader as loader } from '@quire/panel/server';
