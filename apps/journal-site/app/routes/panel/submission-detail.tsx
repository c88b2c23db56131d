export {
  SubmissionDetailPage as default,
  submissionDetailMeta as meta,
} from '@quire/panel';
export {
  submissionDetailAction as action,
  submissionDetailLoader as loader,
  submissionDetailMiddleware as middleware,
} from '@quire/panel/server';
