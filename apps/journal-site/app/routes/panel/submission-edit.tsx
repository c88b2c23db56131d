export {
  SubmissionEditPage as default,
  submissionEditMeta as meta,
} from '@quire/panel';
export {
  submissionEditAction as action,
  submissionEditLoader as loader,
  submissionEditMiddleware as middleware,
} from '@quire/panel/server';
