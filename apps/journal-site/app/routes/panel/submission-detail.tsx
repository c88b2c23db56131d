export {
  SubmissionDetailPage as default,
  submissionDetailHandle as handle,
  submissionDetailMeta as meta,
} from '@quire/panel';
export {
  submissionDetailAction as action,
  submissionDetailLoader as loader,
} from '@quire/panel/server';
