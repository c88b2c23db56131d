export {
  submissionFileLoader as loader,
  submissionFileMiddleware as middleware,
} from '@quire/panel/server';
