export {
  MySubmissionsPage as default,
  mySubmissionsHandle as handle,
  mySubmissionsMeta as meta,
} from '@quire/panel';
export { mySubmissionsLoader as loader } from '@quire/panel/server';
