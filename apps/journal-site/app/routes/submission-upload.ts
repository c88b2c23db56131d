export {
  submissionFileMiddleware as middleware,
  submissionUploadAction as action,
  submissionUploadLoader as loader,
} from '@quire/panel/server';
