export {
  SubmissionEditPage as default,
  submissionEditHandle as handle,
  submissionEditMeta as meta,
} from '@quire/panel';
export {
  submissionEditAction as action,
  submissionEditLoader as loader,
} from '@quire/panel/server';
