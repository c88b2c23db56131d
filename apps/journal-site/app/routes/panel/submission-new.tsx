export {
  SubmissionNewPage as default,
  submissionNewMeta as meta,
} from '@quire/panel';
export {
  submissionNewAction as action,
  submissionNewLoader as loader,
  submissionNewMiddleware as middleware,
} from '@quire/panel/server';
