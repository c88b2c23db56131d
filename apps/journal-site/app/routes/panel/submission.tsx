export {
  MySubmissionsPage as default,
  mySubmissionsMeta as meta,
} from '@quire/panel';
export {
  mySubmissionsLoader as loader,
  mySubmissionsMiddleware as middleware,
} from '@quire/panel/server';
