export {
  SubmissionNewPage as default,
  submissionNewHandle as handle,
  submissionNewMeta as meta,
} from '@quire/panel';
export { submissionNewAction as action, submissionNewLoader as loader } from '@quire/panel/server';
